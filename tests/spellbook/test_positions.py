"""Compact positions: every bad field is reported by name, round trips, fixed bag order."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tomecraft.core import CHANCE, IllegalDecision, InvalidPosition, Match, Rng
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import NUM_KINDS, TOKENS_PER_KIND, parse_token, token_code
from tomecraft.games.spellbook.flow import DayTask
from tomecraft.games.spellbook.position import from_position, to_position
from tomecraft.games.spellbook.state import SpellBookState

from .helpers import SET1

ALL_CODES = [token_code(k) for k in range(NUM_KINDS)]


def _two(seat0: dict[str, Any], **rest: Any) -> dict[str, Any]:
    return {"players": 2, "seats": [seat0, {}], **rest}


def _bad(data: dict[str, Any]) -> str:
    with pytest.raises(InvalidPosition) as info:
        from_position(data)
    return str(info.value)


# -- errors, one per field ------------------------------------------------------------------
class TestErrors:
    @pytest.mark.parametrize(
        ("data", "where"),
        [
            ({"players": 2, "altar": "Ro Xx"}, "altar: bad token 'Xx'"),
            ({"players": 2, "discard": "Ro rO"}, "discard: bad token 'rO'"),
            ({"players": 2, "bag": "Ro Rq"}, "bag: bad token 'Rq'"),
            (_two({"pool": "Ro R"}), "seats[0].pool: bad token 'R'"),
            (_two({"familiar": "Ko Kx"}), "seats[0].familiar: bad token 'Kx'"),
            ({"players": 1, "opponent": {"board": "Zz"}}, "opponent.board: bad token 'Zz'"),
            ({"players": 1, "opponent": {"bottom": "Y"}}, "opponent.bottom: bad token 'Y'"),
            (
                _two({"spells": {"sacrifice": "3 Ox"}}),
                "seats[0].spells.sacrifice.marker: bad token 'Ox'",
            ),
        ],
    )
    def test_bad_token_code(self, data: dict[str, Any], where: str) -> None:
        text = _bad(data)
        assert text.startswith(where)
        assert "R/P/G/K/W/B/Y" in text and "o/t/s" in text  # what a code may be
        assert "'Ro'" in text

    def test_bad_token_container(self) -> None:
        text = _bad({"players": 2, "altar": 5})
        assert text.startswith("altar: expected a token string like 'Ro Kt' or a list of codes")

    def test_token_lists_may_be_json_lists(self) -> None:
        st = from_position({"players": 2, "altar": ["Ro", "red/triangle", "Ys"]})
        assert st.altar[parse_token("Ro")] == st.altar[parse_token("Rt")] == 1

    def test_too_many_tokens_of_a_kind(self) -> None:
        text = _bad(
            {
                "players": 2,
                "altar": "Ro Ro Kt",
                "discard": "Ro Ro",
                "seats": [{"pool": "Ro Ro Kt"}, {"familiar": "Kt Kt Kt Kt"}],
            }
        )
        assert text == "more than 5 tokens placed of: Ro, Kt"

    def test_markers_count_as_placed_tokens(self) -> None:
        text = _bad(_two({"pool": "Ro Ro Ro Ro Ro", "spells": {"sacrifice": "3 Ro"}}))
        assert text == "more than 5 tokens placed of: Ro"

    def test_bag_with_wrong_totals(self) -> None:
        text = _bad({"players": 2, "bag": "Ro Ro"})
        assert "every token kind must appear exactly 5 times in all" in text
        assert "Ro (2)" in text and "Kt (0)" in text

    def test_pool_over_nine(self) -> None:
        text = _bad(_two({"pool": "Ro Ro Pt Pt Gs Gs Kt Kt Wo Wo"}))
        assert text == "seats[0].pool: at most 9 tokens, got 10"

    def test_pool_of_nine_is_fine(self) -> None:
        st = from_position(_two({"pool": "Ro Ro Pt Pt Gs Gs Kt Kt Wo"}))
        assert st.pool_size(0) == 9

    def test_familiar_over_fourteen(self) -> None:
        fam = "Ro Pt Gs Kt Wo Bo Yo Rt Ps Go Ks Wt Bs Yt Rs"
        text = _bad({"players": 2, "seats": [{}, {"familiar": fam}]})
        assert text == "seats[1].familiar: at most 14 tokens, got 15"

    def test_unknown_spell(self) -> None:
        text = _bad(_two({"spells": {"fireball": "3 Ro"}}))
        assert text.startswith("seats[0].spells: unknown spell 'fireball'")
        assert "known spells: sacrifice, eruption" in text

    def test_unknown_spell_in_fresh(self) -> None:
        text = _bad(_two({"spells": {"sacrifice": "3 Ro"}, "fresh": ["fireball"]}))
        assert text.startswith("seats[0].fresh: unknown spell 'fireball'")

    def test_fresh_spell_not_learned(self) -> None:
        assert _bad(_two({"fresh": ["sacrifice"]})) == "seats[0].fresh: sacrifice is not learned"

    def test_spell_not_in_play(self) -> None:
        text = _bad(_two({"spells": {"eruption": "3 Ro"}}))
        assert text == "seats[0].spells.eruption: that spell is not in play"

    def test_unknown_spell_in_selection(self) -> None:
        text = _bad({"players": 2, "spells": [*SET1[:6], "fireball"]})
        assert "unknown spell 'fireball'" in text

    def test_selection_needs_one_per_colour(self) -> None:
        text = _bad({"players": 2, "spells": ["eruption", *SET1[1:6], "sacrifice"]})
        assert "one spell of each colour" in text

    def test_bad_set(self) -> None:
        text = _bad({"players": 2, "set": "classic"})
        assert text == "set must be 1, 2 or 3 in a position (or list 'spells'), got 'classic'"

    @pytest.mark.parametrize("marker", ["Kt", "Ps", "Yo"])
    def test_marker_of_wrong_colour(self, marker: str) -> None:
        text = _bad(_two({"spells": {"sacrifice": f"4 {marker}"}}))
        assert text == (
            f"seats[0].spells.sacrifice: the marker {marker} must be of the spell's colour"
        )

    def test_marker_of_wrong_colour_in_object_form(self) -> None:
        text = _bad(_two({"spells": {"levitation": {"level": 5, "marker": "Ro"}}}))
        assert text == "seats[0].spells.levitation: the marker Ro must be of the spell's colour"

    @pytest.mark.parametrize("level", ["2", "6", "x"])
    def test_bad_level(self, level: str) -> None:
        text = _bad(_two({"spells": {"sacrifice": f"{level} Ro"}}))
        assert text == f"seats[0].spells.sacrifice: level must be 3, 4 or 5, got {level!r}"

    @pytest.mark.parametrize("value", ["3", "3 Ro Ro", 3])
    def test_bad_spell_entry_shape(self, value: Any) -> None:
        text = _bad(_two({"spells": {"sacrifice": value}}))
        assert text.startswith("seats[0].spells.sacrifice:")
        assert "'4 Ro'" in text

    def test_unknown_key(self) -> None:
        text = _bad({"players": 2, "colour": "red", "turn": 3})
        assert text.startswith("unknown position key(s) colour, turn; allowed: altar, bag,")
        assert "phase" in text and "seats" in text

    @pytest.mark.parametrize("phase", ["night", "Morning", "end", ""])
    def test_bad_phase(self, phase: str) -> None:
        text = _bad({"players": 2, "phase": phase})
        assert text == f"phase must be morning, midday or evening, got {phase!r}"

    def test_fixed_bag_order_without_bag(self) -> None:
        text = _bad({"players": 2, "bag_order": "fixed"})
        assert text == "bag_order 'fixed' needs the 'bag' list in draw order"

    def test_bad_bag_order(self) -> None:
        bag = " ".join(c for c in ALL_CODES for _ in range(TOKENS_PER_KIND))
        text = _bad({"players": 2, "bag": bag, "bag_order": "sorted"})
        assert text == "bag_order must be 'random' or 'fixed'"

    @pytest.mark.parametrize("players", [0, 5, "2", None])
    def test_bad_players(self, players: Any) -> None:
        assert _bad({"players": players}) == f"players must be 1 to 4, got {players!r}"

    def test_not_an_object(self) -> None:
        assert _bad([1, 2]) == "a position is a JSON object"  # type: ignore[arg-type]

    def test_seat_count(self) -> None:
        assert _bad({"players": 3, "seats": [{}, {}]}) == "seats must list 3 seat object(s)"

    def test_seat_not_an_object(self) -> None:
        assert _bad({"players": 2, "seats": [{}, "Ro"]}) == "seats[1]: expected an object"

    def test_opponent_is_solo_only(self) -> None:
        text = _bad({"players": 2, "opponent": {"board": "Ro"}})
        assert text == "opponent applies to the solo mode only (players = 1)"

    @pytest.mark.parametrize(("first", "to_play"), [(2, 0), (0, 2), (-1, 0)])
    def test_seats_out_of_range(self, first: int, to_play: int) -> None:
        text = _bad({"players": 2, "first_player": first, "to_play": to_play})
        assert text == "first_player and to_play must be seats from 0 to 1"


class TestTypesAndRanges:
    @pytest.mark.parametrize(
        ("data", "message"),
        [
            ({"players": 1, "difficulty": 9}, "difficulty must be a whole number from 0 to 3"),
            ({"players": 1, "difficulty": "hard"}, "difficulty must be a whole number from 0 to 3"),
            (
                {"players": 2, "difficulty": 2},
                "difficulty applies to the solo mode only (players = 1)",
            ),
            ({"players": 2, "days": -3}, "days must be a whole number from 0 to 10000, got -3"),
            ({"players": 2, "days": "x"}, "days must be a whole number from 0 to 10000"),
            (
                {"players": 2, "first_player": "x"},
                "first_player and to_play must be seats from 0 to 1",
            ),
            ({"players": 2, "to_play": None}, "first_player and to_play must be seats from 0 to 1"),
            (
                {"players": 1, "opponent": "Ro"},
                "opponent must be an object with 'board' and 'bottom' token lists",
            ),
            (
                _two({"spells": ["sacrifice"]}),
                "seats[0].spells: expected an object like {'sacrifice': '4 Rt'}",
            ),
            (_two({"fresh": "sacrifice"}), "seats[0].fresh: expected a list of spell ids"),
            (
                {"players": 2, "morning_actions_left": 3},
                "morning_actions_left must be a whole number from 1 to 2, got 3",
            ),
            (
                {"players": 2, "phase": "midday", "morning_actions_left": 1},
                "morning_actions_left applies to the morning phase only",
            ),
        ],
    )
    def test_bad_value(self, data: dict[str, Any], message: str) -> None:
        assert _bad(data).startswith(message)

    def test_bool_is_not_a_seat(self) -> None:
        with pytest.raises(InvalidPosition, match="first_player"):
            from_position({"players": 2, "first_player": True})

    def test_two_morning_actions_need_swiftness(self) -> None:
        with pytest.raises(InvalidPosition, match="morning_actions_left"):
            from_position({"players": 2, "morning_actions_left": 2})


# -- round trips ------------------------------------------------------------------------------
def _comparable(st: SpellBookState) -> dict[str, Any]:
    """to_json without DayTask.morning_left once the morning is over (it is unused then)."""
    data = st.to_json()
    for task in data["stack"]:
        if task["t"] == "day" and task["stage"] != 0:
            task.pop("morning_left", None)
    return data


def _at_phase_start(st: SpellBookState) -> bool:
    """A phase decision with no effect pending (Swiftness L5's second morning action too)."""
    d = st.decision()
    if d is None or d.actor == CHANCE or len(st.stack) != 1:
        return False
    day = st.stack[0]
    return isinstance(day, DayTask) and day.stage <= 2


@pytest.mark.parametrize("which", ["1", "2", "3", "classic"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_round_trip_at_phase_starts(players: int, which: str) -> None:
    checked = 0
    for game in range(3):
        seed = 1000 * players + 10 * game + len(which)
        match = Match("spellbook", {"players": players, "set": which}, seed)
        picker = Rng(seed)
        st = match.state
        assert isinstance(st, SpellBookState)
        while (d := st.decision()) is not None:
            if _at_phase_start(st):
                pos = json.loads(json.dumps(to_position(st)))
                back = from_position(pos)
                assert _comparable(back) == _comparable(st)
                assert back.decision() == d
                assert to_position(back) == pos
                checked += 1
            if d.actor == CHANCE:
                match.step(st.sample_chance(match.rng))
            else:
                match.step(picker.choice(d.ids))
    assert checked > 50


def test_to_position_refuses_mid_effect() -> None:
    st = from_position({"players": 2, "altar": "Ro Pt Gs Kt Wo"})
    st.apply(A.DRAW2)  # a draw is now pending on top of the day
    with pytest.raises(InvalidPosition, match="only be written at the start of a phase"):
        to_position(st)


def test_position_keeps_every_field() -> None:
    data = {
        "players": 3,
        "set": "1",
        "altar": "Ro Pt Gs",
        "discard": "Kt Kt",
        "seats": [
            {"pool": "Ro Ro Ys", "familiar": "Kt Ys", "spells": {"sacrifice": "4 Rt"}},
            {"pool": "Bo", "spells": {"abundance": "3 Yo"}, "fresh": ["abundance"]},
            {},
        ],
        "first_player": 2,
        "to_play": 1,
        "phase": "evening",
        "days": 7,
        "end_triggered": True,
    }
    st = from_position(data)
    pos = to_position(st)
    assert pos["altar"] == "Ro Pt Gs"
    assert pos["discard"] == "Kt Kt"
    assert pos["seats"][0] == {
        "pool": "Ro Ro Ys",
        "familiar": "Kt Ys",
        "spells": {"sacrifice": "4 Rt"},
    }
    assert pos["seats"][1]["fresh"] == ["abundance"]
    assert (pos["first_player"], pos["to_play"], pos["phase"]) == (2, 1, "evening")
    assert (pos["days"], pos["end_triggered"]) == (7, True)
    assert pos["spells"] == SET1
    assert from_position(pos).to_json() == st.to_json()


def test_solo_position_round_trip() -> None:
    data = {
        "players": 1,
        "set": "3",
        "difficulty": 2,
        "opponent": {"board": "Ro Kt Ys", "bottom": "Bo Bt"},
        "phase": "midday",
    }
    st = from_position(data)
    pos = to_position(st)
    assert pos["difficulty"] == 2
    assert pos["opponent"] == {"board": "Ro Kt Ys", "bottom": "Bo Bt"}
    assert from_position(pos).to_json() == st.to_json()


def test_round_trip_after_first_of_two_morning_actions() -> None:
    st = from_position(_two({"spells": {"swiftness": "5 Bs"}}, set="2"))
    st.apply(A.DRAW2)
    while (d := st.decision()) is not None and d.actor == CHANCE:
        st.apply(d.ids[0])
    d = st.decision()
    assert d is not None and d.kind == "morning"
    pos = to_position(st)
    assert pos["morning_actions_left"] == 1
    back = from_position(json.loads(json.dumps(pos)))
    assert back.to_json() == st.to_json()
    back.apply(A.DRAW2)  # the second and last morning action
    while (d := back.decision()) is not None and d.actor == CHANCE:
        back.apply(d.ids[0])
    assert d is not None and d.kind == "midday"


def test_full_morning_writes_no_morning_actions_left() -> None:
    st = from_position(_two({"spells": {"swiftness": "5 Bs"}}, set="2"))
    assert "morning_actions_left" not in to_position(st)
    assert "morning_actions_left" not in to_position(from_position({"players": 2}))


# -- fixed bag order ---------------------------------------------------------------------------
def _fixed_bag_position() -> tuple[dict[str, Any], list[str]]:
    altar = ["Ro", "Pt", "Gs", "Kt", "Wo"]
    rest = [c for c in ALL_CODES for _ in range(TOKENS_PER_KIND)]
    for c in altar:
        rest.remove(c)
    Rng(17).shuffle(rest)  # type: ignore[arg-type]
    order = rest
    data = {
        "players": 2,
        "altar": " ".join(altar),
        "bag": " ".join(order),
        "bag_order": "fixed",
    }
    return data, order


def test_fixed_bag_order_draws_in_order() -> None:
    data, order = _fixed_bag_position()
    st = from_position(data)
    assert st.bag_top == [parse_token(c) for c in order]
    drawn: list[str] = []
    st.apply(A.DRAW2)
    while (d := st.decision()) is not None and d.actor == CHANCE:
        expected = A.TOKEN + parse_token(order[len(drawn)])
        assert d.ids == (expected,) and d.weights == (1,)
        assert d.probabilities() == [1.0]
        with pytest.raises(IllegalDecision):
            st.apply(A.TOKEN + (parse_token(order[len(drawn)]) + 1) % NUM_KINDS)
        st.apply(expected)
        drawn.append(order[len(drawn)])
    assert drawn == order[:2]
    assert st.pools[0] == [sum(1 for c in drawn if parse_token(c) == k) for k in range(NUM_KINDS)]
    assert st.bag_top == [parse_token(c) for c in order[2:]]
    assert st.token_census() == 105


def test_fixed_bag_order_through_a_match() -> None:
    data, order = _fixed_bag_position()
    start = from_position(data)
    match = Match("spellbook", {"players": 2}, 99, start=start)
    drawn: list[int] = []
    picker = Rng(3)
    while len(drawn) < 30 and (d := match.state.decision()) is not None:
        if d.actor == CHANCE:
            option = match.state.sample_chance(match.rng)
            drawn.append(option - A.TOKEN)
        else:
            option = A.DRAW2 if A.DRAW2 in d.ids else picker.choice(d.ids)
        match.step(option)
    assert drawn == [parse_token(c) for c in order[: len(drawn)]]
    assert len(drawn) >= 30
    replayed = Match.from_game_file(json.loads(json.dumps(match.game_file())))
    assert replayed.state.state_hash() == match.state.state_hash()


def test_fixed_bag_order_is_hidden_from_views() -> None:
    data, _ = _fixed_bag_position()
    st = from_position(data)
    assert st.to_json()["bag_top"]
    st.apply(A.DRAW2)
    for seat in (None, 0, 1):
        view = st.view(seat)
        assert "bag_top" not in json.dumps(view)
        assert view["decision"] == {"actor": CHANCE, "kind": "draw"}


def test_random_bag_order_is_the_default() -> None:
    st = from_position({"players": 2, "altar": "Ro Pt Gs Kt Wo"})
    assert st.bag_top == []
    assert sum(st.bag) == 100
    st.apply(A.DRAW2)
    d = st.decision()
    assert d is not None and d.actor == CHANCE and len(d.ids) == NUM_KINDS
