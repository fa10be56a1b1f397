"""Balance reports from Python: the simulator and the report of ``cardinal sim --report``.

The games are played and the page is written by the same C++ code as the
command's (``cardinal_library_sim_report``), so a report made here and one
made by the command with the same options are the same games and figures.
docs/reports.md says what each figure means.
"""
import json
from os import PathLike
from typing import Any, Dict, Mapping, Optional, Sequence, Union

from .game import Library

DeckSpec = Union[str, Sequence[int]]


def _deck(lib: Library, d: DeckSpec, i: int) -> Dict[str, Any]:
    if isinstance(d, str):
        return {"name": d, "cards": lib.deck(d)}
    return {"name": f"deck {i + 1}", "cards": [int(c) for c in d]}


def sim_report(
    library: Union[str, Library],
    path: Union[str, "PathLike[str]"],
    games: int = 2000,
    seed: int = 1,
    threads: int = 1,
    players: int = 2,
    decks: Optional[Sequence[DeckSpec]] = None,
    seats: Optional[Sequence[str]] = None,
    round_robin: Optional[Sequence[DeckSpec]] = None,
    params: Optional[Mapping[str, int]] = None,
) -> Dict[str, Any]:
    """Play ``games`` AI games and write their balance report to ``path`` (one HTML page).

    ``decks``: one per seat, a deck name or a list of card ids (default: the
    game's starter decks in turn, as ``cardinal sim``); ``seats``: an AI spec
    per seat (``"random"``, ``"greedy"``, ``"search:iterations=200"``;
    default random); ``round_robin``: two or more decks, every ordered
    pairing plays ``games`` two-player games and the report has a matchup
    matrix (instead of ``decks``); ``params``: ruleset parameters. 2,000
    games make a real report. Returns the summary: ``games``, ``wins`` per
    seat, ``draws``, ``errors``, ``stuck``, ``hangs``, ``seconds``, ``report``.
    Bad options raise :class:`BadArgument`; an unwritable path :class:`NotFound`.
    """
    lib = library if isinstance(library, Library) else Library(library)
    options: Dict[str, Any] = {"games": games, "seed": seed, "threads": threads}
    if round_robin is not None:
        options["round_robin"] = [_deck(lib, d, i) for i, d in enumerate(round_robin)]
    else:
        if decks is None:
            ids = lib.default_decks(players)
            names = (lib.starter_decks * players)[:players] if lib.starter_decks else [""] * players
            options["decks"] = [{"name": n, "cards": c} for n, c in zip(names, ids)]
        else:
            options["decks"] = [_deck(lib, d, i) for i, d in enumerate(decks)]
    if seats is not None:
        options["seats"] = list(seats)
    if params:
        options["params"] = dict(params)
    return json.loads(lib._native.sim_report(json.dumps(options), str(path)))
