"""An environment in the style reinforcement-learning users know.

    env = cardinal.Env("zero-dimension", seats=2, seed=1, agents={1: cardinal.RandomAgent(7)})
    obs, info = env.reset()
    done = False
    while not done:
        action = my_policy(obs, info["legal_actions"])
        obs, reward, done, info = env.step(action)

A turn-based game of N seats: the seats in ``agents`` are played by the
environment itself (any ``agent(game, seat) -> index``, e.g.
:class:`cardinal.MonteCarloAgent`); every other seat is the caller's, and
each ``step`` answers for the caller's seat that must decide now
(``info["seat"]``). With no ``agents`` the caller plays every seat (self-play).

* observation: the acting seat's view (docs/protocol.md's view document, a
  dict), filtered for that seat: another seat's hand cards are
  ``{"hidden": True}``; it holds the decision with its options.
* action: an option index (``info["legal_actions"]``), or an exact label.
  An action that is not one of the options raises
  :class:`cardinal.IllegalAnswer` and changes nothing. An option that starts
  or belongs to an action the rules then find cannot be completed rolls the
  action back to its start (docs/protocol.md): a step with
  ``info["rolled_back"]`` true, after which that seat usually decides again.
* reward: for the seat that acted, 0 until the game ends, then +1 for a win,
  -1 for a loss, 0 for a draw; ``info["rewards"]`` holds every seat's.
* done: the game is over (or ``max_steps`` caller steps were taken:
  ``info["truncated"]``).
"""
from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from .agents import Agent
from .game import DeckSpec, Game, IllegalAnswer, Library

Observation = Dict[str, Any]
Info = Dict[str, Any]


