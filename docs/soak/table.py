#!/usr/bin/env python3
"""Prints the soak table (markdown) for a folder of chunks (<game>-<seed>.json, as run4.sh
writes them): per game, its run seeds, games, script errors, stuck, hangs, draws and the
chunks' summed wall time. With --readme FILE, replaces the table between the
<!-- soak4 table --> markers of FILE instead."""
import argparse, glob, json, os, re, sys

NAMES = {"zero-dimension": "Zero-Dimension", "fftcg": "FF-TCG"}


def seeds_text(seeds):
    # 34, 35, 36, 40 -> "34–36, 40"
    runs, out = [], []
    for s in sorted(seeds):
        if runs and s == runs[-1][1] + 1: runs[-1][1] = s
        else: runs.append([s, s])
    for a, b in runs: out.append(str(a) if a == b else f"{a}–{b}")
    return ", ".join(out)


def table(folder):
    rows = ["| game | chunks (run seeds) | games | script errors | stuck | hangs | draws | CPU-busy wall time |",
            "|---|---|---|---|---|---|---|---|"]
    for game, name in NAMES.items():
        chunks = []
        for f in glob.glob(os.path.join(folder, f"{game}-*.json")):
            m = re.fullmatch(rf"{re.escape(game)}-(\d+)\.json", os.path.basename(f))
            if m and os.path.getsize(f) > 0:
                chunks.append(json.load(open(f)))
        if not chunks:
            rows.append(f"| {name} | none yet | | | | | | |")
            continue
        total = lambda k: sum(c[k] for c in chunks)
        rows.append(f"| {name} | {seeds_text(c['seed'] for c in chunks)} | {total('games'):,} | "
                    f"{total('script_errors')} | {total('stuck')} | {total('hangs')} | {total('draws'):,} | "
                    f"{round(total('seconds')):,} s |")
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder")
    ap.add_argument("--readme")
    a = ap.parse_args()
    t = table(a.folder)
    if not a.readme:
        print(t)
        return
    text = open(a.readme).read()
    begin, end = "<!-- soak4 table -->\n", "<!-- /soak4 table -->"
    if begin not in text or end not in text:
        sys.exit(f"{a.readme}: no {begin.strip()} ... {end} markers")
    i, j = text.index(begin) + len(begin), text.index(end)
    open(a.readme, "w").write(text[:i] + t + "\n" + text[j:])


if __name__ == "__main__":
    main()
