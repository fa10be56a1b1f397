#!/usr/bin/env python3
"""A random seat against an AI seat in every shipped game, through cardinal.Env.

    PYTHONPATH=build/python python3 python/examples/random_vs_ai.py [--game G] [--games N] [--ai mc|greedy]

The caller plays seat 0 at random from the environment's legal actions; the
environment plays seat 1 with the AI (Monte Carlo lookahead over clones by
default). Prints each game's result and the totals, and where `cardinal`
was imported from.
"""
import argparse
import random
import time

import cardinal


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append", help="a game id (default: every game of the cards folder)")
    ap.add_argument("--games", type=int, default=2, help="games per game id")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ai", choices=["mc", "greedy"], default="mc")
    a = ap.parse_args()
    print(f"cardinal {cardinal.__version__} (C API {cardinal.API_VERSION}) from {cardinal.__file__}")
    for game in a.game or cardinal.games():
        lib = cardinal.Library(game)
        wins = {"random": 0, "ai": 0, "draw": 0}
        t0 = time.perf_counter()
        for i in range(a.games):
            seed = a.seed + i
            ai = (cardinal.MonteCarloAgent(rollouts=2, max_decisions=150, seed=seed) if a.ai == "mc"
                  else cardinal.GreedyAgent(seed))
            env = cardinal.Env(lib, seats=2, agents={1: ai})
            rng = random.Random(seed)
            obs, info = env.reset(seed)
            done = env.game.over
            while not done:
                obs, reward, done, info = env.step(rng.choice(info["legal_actions"]))
            r = info["result"]
            who = "draw" if r["draw"] else ("random" if 0 in r["winners"] else "ai")
            wins[who] += 1
            print(f"  {game} seed {seed}: {who} ({info['steps']} random steps) - {r['reason']}")
        print(f"{game}: random {wins['random']}, {a.ai} AI {wins['ai']}, draws {wins['draw']}"
              f" ({time.perf_counter() - t0:.1f} s)")


if __name__ == "__main__":
    main()
