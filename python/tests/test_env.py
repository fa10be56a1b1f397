"""Every shipped game played to its end through the environment: random
self-play, and a random seat against an AI seat."""
import random

import pytest

import cardinal
from conftest import library

MAX_STEPS = 20_000  # a hang guard far above any game's length


def play_env(env, seed, policy):
    obs, info = env.reset(seed)
    done, steps, total = env.game.over, 0, {}
    while not done:
        seat = info["seat"]
        assert seat in env.controlled_seats
        assert obs["viewer"] == seat, "the observation is the acting seat's view"
        assert info["legal_actions"] == list(range(env.game.option_count))
        assert obs["decision"]["player"] == seat
        obs, reward, done, info = env.step(policy(obs, info))
        total[info["steps"]] = reward
        steps += 1
        assert steps <= MAX_STEPS, "the game did not end"
        if not done:
            assert reward == 0.0
    assert not info.get("truncated")
    return info, steps


def check_end(env, info):
    r = info["result"]
    assert r is not None and env.game.over
    assert r["error"] is False, r["reason"]
    assert r["draw"] or r["winners"], r
    if r["draw"]:
        assert info["rewards"] == [0.0] * env.seats
    else:
        assert sorted(s for s, v in enumerate(info["rewards"]) if v == 1.0) == sorted(r["winners"])
    assert info["seat"] is None and info["legal_actions"] == []
    with pytest.raises(RuntimeError):
        env.step(0)


def test_random_self_play_to_the_end(game_id):
    env = cardinal.Env(library(game_id), seats=2, seed=11)
    agent = cardinal.RandomAgent(5)
    info, steps = play_env(env, 11, agent.act)
    check_end(env, info)
    assert steps > 10


def test_random_against_an_ai_seat(game_id):
    # The AI: Monte Carlo lookahead (clones and random play-outs), kept small.
    ai = cardinal.MonteCarloAgent(rollouts=1, max_decisions=60, max_options=4, seed=3)
    env = cardinal.Env(library(game_id), seats=2, agents={1: ai})
    assert env.controlled_seats == [0]
    info, steps = play_env(env, 4, cardinal.RandomAgent(9).act)
    check_end(env, info)


def test_greedy_against_random_seat(game_id):
    env = cardinal.Env(library(game_id), seats=2, agents={0: cardinal.RandomAgent(2)})
    info, _ = play_env(env, 6, cardinal.GreedyAgent(8).act)
    check_end(env, info)


def test_same_seed_same_actions_same_game(game_id):
    hashes = []
    for _ in range(2):
        env = cardinal.Env(library(game_id), seats=2)
        obs, info = env.reset(21)
        rng = random.Random(1)
        for _ in range(40):
            obs, _, done, info = env.step(rng.choice(info["legal_actions"]))
            if done:
                break
        hashes.append(env.game.hash())
    assert hashes[0] == hashes[1]


def test_reset_takes_the_next_seed_and_max_steps_truncates():
    env = cardinal.Env(library(cardinal.games()[0]), seats=2, seed=7, max_steps=3)
    env.reset()
    first = env.game.hash()
    env.reset(7)
    assert env.game.hash() == first
    env.reset()  # seed 8
    obs, info = env.reset(7)
    done = False
    while not done:
        obs, reward, done, info = env.step(info["legal_actions"][0])
    assert info["truncated"] and info["steps"] == 3


def test_illegal_action_raises_and_changes_nothing(game_id):
    env = cardinal.Env(library(game_id), seats=2, seed=2)
    obs, info = env.reset()
    before = env.game.hash()
    with pytest.raises(cardinal.IllegalAnswer) as e:
        env.step(len(info["legal_actions"]))
    assert "out of range" in str(e.value)
    with pytest.raises(cardinal.IllegalAnswer):
        env.step("no option has this label")
    assert env.game.hash() == before and env.seat == info["seat"] and env.steps == 0
    obs2, _, _, _ = env.step(info["legal_actions"][0])  # still playable


def test_agents_only_seats_play_to_the_end_on_reset():
    game = cardinal.games()[0]
    env = cardinal.Env(library(game), seats=2, agents={0: cardinal.RandomAgent(1), 1: cardinal.RandomAgent(2)})
    obs, info = env.reset(3)
    assert env.game.over and info["seat"] is None and info["result"]


def test_run_games_batch():
    game = cardinal.games()[0]
    a = cardinal.run_games(library(game), games=3, seed=5)
    assert a["games"] == 3 and len(a["results"]) == 3
    assert a["errors"] == 0 and a["unfinished"] == 0
    assert all(r["result"]["winners"] or r["result"]["draw"] for r in a["results"])
    assert a["draws"] + sum(1 for r in a["results"] if r["result"]["winners"]) == 3
    b = cardinal.run_games(library(game), games=3, seed=5)
    assert [r["hash"] for r in a["results"]] == [r["hash"] for r in b["results"]], "seeded: the same games"


def test_four_seats_play_out_or_are_refused_with_the_range(game_id):
    try:
        env = cardinal.Env(library(game_id), seats=4)
        obs, info = env.reset(1)
    except cardinal.CardinalError as e:
        assert "players, not 4" in str(e)  # the ruleset's range, from the C API
        return
    agent = cardinal.RandomAgent(4)
    done, steps = env.game.over, 0
    while not done:
        assert obs["viewer"] == info["seat"]
        obs, reward, done, info = env.step(agent.act(obs, info))
        steps += 1
        assert steps <= MAX_STEPS
    check_end(env, info)
    assert len(info["rewards"]) == 4


def test_engine_search_seat_against_random(game_id):
    # The engine's own tree search through the C API, at a tiny budget: it
    # plays a whole game, and its choices are legal.
    ai = cardinal.EngineAgent("search:iterations=4,rollout=4", seed=3)
    env = cardinal.Env(library(game_id), seats=2, agents={1: ai})
    info, _ = play_env(env, 5, cardinal.RandomAgent(4).act)
    check_end(env, info)
    with pytest.raises(cardinal.BadArgument):
        env.game.ai_choose("search:depth=3", 1)
