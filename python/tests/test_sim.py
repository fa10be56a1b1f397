"""Batches of engine-played games, and the same run spread over a Dask cluster
(issue 29, part 4): game i of run seed S is the same game wherever it runs."""
import os
import shutil
import subprocess
import json

import pytest

import cardinal
from cardinal import dask_sim, sim
from conftest import library


def test_a_run_cut_into_batches_plays_the_same_games(game_id):
    lib = library(game_id)
    whole = sim.simulate(lib, 9, seed=5)
    assert [r["index"] for r in whole.records] == list(range(9))
    parts = [sim.simulate(lib, n, seed=5, first=f).records for f, n in dask_sim.shards(0, 9, 4)]
    assert sim.same_games(dask_sim.merge(0, 9, parts), whole.records)
    assert all(r["outcome"] == "finished" for r in whole.records), whole.records
    # Another run seed is other games.
    other = sim.simulate(lib, 9, seed=6)
    assert [r["hash"] for r in other.records] != [r["hash"] for r in whole.records]


def test_threads_do_not_change_the_games():
    lib = library("zero-dimension")
    one = sim.simulate(lib, 12, seed=2, seats=["greedy", "random"])
    two = sim.simulate(lib, 12, seed=2, seats=["greedy", "random"], threads=2)
    assert sim.same_games(one.records, two.records)
    assert one.seats == ["greedy", "random"]


def test_totals_are_cardinal_sims(tmp_path):
    """summarize() counts as `cardinal sim` does, on the same games."""
    cli = os.environ.get("CARDINAL_CLI") or shutil.which("cardinal", path=os.getcwd())
    if not cli:
        pytest.skip("no cardinal command in the working folder (ctest runs this in the build folder)")
    out = subprocess.run([cli, "sim", "--game", "fftcg", "--games", "40", "--seed", "3", "--format", "json"],
                         check=True, capture_output=True, text=True).stdout
    cli_totals = json.loads(out)
    mine = sim.simulate(library("fftcg"), 40, seed=3).totals()
    assert [s["wins"] for s in cli_totals["seats"]] == mine["wins"]
    assert cli_totals["draws"] == mine["draws"]
    assert cli_totals["endings"] == mine["endings"]
    assert abs(cli_totals["avg_turns"] - mine["avg_turns"]) < 1e-6


def test_bad_options_are_refused():
    lib = library("fftcg")
    with pytest.raises(ValueError):
        sim.simulate(lib, 1, seats=["random", "random", "random"])
    with pytest.raises(cardinal.BadArgument, match="wizard"):
        sim.simulate(lib, 1, seats=["wizard"])
    with pytest.raises(cardinal.BadArgument):
        sim.simulate(lib, 1, decks=[[999999], [999999]])
    with pytest.raises(cardinal.BadArgument, match="games"):
        sim.simulate(lib, -1)


def test_merge_takes_each_game_exactly_once():
    a = [{"index": 0}, {"index": 1}]
    assert dask_sim.merge(0, 2, [a]) == a
    with pytest.raises(ValueError, match="twice"):
        dask_sim.merge(0, 2, [a, [{"index": 1}]])
    with pytest.raises(ValueError, match="missing"):
        dask_sim.merge(0, 3, [a])
    assert dask_sim.shards(10, 7, 3) == [(10, 3), (13, 3), (16, 1)]


def test_a_dask_run_with_a_killed_worker_equals_one_process():
    """Three worker processes; one is killed while it plays a shard. Its shard is
    played again elsewhere and the merged run is the one-process run, game for game."""
    import distributed  # Debian's python3-distributed (tools/quickstart.sh installs it)
    killed = []

    def kill_a_busy_worker(done, total, client):
        if killed:
            return
        busy = {w: keys for w, keys in client.processing().items() if keys}
        if not busy:
            return
        victim = sorted(busy)[0]
        pid = client.run(os.getpid, workers=[victim])[victim]
        os.kill(pid, 9)
        killed.append((victim, list(busy[victim])))

    cluster = distributed.LocalCluster(n_workers=3, threads_per_worker=1, processes=True, dashboard_address=None)
    client = distributed.Client(cluster)
    try:
        run = dask_sim.simulate("zero-dimension", 240, seed=4, client=client, shard_size=6,
                                on_shard=kill_a_busy_worker)
    finally:
        client.close()
        cluster.close()
    assert killed, "no worker was busy when a shard came back: nothing was killed"
    here = sim.simulate(library("zero-dimension"), 240, seed=4)
    assert sim.same_games(run.records, here.records)
    assert run.totals() == here.totals()
    # and same_games can tell games apart
    assert not sim.same_games(run.records[:-1] + [dict(run.records[-1], hash="0" * 16)], here.records)
