import json
from pathlib import Path

import pytest

import cardinal
from conftest import GAMES, library


def test_version_and_games_discovered():
    assert cardinal.__version__.count(".") == 2
    assert cardinal.API_VERSION >= 2  # concede
    cards = Path(cardinal.default_cards_dir())
    found = sorted(p.parent.name for p in cards.glob("*/schema.sql"))
    assert GAMES == found and GAMES, "games() lists the folders with a schema.sql"


def test_each_game_loads_with_its_decks(game_id):
    lib = library(game_id)
    assert lib.game == game_id
    assert lib.decks, f"{game_id} has deck files"
    for name in lib.decks:
        ids = lib.deck(name)
        assert ids and all(isinstance(i, int) for i in ids)
    for ids in lib.default_decks(2):
        assert all(isinstance(i, int) for i in ids)


def test_unknown_game_and_deck_raise_with_the_c_api_message(tmp_path):
    with pytest.raises(cardinal.CardinalError) as e:
        cardinal.Library("no-such-game")
    assert "no-such-game" in str(e.value)
    lib = library(GAMES[0])
    with pytest.raises(cardinal.CardinalError) as e:
        lib.deck("../etc/passwd")
    assert "never by a path" in str(e.value)
    assert isinstance(e.value, ValueError)  # BadArgument
    with pytest.raises(cardinal.CardinalError):
        lib.deck("no-such-deck")


def test_game_start_checks_its_options():
    lib = library(GAMES[0])
    with pytest.raises(cardinal.BadArgument):
        cardinal.Game(lib, players=2, decks=[lib.default_decks(1)[0]])  # one deck for two seats
    with pytest.raises(cardinal.CardinalError) as e:
        cardinal.Game(lib, players=2, params={"x": "not a number"})
    assert "integer" in str(e.value)
    with pytest.raises(cardinal.BadArgument):
        cardinal.Game(lib, seed=(1, 2, 3))


def test_view_and_messages_are_the_protocols_documents(lib):
    g = cardinal.Game(lib, seed=3)
    g.advance()
    assert not g.over and g.result is None
    seat = g.deciding_player
    m = g.messages(seat)
    assert m["protocol"] == 1 and m["events"], "the setup's lines"
    assert all(e["type"] in ("log", "rollback") for e in m["events"])
    assert g.messages(seat)["events"] == [], "each read gives only what is new"
    d = g.decision(seat)
    assert d["player"] == seat and len(d["options"]) == g.option_count == len(g.options())
    v = g.view(seat)
    assert v["viewer"] == seat and v["decision"] == d
    assert json.loads(json.dumps(v)) == v
    other = (seat + 1) % g.players
    od = g.decision(other)
    assert od is None or ("options" not in od and "prompt" not in od), "another seat's decision shows no options"
