"""Game-agnostic players, and running whole games with them.

An agent is any callable ``agent(game, seat) -> option index`` called when
``seat`` must decide.

* :class:`EngineAgent`: the engine's own AIs through the C API
  (``cardinal_game_ai_choose``): ``"random"``, ``"greedy"``, or
  ``"search:iterations=N"`` (a tree search); fair: they decide from what the
  seat may see.

The others are written here over the C API alone:

* :class:`RandomAgent`: uniformly random among the legal options.
* :class:`GreedyAgent`: acts rather than passes when it can (a cheap
  heuristic player, no lookahead).
* :class:`MonteCarloAgent`: tries each option on a clone of the game and
  plays random games on from it; keeps the option that won most. It looks at
  the true state, so it is an opponent for a learner, not a fair seat.

:func:`play_game` plays one game to its end; :func:`run_games` a batch.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Union

from .game import DeckSpec, Game, IllegalAnswer, Library

Agent = Callable[[Game, int], int]


class EngineAgent:
    """One of the engine's AIs (``spec`` as ``cardinal_game_ai_choose`` takes it);
    each decision's seed is drawn from ``random.Random(seed)``, so a game
    replays with the same seed."""

    def __init__(self, spec: str = "search", seed: Optional[int] = None):
        self.spec = spec
        self.rng = random.Random(seed)

    def __call__(self, game: Game, seat: int) -> int:
        if game.option_count <= 1:
            return 0
        return game.ai_choose(self.spec, self.rng.getrandbits(64))


class RandomAgent:
    """Uniformly random among the legal options (its own ``random.Random(seed)``)."""

    def __init__(self, seed: Optional[int] = None):
        self.rng = random.Random(seed)

    def __call__(self, game: Game, seat: int) -> int:
        return self.rng.randrange(game.option_count)

    def act(self, observation: Mapping[str, Any], info: Mapping[str, Any]) -> int:
        """For :class:`cardinal.Env` users: a random index of ``info["legal_actions"]``."""
        return self.rng.choice(info["legal_actions"])


class GreedyAgent:
    """Acts rather than passes: on a priority decision, a random option that is
    not a pass if there is one (every option is, if ``pass_rate`` says so: a
    small chance of passing anyway keeps games moving); otherwise random."""

    def __init__(self, seed: Optional[int] = None, pass_rate: float = 0.1):
        self.rng = random.Random(seed)
        self.pass_rate = pass_rate

    def choose(self, decision: Optional[Mapping[str, Any]]) -> int:
        """Pick from a decision document (the deciding seat's, with options)."""
        options = list((decision or {}).get("options", []))
        if not options:
            return 0
        acts = [o["index"] for o in options if not o.get("pass")]
        if decision and decision.get("kind") == "priority" and acts and self.rng.random() >= self.pass_rate:
            return self.rng.choice(acts)
        return self.rng.choice([o["index"] for o in options])

    def __call__(self, game: Game, seat: int) -> int:
        if game.option_count <= 1:
            return 0
        return self.choose(game.decision(seat))

    def act(self, observation: Mapping[str, Any], info: Mapping[str, Any]) -> int:
        """For :class:`cardinal.Env` users: chooses from the observation's decision."""
        return self.choose(observation.get("decision"))


def _rollout_value(game: Game, seat: int, rng: random.Random, max_decisions: int) -> float:
    """Random play from ``game`` (consumed): 1 won, 0 lost, 0.5 drawn or unfinished."""
    for _ in range(max_decisions):
        if game.over:
            break
        n = game.option_count
        try:
            game.answer(rng.randrange(n) if n > 1 else 0)
        except IllegalAnswer:  # an action rolled back: try again from its start
            pass
        game.advance()
    if not game.over:
        return 0.5
    r = game.result or {}
    if seat in r.get("winners", []):
        return 1.0
    if r.get("draw") and seat in r.get("drawn", []):
        return 0.5
    return 0.0


class MonteCarloAgent:
    """Flat Monte Carlo lookahead over the C API's ``clone``.

    For each option (at most ``max_options``, the rest unexplored), answers it
    on ``rollouts`` clones of the game and plays each on at random for up to
    ``max_decisions`` decisions; an option's value is its mean outcome for the
    deciding seat (win 1, loss 0, draw or unfinished 0.5). The best is kept
    (ties: at random). One option: answered at once.
    """

    def __init__(self, rollouts: int = 4, max_decisions: int = 400, max_options: int = 12, seed: Optional[int] = None):
        self.rollouts = rollouts
        self.max_decisions = max_decisions
        self.max_options = max_options
        self.rng = random.Random(seed)

    def __call__(self, game: Game, seat: int) -> int:
        n = game.option_count
        if n <= 1:
            return 0
        best: List[int] = []
        best_value = -1.0
        for i in range(min(n, self.max_options)):
            total = 0.0
            tried = 0
            for _ in range(self.rollouts):
                trial = game.clone()
                try:
                    trial.answer(i)
                except IllegalAnswer:
                    break  # this option cannot be completed
                trial.advance()
                total += _rollout_value(trial, seat, self.rng, self.max_decisions)
                tried += 1
            if not tried:
                continue
            value = total / tried
            if value > best_value:
                best, best_value = [i], value
            elif value == best_value:
                best.append(i)
        return self.rng.choice(best) if best else self.rng.randrange(n)


def play_game(game: Game, agents: Union[Sequence[Agent], Mapping[int, Agent]], max_decisions: int = 1_000_000) -> Dict[str, Any]:
    """Plays ``game`` to its end, each seat's decisions by ``agents[seat]``.

    Returns ``{"result": ..., "decisions": N, "hash": final state hash}``;
    ``result`` is None if ``max_decisions`` ran out first. An answer the rules
    roll back (:class:`IllegalAnswer` from inside an action) is asked again.
    """
    decisions = 0
    game.advance()
    while not game.over and decisions < max_decisions:
        seat = game.deciding_player
        if seat is None:
            raise RuntimeError("the game is not over but nobody decides")
        try:
            game.answer(agents[seat](game, seat))
        except IllegalAnswer:
            pass  # rolled back to the action's start: the seat decides again
        decisions += 1
        game.advance()
    return {"result": game.result, "decisions": decisions, "hash": game.hash()}


def run_games(
    library: Union[str, Library],
    games: int,
    seed: int = 1,
    players: int = 2,
    agents: Optional[Sequence[Callable[[int], Agent]]] = None,
    decks: Optional[Sequence[DeckSpec]] = None,
    params: Optional[Mapping[str, int]] = None,
    max_decisions: int = 1_000_000,
) -> Dict[str, Any]:
    """A batch of AI games: game ``i`` (0-based) is seeded ``seed + i``.

    ``agents[p]`` makes seat p's agent for one game from that game's seed
    (default: :class:`RandomAgent` for every seat). Returns totals, as
    ``cardinal sim`` prints them: ``games``, ``wins`` per seat, ``draws``,
    ``errors``, ``unfinished``, ``decisions``, and ``results`` (one per
    game: seed, result, decisions, final hash).
    """
    lib = library if isinstance(library, Library) else Library(library)
    makers = list(agents) if agents else [lambda s, p=p: RandomAgent(s * 8 + p) for p in range(players)]
    totals: Dict[str, Any] = {"games": games, "wins": [0] * players, "draws": 0, "errors": 0,
                              "unfinished": 0, "decisions": 0, "results": []}
    for i in range(games):
        s = seed + i
        g = Game(lib, players=players, decks=decks, seed=s, params=params, log=False)
        seats = [makers[p](s) for p in range(players)]
        out = play_game(g, seats, max_decisions)
        out["seed"] = s
        totals["results"].append(out)
        totals["decisions"] += out["decisions"]
        r = out["result"]
        if r is None:
            totals["unfinished"] += 1
        elif r.get("error"):
            totals["errors"] += 1
        elif r.get("draw"):
            totals["draws"] += 1
        else:
            for w in r.get("winners", []):
                totals["wins"][w] += 1
    return totals
