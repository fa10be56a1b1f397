"""Balance reports from Python (cardinal.sim_report): the same C++ code as
`cardinal sim --report`, so the same options give the same page."""
import os
import re
import subprocess

import pytest

import cardinal

SECTIONS = ["summary", "seats", "first-player", "matchups", "cards", "turns", "endings"]


def without_time(html):
    return re.sub(r"<dt>Time</dt><dd>[^<]*</dd>", "", html)


def test_sim_report_is_the_commands_report(tmp_path):
    path = tmp_path / "py.html"
    summary = cardinal.sim_report("zero-dimension", path, games=12, seed=5, threads=2)
    assert summary["games"] == 12
    assert sum(summary["wins"]) + summary["draws"] + summary["errors"] + summary["stuck"] + summary["hangs"] == 12
    assert summary["report"] == str(path)
    html = path.read_text(encoding="utf-8")
    for section in SECTIONS:
        assert f"<section id={section}>" in html
    assert "<td class=name>" in html  # card rows
    cli = os.environ.get("CARDINAL_BIN")
    if not cli:
        pytest.skip("CARDINAL_BIN is not set (ctest sets it): no comparison with the command's report")
    theirs = tmp_path / "cli.html"
    subprocess.run([cli, "sim", "--cards", cardinal.default_cards_dir(), "--game", "zero-dimension", "--games", "12",
                    "--seed", "5", "--quiet", "--report", str(theirs)], check=True, stdout=subprocess.DEVNULL)
    assert without_time(html) == without_time(theirs.read_text(encoding="utf-8"))


def test_sim_report_round_robin_and_bad_options(tmp_path):
    lib = cardinal.Library("zero-dimension")
    path = tmp_path / "rr.html"
    summary = cardinal.sim_report(lib, path, games=2, round_robin=["starter-a", "starter-b", "pool-c"], seats=["greedy"])
    assert summary["games"] == 12  # 6 ordered pairings of 2 games
    html = path.read_text(encoding="utf-8")
    assert "class=matrix" in html
    assert "greedy" in html
    with pytest.raises(cardinal.BadArgument, match="no-such-ai|random"):
        cardinal.sim_report(lib, path, games=1, seats=["no-such-ai"])
    with pytest.raises(cardinal.BadArgument, match="round_robin"):
        cardinal.sim_report(lib, path, games=1, round_robin=["starter-a"])
    with pytest.raises(cardinal.NotFound):
        cardinal.sim_report(lib, tmp_path / "no" / "such" / "dir.html", games=1)
