"""Copies of a game (clone, snapshot/restore, hash), bad answers, concessions,
and what one seat's view hides."""
import copy
import random

import pytest

import cardinal
from conftest import library, play_random


def started(lib, seed=1, decisions=30):
    g = cardinal.Game(lib, seed=seed)
    g.advance()
    play_random(g, decisions, random.Random(seed))
    assert not g.over, "the game lasts past the first decisions"
    return g


def test_clone_is_the_same_game_and_independent(lib):
    g = started(lib)
    h = g.hash()
    c = g.clone()
    assert c.hash() == h and c.view(None) == g.view(None)
    assert copy.deepcopy(g).hash() == h
    play_random(c, 20, random.Random(99))
    assert c.hash() != h and g.hash() == h, "playing the clone leaves the original alone"
    # The same answers on two clones give the same games.
    a, b = g.clone(), g.clone()
    play_random(a, 25, random.Random(4))
    play_random(b, 25, random.Random(4))
    assert a.hash() == b.hash()


def test_snapshot_restore_round_trip(lib):
    g = started(lib, seed=2)
    data = g.snapshot()
    assert isinstance(data, bytes) and data[:4] == b"CDNL"
    r = cardinal.Game.from_snapshot(lib, data)
    assert r.hash() == g.hash() and r.view(None) == g.view(None) and r.players == g.players
    # Restoring goes back: play on, restore, same hash as at the snapshot.
    h = g.hash()
    play_random(g, 15, random.Random(3))
    g.restore(data)
    assert g.hash() == h
    # The restored game plays on exactly like the original.
    x, y = g.clone(), cardinal.Game.from_snapshot(lib, data)
    play_random(x, 30, random.Random(8))
    play_random(y, 30, random.Random(8))
    assert x.hash() == y.hash()


def test_bad_snapshot_is_refused_and_keeps_the_game(lib):
    g = started(lib, seed=3)
    h = g.hash()
    data = bytearray(g.snapshot())
    data[len(data) // 2] ^= 0xFF
    with pytest.raises(cardinal.CardinalError) as e:
        g.restore(bytes(data))
    assert str(e.value).startswith("snapshot:")
    with pytest.raises(cardinal.CardinalError):
        g.restore(b"CDNL")
    assert g.hash() == h


def test_bad_answer_raises_and_changes_nothing(lib):
    g = started(lib, seed=4)
    h, view, n = g.hash(), g.view(None), g.option_count
    for bad in (n, 10**6, -1, 2**32):
        with pytest.raises(cardinal.IllegalAnswer) as e:
            g.answer(bad)
        assert "out of range" in str(e.value)
    with pytest.raises(cardinal.IllegalAnswer) as e:
        g.answer("a label no option has")
    assert "no option is labelled" in str(e.value)
    with pytest.raises(cardinal.BadArgument) as e:
        g.answer_json("{not json")
    assert "malformed JSON" in str(e.value)
    with pytest.raises(cardinal.BadArgument):
        g.answer_json({"neither": 1})
    with pytest.raises(cardinal.BadArgument):
        g.view(g.players)
    with pytest.raises(cardinal.BadArgument):
        g.concede(g.players)
    assert g.hash() == h and g.view(None) == view, "nothing changed"
    g.answer(g.options()[0]["label"])  # and a good answer still works


def test_answer_by_index_label_and_json_agree(lib):
    g = started(lib, seed=5)
    a, b, c = g.clone(), g.clone(), g.clone()
    opt = g.options()[-1]
    a.answer(opt["index"])
    # Labels may repeat: the label answers the first option with that label.
    first = next(o for o in g.options() if o["label"] == opt["label"])
    b.answer_json({"option": first["index"]})
    c.answer(opt["label"])
    for x in (a, b, c):
        x.advance()
    assert b.hash() == c.hash()
    if first["index"] == opt["index"]:
        assert a.hash() == b.hash()


def test_concede_ends_a_two_player_game(lib):
    g = started(lib, seed=6)
    g.concede(1)
    g.advance()
    assert g.over and g.result["winners"] == [0] and not g.result["error"]
    with pytest.raises(cardinal.IllegalAnswer):
        g.concede(0)


def hidden_zones(view, seat):
    """Zones another seat holds that the protocol hides from `seat`: hands and decks."""
    return [z for z in view["zones"] if z["player"] is not None and z["player"] != seat and z["kind"] in ("hand", "deck")]


def test_a_seat_never_sees_another_seats_hidden_cards(lib):
    g = cardinal.Game(lib, seed=7)
    g.advance()
    rng = random.Random(7)
    seen_hidden = 0
    for _ in range(8):
        referee = g.view(None)
        for seat in range(g.players):
            v = g.view(seat)
            # Every card of another seat's hand or deck is {"hidden": true}, nothing else,
            # while the referee sees it (so there was something to hide); unless the rules
            # revealed it to this seat (a card being played from a hand: "revealed": true).
            revealed = set()
            for z in hidden_zones(v, seat):
                assert z["count"] == len(z["cards"])
                for c in z["cards"]:
                    if c.get("revealed"):
                        revealed.add(c["id"])
                        continue
                    assert c == {"hidden": True}, (seat, z["kind"], c)
                seen_hidden += len(z["cards"])
            ref_zones = {(z["kind"], z["player"]): z for z in referee["zones"]}
            for z in hidden_zones(v, seat):
                assert all("name" in c for c in ref_zones[(z["kind"], z["player"])]["cards"])
            # Nor does a name or object id of such a card show up anywhere in the seat's view.
            secret_ids = {c["id"] for z in referee["zones"] if z["player"] not in (None, seat) and z["kind"] == "hand"
                          for c in z["cards"]}
            visible_ids = {c.get("id") for z in v["zones"] for c in z["cards"]}
            assert not ((secret_ids - revealed) & visible_ids)
            d = v.get("decision")
            if d and d.get("player") != seat:
                assert "options" not in d
        play_random(g, 10, rng)
        if g.over:
            break
    assert seen_hidden > 0


def test_hands_are_hidden_in_every_game_that_has_hands(lib):
    g = started(lib, seed=8, decisions=5)
    zones = g.view(None)["zones"]
    hands = [z for z in zones if z["kind"] == "hand" and z["player"] is not None]
    for seat in range(g.players):
        v = g.view(seat)
        for z in v["zones"]:
            if z["kind"] == "hand" and z["player"] is not None and z["player"] != seat:
                assert all(c == {"hidden": True} for c in z["cards"])
            if z["kind"] == "hand" and z["player"] == seat:
                assert all("name" in c for c in z["cards"]), "a seat sees its own hand"
    assert hands, "every shipped game has hands"
