"""Shared fixtures: the shipped games, discovered from the cards folder
(every folder with a schema.sql, as `cardinal games` finds them), never listed."""
import functools

import pytest

import cardinal

GAMES = cardinal.games()


def pytest_sessionfinish(session, exitstatus):
    # A run that collected nothing (a wrong path, a broken import filter) fails.
    if session.testscollected == 0 and exitstatus == 0:
        session.exitstatus = 5


@functools.lru_cache(maxsize=None)
def library(game):
    """One loaded library per game for the whole run (loading runs every script)."""
    return cardinal.Library(game)


@pytest.fixture(params=GAMES)
def game_id(request):
    return request.param


@pytest.fixture
def lib(game_id):
    return library(game_id)


def play_random(game, decisions, rng):
    """Answers `decisions` random options (fewer if the game ends); returns how many."""
    done = 0
    while not game.over and done < decisions:
        try:
            game.answer(rng.randrange(game.option_count))
        except cardinal.IllegalAnswer:
            pass  # an action rolled back
        game.advance()
        done += 1
    return done
