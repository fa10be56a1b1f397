"""Batches of AI games played by the engine, as ``cardinal sim`` plays them.

:func:`simulate` is one C API call (``cardinal_library_simulate_json``): the
engine plays games ``first .. first + games - 1`` of a run seed on its own
threads, Python's lock released. Game ``i``'s seeds depend only on the run
seed and ``i``, never on the batch it is played in, the thread or the
machine: a run cut into shards and played anywhere (:mod:`cardinal.dask_sim`)
is the same games, and its records, merged in index order, are equal to one
batch's, final state hash and all (:func:`same_games`; the script budget a
game spent is the host's accounting and may differ).

:func:`summarize` turns records into the totals ``cardinal sim`` prints.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Dict, List, Mapping, Optional, Sequence, Union

from .game import DeckSpec, Library


@dataclass
class SimRun:
    """What a run was asked to play, and one record per game in index order.

    A record is the C API's (docs/protocol.md, "Simulations"): ``index``,
    ``seed`` and ``hash`` (the final state's, 16 hex digits each), ``turns``,
    ``decisions``, ``winners`` and ``lost`` (seats), ``outcome``
    (``finished``, ``error``, ``stuck`` or ``hung``), ``reason``,
    ``script_spent``.
    """

    game: str
    seed: int
    first: int
    players: int
    seats: List[str]
    params: Dict[str, int]
    records: List[Dict[str, Any]] = field(default_factory=list)

    def totals(self) -> Dict[str, Any]:
        """The run's totals (:func:`summarize`)."""
        return summarize(self.records, self.players)


# A record's fields that are the host's accounting, not the game: the script
# budget a game spent depends on what its host ran before (a procedure resumed
# costs less than one replayed from its start), never on the game's play.
HOST_FIELDS = ("script_spent",)


def game_part(record: Mapping[str, Any]) -> Dict[str, Any]:
    """A record without its host fields (:data:`HOST_FIELDS`): what is the same
    for the same game wherever it was played."""
    return {k: v for k, v in record.items() if k not in HOST_FIELDS}


def same_games(a: Sequence[Mapping[str, Any]], b: Sequence[Mapping[str, Any]]) -> bool:
    """Whether two lists of records are the same games, game for game."""
    return len(a) == len(b) and all(game_part(x) == game_part(y) for x, y in zip(a, b))


def run_options(
    library: Library,
    games: int,
    seed: int = 1,
    first: int = 0,
    players: Optional[int] = None,
    seats: Optional[Union[Sequence[str], Mapping[int, str]]] = None,
    decks: Optional[Sequence[DeckSpec]] = None,
    params: Optional[Mapping[str, int]] = None,
    threads: int = 1,
    max_decisions: int = 20000,
    hang_seconds: int = 60,
) -> Dict[str, Any]:
    """The options document of ``cardinal_library_simulate_json``, with decks
    and seats resolved as ``cardinal sim`` resolves them: the starter decks in
    turn and ``random`` for a seat not given (``seats`` a list, or a dict of
    seat index to AI spec)."""
    n = players or (len(decks) if decks else 2)
    if isinstance(seats, Mapping):
        specs = [str(seats.get(p, "random")) for p in range(n)]
    else:
        specs = [str(s) for s in (seats or [])] + ["random"] * max(0, n - len(seats or []))
    if len(specs) != n:
        raise ValueError(f"seats: {len(specs)} AI specs for {n} players")
    if decks is None:
        ids = library.default_decks(n)
    else:
        if len(decks) != n:
            raise ValueError(f"decks: {len(decks)} decks for {n} players")
        ids = [library.deck(d) if isinstance(d, str) else [int(x) for x in d] for d in decks]
    return {"games": int(games), "seed": int(seed), "first": int(first), "threads": int(threads),
            "decks": ids, "seats": specs, "params": dict(params or {}),
            "max_decisions": int(max_decisions), "hang_seconds": int(hang_seconds)}


def play_batch(library: Library, options: Mapping[str, Any]) -> List[Dict[str, Any]]:
    """The records of one batch: ``options`` as :func:`run_options` makes them."""
    out = json.loads(library._native.simulate_json(json.dumps(options)))
    return list(out["games"])


def simulate(library: Union[str, Library], games: int, seed: int = 1, first: int = 0, **kwargs: Any) -> SimRun:
    """Plays games ``first .. first + games - 1`` of run ``seed`` in this
    process (``threads=N`` for more threads); the keyword arguments are
    :func:`run_options`'."""
    lib = library if isinstance(library, Library) else Library(library)
    opts = run_options(lib, games, seed, first, **kwargs)
    return SimRun(game=lib.game, seed=int(seed), first=int(first), players=len(opts["decks"]),
                  seats=list(opts["seats"]), params=dict(opts["params"]), records=play_batch(lib, opts))


def summarize(records: Sequence[Mapping[str, Any]], players: int) -> Dict[str, Any]:
    """Totals as ``cardinal sim`` counts them: ``wins`` and ``losses`` per
    seat, ``draws``, ``errors``, ``stuck``, ``hangs``, ``avg_turns``,
    ``avg_decisions`` and ``endings`` (how often each reason ended a game)."""
    t: Dict[str, Any] = {"games": len(records), "wins": [0] * players, "losses": [0] * players, "draws": 0,
                         "errors": 0, "stuck": 0, "hangs": 0, "avg_turns": 0.0, "avg_decisions": 0.0,
                         "endings": {}}
    turns = decisions = 0
    for r in records:
        turns += r["turns"]
        decisions += r["decisions"]
        kind = r["outcome"]
        if kind == "hung":
            t["hangs"] += 1
        elif kind == "error":
            t["errors"] += 1
        elif kind == "stuck":
            t["stuck"] += 1
        else:
            if not r["winners"]:
                t["draws"] += 1
            for p in r["winners"]:
                t["wins"][p] += 1
            for p in r["lost"]:
                t["losses"][p] += 1
            t["endings"][r["reason"]] = t["endings"].get(r["reason"], 0) + 1
    if records:
        t["avg_turns"] = turns / len(records)
        t["avg_decisions"] = decisions / len(records)
    return t