class Env:
    """``Env(game, seats=2, seed=0, decks=None, params=None, agents=None, max_steps=None)``.

    ``game``: a game id (loaded from the default cards folder, or
    ``cards_dir``) or a :class:`cardinal.Library`. ``seed`` is the first
    game's; each :meth:`reset` without a seed takes the next integer.
    ``decks`` and ``params`` are :class:`cardinal.Game`'s.
    """

    def __init__(
        self,
        game: Union[str, Library],
        seats: int = 2,
        seed: int = 0,
        decks: Optional[Sequence[DeckSpec]] = None,
        params: Optional[Mapping[str, int]] = None,
        agents: Optional[Mapping[int, Agent]] = None,
        max_steps: Optional[int] = None,
        cards_dir: Optional[str] = None,
    ):
        self.library = game if isinstance(game, Library) else Library(game, cards_dir)
        self.seats = seats
        self.decks = decks
        self.params = params
        self.agents: Dict[int, Agent] = dict(agents or {})
        for s in self.agents:
            if not 0 <= s < seats:
                raise ValueError(f"agents: seat {s} is not one of 0..{seats - 1}")
        self.max_steps = max_steps
        self._next_seed = seed
        self.game: Optional[Game] = None
        self.seat: Optional[int] = None
        self.steps = 0

    def __repr__(self) -> str:
        return f"cardinal.Env({self.library.game!r}, seats={self.seats}, agents={sorted(self.agents)})"

    @property
    def controlled_seats(self) -> List[int]:
        """The seats the caller plays (not in ``agents``)."""
        return [s for s in range(self.seats) if s not in self.agents]

    @property
    def legal_actions(self) -> List[int]:
        """The option indices the acting seat may answer now ([] when done)."""
        return list(range(self.game.option_count)) if self.game and self.seat is not None else []

    def reset(self, seed: Optional[int] = None) -> Tuple[Observation, Info]:
        """Start a new game (``seed``, or the next one); play the environment's
        seats until one of the caller's must decide. Returns (observation, info)."""
        if seed is None:
            seed = self._next_seed
        self._next_seed = seed + 1
        self.game = Game(self.library, players=self.seats, decks=self.decks, seed=seed, params=self.params)
        self.steps = 0
        self.game.advance()
        self._play_agents()
        return self._observe(acted=None)

    def step(self, action: Union[int, str]) -> Tuple[Observation, float, bool, Info]:
        """Answer for the acting seat, then play on to the caller's next decision
        (or the end). Returns (observation, reward, done, info)."""
        if self.game is None:
            raise RuntimeError("call reset() first")
        if self.seat is None:
            raise RuntimeError("the game is over: call reset()")
        acted = self.seat
        listed = self._listed(action)
        rolled_back = False
        try:
            self.game.answer(action)
        except IllegalAnswer:
            if not listed:
                raise  # not one of the options: nothing changed
            # A listed option, but the rules found the action it starts or
            # belongs to cannot be completed (e.g. FF-TCG 14, a cost that
            # cannot be paid) and rolled it back to its start
            # (docs/protocol.md): a step like any other.
            rolled_back = True
        self.steps += 1
        self.game.advance()
        self._play_agents()
        obs, info = self._observe(acted=acted)
        info["rolled_back"] = rolled_back
        truncated = self.max_steps is not None and self.steps >= self.max_steps and not self.game.over
        if truncated:
            info["truncated"] = True
            self.seat = None
        done = self.game.over or truncated
        return obs, float(info["rewards"][acted]), done, info

    def render(self, seat: Optional[int] = None) -> str:
        """A short text of the state as ``seat`` sees it (default: the acting seat)."""
        if self.game is None:
            return "(no game: call reset())"
        v = self.game.view(self.seat if seat is None else seat)
        lines = [f"turn {v.get('turn')} active P{(v.get('active') or 0) + 1} step {v.get('step')}"]
        for z in v.get("zones", []):
            owner = "table" if z.get("player") is None else f"P{z['player'] + 1}"
            names = [c.get("name", "?") for c in z.get("cards", []) if not c.get("hidden")]
            lines.append(f"  {owner} {z['kind']} ({z['count']}): {', '.join(names)}")
        d = v.get("decision")
        if d and d.get("options"):
            lines.append(f"  {d.get('prompt', '')}")
            lines += [f"    {o['index']}: {o['label']}" for o in d["options"]]
        return "\n".join(lines)

    # ---- internals ----
    def _play_agents(self) -> None:
        g = self.game
        assert g is not None
        while not g.over:
            seat = g.deciding_player
            if seat is None:
                raise RuntimeError("the game is not over but nobody decides")
            agent = self.agents.get(seat)
            if agent is None:
                return
            try:
                g.answer(agent(g, seat))
            except IllegalAnswer:
                pass  # an action rolled back: the seat decides again
            g.advance()

    def _listed(self, action: Union[int, str]) -> bool:
        g = self.game
        assert g is not None
        if isinstance(action, bool):
            return False
        if isinstance(action, int):
            return 0 <= action < g.option_count
        if isinstance(action, str):
            return any(o.get("label") == action for o in g.options())
        return False

    def _rewards(self) -> List[float]:
        g = self.game
        assert g is not None
        r = g.result if g.over else None
        if not r:
            return [0.0] * self.seats
        winners = set(r.get("winners", []))
        if r.get("draw"):
            return [0.0] * self.seats
        return [1.0 if s in winners else -1.0 for s in range(self.seats)]

    def _observe(self, acted: Optional[int]) -> Tuple[Observation, Info]:
        g = self.game
        assert g is not None
        self.seat = None if g.over else g.deciding_player
        viewer = self.seat if self.seat is not None else (acted if acted is not None else 0)
        obs = g.view(viewer)
        events = g.messages(viewer)["events"]
        options = list((obs.get("decision") or {}).get("options", [])) if self.seat is not None else []
        info: Info = {
            "seat": self.seat,
            "legal_actions": [o["index"] for o in options],
            "options": options,
            "events": events,
            "rewards": self._rewards(),
            "result": g.result,
            "steps": self.steps,
        }
        return obs, info
