"""A simulation spread over a Dask cluster, equal to one machine's run.

A run of N games is cut into shards of consecutive game indexes; each shard
is one task, played by :func:`cardinal.sim.play_batch` on whichever worker
Dask gives it. Game ``i`` of run seed ``S`` is the same game wherever it is
played, so the merged records are those of a one-process run, game for game
(final state hashes included). A worker that dies mid-shard takes no partial
result with it: Dask runs the lost task again on another worker, and the
merge takes exactly one record per game index (it fails loudly otherwise).

By default the cluster is a local one on this machine (``workers`` processes
of one thread each). For a real cluster, start a scheduler and workers on
the machines (``dask scheduler``; ``dask worker tcp://HOST:8786
--nthreads 1`` on each, with this package installed and the same cards
folder, or ``CARDINAL_CARDS_DIR`` pointing at one) and pass
``scheduler="tcp://HOST:8786"``; docs/dask.md says more.

Command line::

    python3 -m cardinal.dask_sim --game zero-dimension --games 10000 --seed 1 \\
        [--scheduler tcp://HOST:8786 | --workers 4] [--shard-size 250] [--check] [--format json]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
import uuid
from typing import Any, Callable, Dict, List, Mapping, Optional, Tuple

from .game import Library, default_cards_dir
from .sim import SimRun, play_batch, run_options, same_games, simulate as simulate_here, summarize

# Libraries loaded in this (worker) process, by (game, cards folder, db).
_libraries: Dict[Tuple[str, str, Optional[str]], Library] = {}


def _library(game: str, cards_dir: str, db_path: Optional[str]) -> Library:
    key = (game, cards_dir, db_path)
    if key not in _libraries:
        _libraries[key] = Library(game, cards_dir=cards_dir, db_path=db_path)
    return _libraries[key]


def play_shard(game: str, cards_dir: str, db_path: Optional[str], options: Mapping[str, Any]) -> List[Dict[str, Any]]:
    """One shard, on a worker: the records of games ``options["first"]`` on."""
    return play_batch(_library(game, cards_dir, db_path), options)


def shards(first: int, games: int, size: int) -> List[Tuple[int, int]]:
    """(first index, count) of each shard of ``games`` games from ``first``."""
    if size < 1:
        raise ValueError(f"shard size must be at least 1, not {size}")
    return [(i, min(size, first + games - i)) for i in range(first, first + games, size)]


def merge(first: int, games: int, parts: List[List[Dict[str, Any]]]) -> List[Dict[str, Any]]:
    """The records of every shard in index order; each index from ``first``
    to ``first + games - 1`` exactly once, or ValueError naming the fault."""
    by_index: Dict[int, Dict[str, Any]] = {}
    for part in parts:
        for r in part:
            i = r["index"]
            if i in by_index:
                raise ValueError(f"game {i} was counted twice")
            by_index[i] = r
    missing = [i for i in range(first, first + games) if i not in by_index]
    if missing or len(by_index) != games:
        raise ValueError(f"{len(missing)} games missing (first {missing[:5]}), {len(by_index)} records for {games} games")
    return [by_index[i] for i in range(first, first + games)]


def simulate(
    game: str,
    games: int,
    seed: int = 1,
    first: int = 0,
    *,
    client: Any = None,
    scheduler: Optional[str] = None,
    workers: int = 2,
    shard_size: Optional[int] = None,
    cards_dir: Optional[str] = None,
    db_path: Optional[str] = None,
    on_shard: Optional[Callable[[int, int, Any], None]] = None,
    **kwargs: Any,
) -> SimRun:
    """Plays games ``first .. first + games - 1`` of run ``seed`` as shards on
    a Dask cluster: ``client`` (a ``distributed.Client``), else one connected
    to ``scheduler``, else a local cluster of ``workers`` processes made for
    this run. ``on_shard(done, total, client)`` is called as each shard comes
    back. The other keyword arguments are :func:`cardinal.sim.run_options`'
    (players, seats, decks, params, max_decisions, hang_seconds)."""
    from distributed import Client, LocalCluster, as_completed  # Debian's python3-distributed

    cards = str(cards_dir or default_cards_dir())
    lib = _library(game, cards, db_path)  # decks resolved here, once, as card ids
    base = run_options(lib, games, seed, first, **kwargs)
    size = shard_size or max(1, min(1000, games // (8 * max(1, workers)) or 1))
    pieces = shards(first, games, size)
    own_cluster = own_client = None
    if client is None:
        if scheduler:
            client = own_client = Client(scheduler)
        else:
            own_cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
            client = own_client = Client(own_cluster)
    try:
        futures = []
        run_id = uuid.uuid4().hex[:12]  # this run's tasks, apart from any other run on the cluster
        for start, count in pieces:
            opts = dict(base, first=start, games=count, threads=1)
            futures.append(client.submit(play_shard, game, cards, db_path, opts,
                                         key=f"cardinal-sim-{game}-{run_id}-{start}"))
        parts: List[List[Dict[str, Any]]] = []
        for done, fut in enumerate(as_completed(futures), 1):
            parts.append(fut.result())
            if on_shard:
                on_shard(done, len(pieces), client)
        records = merge(first, games, parts)
    finally:
        if own_client is not None:
            own_client.close()
        if own_cluster is not None:
            own_cluster.close()
    return SimRun(game=game, seed=int(seed), first=int(first), players=len(base["decks"]),
                  seats=list(base["seats"]), params=dict(base["params"]), records=records)


def _progress(start: float) -> Callable[[int, int, Any], None]:
    def show(done: int, total: int, _client: Any) -> None:
        if not sys.stderr.isatty():
            return
        rate = done / max(1e-9, time.monotonic() - start)
        eta = (total - done) / rate if rate > 0 else 0
        sys.stderr.write(f"\r{done}/{total} shards, {rate:.1f} shards/s, ETA {eta:.0f}s ")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
    return show


def _seat_values(values: List[str], what: str) -> Dict[int, str]:
    out: Dict[int, str] = {}
    for v in values:
        seat, eq, value = v.partition("=")
        if not eq or not seat.isdigit() or int(seat) < 1 or not value:
            raise SystemExit(f"--{what} {v}: expected SEAT=VALUE, SEAT a number from 1")
        out[int(seat) - 1] = value
    return out


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m cardinal.dask_sim",
                                 description="Run `cardinal sim`'s games as shards on a Dask cluster; "
                                             "the merged results equal one machine's run, game for game.")
    ap.add_argument("--game", required=True, help="a game of the cards folder (cardinal.games())")
    ap.add_argument("--games", type=int, default=100, help="number of games")
    ap.add_argument("--seed", type=int, default=1, help="run seed")
    ap.add_argument("--first", type=int, default=0, help="index of the first game")
    ap.add_argument("--players", type=int, default=None, help="number of players (default 2)")
    ap.add_argument("--seat", action="append", default=[], help="SEAT=AI spec (random, greedy, search:...)")
    ap.add_argument("--deck", action="append", default=[], help="SEAT=DECK (default: the starter decks in turn)")
    ap.add_argument("--param", action="append", default=[], help="a ruleset parameter NAME=INTEGER")
    ap.add_argument("--scheduler", default=None, help="a Dask scheduler's address (default: a local cluster)")
    ap.add_argument("--workers", type=int, default=2, help="worker processes of the local cluster")
    ap.add_argument("--shard-size", type=int, default=None, help="games per task")
    ap.add_argument("--cards", default=None, help="the cards folder (the same on every worker)")
    ap.add_argument("--check", action="store_true",
                    help="also play the run in this process and fail unless the two are equal, game for game")
    ap.add_argument("--format", choices=["table", "json"], default="table")
    a = ap.parse_args(argv)
    if a.games < 0 or a.first < 0 or a.workers < 1:
        ap.error("--games, --first must be >= 0 and --workers >= 1")
    seats = _seat_values(a.seat, "seat")
    decks_by_seat = _seat_values(a.deck, "deck")
    players = a.players or max([2] + [s + 1 for s in [*seats, *decks_by_seat]])
    params: Dict[str, int] = {}
    for p in a.param:
        name, eq, value = p.partition("=")
        try:
            params[name] = int(value)
        except ValueError:
            ap.error(f"--param {p}: expected NAME=INTEGER")
        if not eq:
            ap.error(f"--param {p}: expected NAME=INTEGER")
    cards = str(a.cards or default_cards_dir())
    lib = _library(a.game, cards, None)
    decks = None
    if decks_by_seat:
        starters = lib.starter_decks
        decks = [decks_by_seat.get(p, starters[p % len(starters)] if starters else []) for p in range(players)]
    opts = dict(players=players, seats=seats, decks=decks, params=params)
    t0 = time.monotonic()
    run = simulate(a.game, a.games, a.seed, a.first, scheduler=a.scheduler, workers=a.workers,
                   shard_size=a.shard_size, cards_dir=cards, on_shard=_progress(t0), **opts)
    seconds = time.monotonic() - t0
    totals = run.totals()
    equal = None
    if a.check:
        here = simulate_here(lib, a.games, a.seed, a.first, **opts)
        equal = same_games(here.records, run.records)
    if a.format == "json":
        print(json.dumps({"game": a.game, "games": a.games, "seed": a.seed, "first": a.first,
                          "seats": run.seats, "seconds": round(seconds, 3), "totals": totals,
                          **({"equal_to_one_process": equal} if equal is not None else {})}, indent=2))
    else:
        print(f"games           {totals['games']} ({seconds:.1f}s)")
        for p, w in enumerate(totals["wins"]):
            print(f"P{p + 1} ({run.seats[p]}) wins {w}")
        for k in ("draws", "errors", "stuck", "hangs"):
            print(f"{k:<15} {totals[k]}")
        print(f"avg turns       {totals['avg_turns']:.1f}")
        if equal is not None:
            print("one process     " + ("equal, game for game" if equal else "DIFFERENT"))
    bad = totals["errors"] or totals["stuck"] or totals["hangs"] or equal is False
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
