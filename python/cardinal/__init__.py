"""Cardinal for Python: card libraries, games, an RL-style environment and AI agents.

A binding of Cardinal's public C API (libcardinal, include/cardinal/cardinal.h;
the JSON is docs/protocol.md's, parsed into dicts)::

    import cardinal
    lib = cardinal.Library("zero-dimension")
    game = cardinal.Game(lib, players=2, decks=["starter-a", "starter-b"], seed=1)
    game.advance()
    while not game.over:
        seat = game.deciding_player
        game.answer(0)          # or an exact label, e.g. game.answer("Pass")
        game.advance()
    print(game.result)

    cardinal.sim_report("fftcg", "fftcg.html", games=2000)   # a balance report (docs/reports.md)

    env = cardinal.Env("fftcg", seats=2, seed=1, agents={1: cardinal.RandomAgent(1)})
    obs, info = env.reset()

Errors: every C API status other than OK raises :class:`CardinalError` (or
:class:`IllegalAnswer`, :class:`BadArgument`, :class:`NotFound`) with the C
API's error text.
"""
from ._cardinal import api_version as _api_version
from ._cardinal import version as _version
from .agents import EngineAgent, GreedyAgent, MonteCarloAgent, RandomAgent, play_game, run_games
from .env import Env
from .report import sim_report
from .sim import SimRun, simulate, summarize
from .game import (
    BadArgument,
    CardinalError,
    Game,
    IllegalAnswer,
    Library,
    NotFound,
    default_cards_dir,
    games,
)

__version__: str = _version()
"""The linked libcardinal's version."""
API_VERSION: int = _api_version()
"""The linked C API's version (CARDINAL_API_VERSION)."""

__all__ = [
    "Library",
    "Game",
    "Env",
    "games",
    "default_cards_dir",
    "EngineAgent",
    "RandomAgent",
    "GreedyAgent",
    "MonteCarloAgent",
    "play_game",
    "run_games",
    "sim_report",
    "simulate",
    "summarize",
    "SimRun",
    "CardinalError",
    "IllegalAnswer",
    "BadArgument",
    "NotFound",
    "API_VERSION",
]
