"""The compact position format (docs/positions.md): loading, writing back, errors."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from tomecraft.core import CHANCE, InvalidPosition, Match, Rng
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import MADNESS, NK, content
from tomecraft.games.madness.position import (
    card_code,
    cards_text,
    from_position,
    parse_cards,
    to_position,
)
from tomecraft.games.madness.state import MadnessState

C = content()
BASIC = [C.spells[s].id for s in C.basic]
WATER_CURSES = [x.id for x in C.curses if x.type == 0]

EXAMPLE: dict[str, Any] = {
    "players": 3,
    "difficulty": "II",
    "mode": "normal",
    "seats": [
        {
            "mage": "mirela",
            "hand": "2xW1 F2 M",
            "deck": "3xW1 E1",
            "top": ["F3", {"card": "M", "known_by": [0, 2]}],
            "discard": "E2",
            "support": "W2",
            "spells": [*BASIC, "tide-pool"],
            "exhausted": ["kindle"],
            "neutralised": ["frost"],
        },
        {"mage": "bryn", "hand": "E1 E1 E2", "ability_used": True},
        {"mage": "lyra"},
    ],
    "pile": 18,
    "library": {"water": None, "earth": "fertile-ground"},
    "track": [
        None,
        WATER_CURSES[0],
        {"curse": WATER_CURSES[1], "neutralised": True, "madness": 2, "tokens": "F F"},
        None,
        None,
    ],
    "monster": 2,
    "marker": 3,
    "active": 1,
    "turn": 5,
    "phase": "actions",
}


def _state_doc(st: MadnessState) -> dict[str, Any]:
    """The state document without what a position does not describe (statistics, the
    effect memo)."""
    data = st.to_json()
    for seat in data["seats"]:
        seat.pop("stats")
    data.pop("memo", None)
    return data


def test_example_loads_and_plays() -> None:
    st = from_position(EXAMPLE)
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "action"
    assert st.c.mages[st.mages[0]].id == "mirela"
    assert cards_text(st.hands[0]) == "2xW1 F2 M"
    assert st.decks[0][MADNESS] == 1 and st.tops[0][0][0] == 8 and st.tops[0][1][1] == 0b101
    assert st.pile == 18 and st.monster == 2 and st.marker == 3 and st.turn == 5
    assert st.curse_neutral[2] == 5 and st.under[2] == 2 and st.curse_tokens[2] == [0, 0, 2, 0]
    assert st.tokens == [4, 4, 2, 4]
    assert st.lib_top[0] == -1 and C.spells[st.lib_top[1]].id == "fertile-ground"
    assert st.ability_used == [False, True, False]
    assert st.census() == list(C.totals)
    assert [C.pages[g].id for g in st.pages] == [C.pages[0].id, C.pages[1].id]


def test_example_round_trip() -> None:
    st = from_position(EXAMPLE)
    out = to_position(st)
    for key in ("players", "difficulty", "mode", "pile", "monster", "marker", "active", "turn"):
        assert out[key] == EXAMPLE[key]
    assert out["seats"][0]["top"] == EXAMPLE["seats"][0]["top"]
    assert out["seats"][0]["exhausted"] == ["kindle"]
    assert out["track"] == EXAMPLE["track"]
    again = from_position(out)
    assert to_position(again) == out
    assert _state_doc(again) == _state_doc(st)


def test_defaults_fill_the_rest() -> None:
    st = from_position({"players": 2})
    assert [C.mages[m].id for m in st.mages] == [C.mages[0].id, C.mages[1].id]
    assert st.spells == [list(C.basic), list(C.basic)]
    assert st.pile == C.madness_pile[2] and st.min_pile == st.pile
    assert st.census() == list(C.totals)
    assert st.active == 0 and st.monster == 1 and st.marker == 1
    d = st.decision()
    assert d is not None and d.kind == "action" and d.actor == 0


def test_phase_start_runs_the_turn_start() -> None:
    st = from_position({**EXAMPLE, "phase": "start"})
    # Concentration: abilities usable again; then the monster phase moves the marker on.
    assert st.ability_used == [False, False, False] and st.marker == 4
    d = st.decision()
    assert d is not None


def test_phase_recovery_draws_up() -> None:
    st = from_position(
        {"players": 2, "seats": [{"hand": "W1", "deck": "6xE1"}, {}], "phase": "recovery"}
    )
    d = st.decision()
    assert d is not None and d.actor == CHANCE and d.kind == "draw"
    assert d.prompt.args == (("seat", 1),)


def test_hidden_information_stays_hidden() -> None:
    st = from_position(EXAMPLE)
    view = st.view(1)
    seat0 = view["seats"][0]
    assert seat0["hand"] is None and seat0["deck"] is None
    assert [t[0] for t in seat0["top"]] == [None, None]  # seat 1 knows neither top card
    view2 = st.view(2)
    assert [t[0] for t in view2["seats"][0]["top"]] == [None, MADNESS]


@pytest.mark.parametrize(
    ("change", "match"),
    [
        ({"players": 7}, "players must be 2, 3, 4 or 5"),
        ({"colour": 1}, "unknown position key.*colour.*allowed"),
        ({"seats": [{}]}, "seats must list 3 seat object"),
        ({"seats": [{"hand": "X4"}, {}, {}]}, r"seats\[0\].hand: bad card 'X4'.*element letter"),
        ({"seats": [{"hand": "0xW1"}, {}, {}]}, r"seats\[0\].hand: bad count"),
        ({"seats": [{"mage": "nobody"}, {}, {}]}, r"seats\[0\].mage: unknown mage 'nobody'"),
        (
            {"seats": [{"mage": "bryn"}, {"mage": "bryn"}, {}]},
            r"seats\[1\].mage: 'bryn' is another seat's mage",
        ),
        ({"seats": [{"support": "W1 W1 W1 W1"}, {}, {}]}, r"seats\[0\].support: this mage has 3"),
        ({"seats": [{"spells": ["nope"]}, {}, {}]}, r"seats\[0\].spells: unknown spell 'nope'"),
        (
            {"seats": [{"exhausted": ["tide-pool"]}, {}, {}]},
            r"seats\[0\].exhausted: 'tide-pool' is not one of this seat's spells",
        ),
        (
            {"seats": [{"top": [{"card": "W1", "known_by": [5]}]}, {}, {}]},
            r"seats\[0\].top\[0\].known_by",
        ),
        ({"seats": [{"hand": "W1", "eliminated": True}, {}, {}]}, "eliminated player holds no"),
        (
            {"seats": [{"hand": "20xW1"}, {}, {}]},
            r"more cards placed than the pack has: W1 \(20 of",
        ),
        ({"pile": 99}, "pile must be a whole number from 0 to"),
        ({"market": {"W1": 3}}, "market: only value-2 and value-3 cards"),
        ({"market": {"W2": 99}}, "market.W2: a count from 0 to"),
        ({"track": [None]}, "track: expected a list of 5 slots"),
        ({"track": ["nope", None, None, None, None]}, r"track\[0\].curse: unknown curse 'nope'"),
        (
            {"track": [{"curse": WATER_CURSES[0], "tokens": "Q"}, None, None, None, None]},
            r"track\[0\].tokens: bad element token 'Q'",
        ),
        (
            {"track": [{"curse": WATER_CURSES[0], "neutralised": 9}, None, None, None, None]},
            r"track\[0\].neutralised: true \(this turn\), false, or the turn",
        ),
        ({"library": {"water": "gust"}}, "library.water: 'gust' is not a water library spell"),
        ({"pages": ["nope"]}, "pages: unknown page 'nope'"),
        ({"pages": []}, "pages: with monster 2, list 2 different inner pages"),
        ({"monster": 9}, "monster must be a whole number from 1 to 6"),
        ({"phase": "evening"}, "phase must be one of start, actions, recovery"),
        ({"active": 3}, "active must be a whole number from 0 to 2"),
        ({"curses_out": [WATER_CURSES[0]]}, "a curse is in two places"),
    ],
)
def test_errors_name_the_field(change: dict[str, Any], match: str) -> None:
    pos = copy.deepcopy(EXAMPLE)
    pos.update(change)
    with pytest.raises(InvalidPosition, match=match):
        from_position(pos)


def test_card_codes() -> None:
    assert [card_code(k) for k in range(NK)] == [
        *(f"{e}{v}" for e in "WEFA" for v in (1, 2, 3)),
        "M",
    ]
    assert parse_cards("2xW1 f3 m", "x") == [0, 0, 8, MADNESS]
    assert parse_cards(["A2"], "x") == [10]


def test_only_at_the_start_of_a_turn_or_between_actions() -> None:
    st = from_position(EXAMPLE)
    st.stack.append(F.Recovery(1))
    with pytest.raises(InvalidPosition, match="only be written at the start of a turn"):
        to_position(st)
    match = Match("madness", {"players": 2}, seed=1)  # mages still to choose
    assert isinstance(match.state, MadnessState)
    with pytest.raises(InvalidPosition, match="once the mages are chosen"):
        to_position(match.state)


def test_positions_of_played_games_round_trip() -> None:
    """Every action decision with nothing pending, in bot-free random games: position ->
    state -> position gives the same position and the same state."""
    checked = 0
    for seed in range(3):
        match = Match("madness", {"players": 2 + seed, "difficulty": "II"}, seed=seed)
        rng = Rng(seed + 100)
        st = match.state
        assert isinstance(st, MadnessState)
        while not st.over and checked < 60 * (seed + 1):
            d = st.decision()
            assert d is not None
            if d.kind == "action" and len(st.stack) == 1:
                pos = to_position(st)
                back = from_position(pos)
                assert to_position(back) == pos
                assert _state_doc(back) == _state_doc(st)
                assert back.decision() == d
                checked += 1
            if d.actor == CHANCE:
                match.resolve_chance()
            else:
                ids = d.ids
                pick = ids[rng.below(len(ids))]
                if d.kind == "action" and rng.below(3) == 0:
                    pick = A.PASS
                match.step(pick)
    assert checked > 20


# -- hypothesis: random positions --------------------------------------------------------------
@hs.composite
def positions(draw: hs.DrawFn) -> dict[str, Any]:
    players = draw(hs.integers(min_value=2, max_value=5))
    left = list(C.totals)
    left[MADNESS] = 10

    def cards(most: int) -> list[int]:
        out: list[int] = []
        for _ in range(draw(hs.integers(min_value=0, max_value=most))):
            k = draw(hs.integers(min_value=0, max_value=NK - 1))
            if left[k]:
                left[k] -= 1
                out.append(k)
        return out

    mages = draw(hs.permutations([m.id for m in C.mages]))[:players]
    seats = []
    for i in range(players):
        seat: dict[str, Any] = {
            "mage": mages[i],
            "hand": " ".join(card_code(k) for k in cards(8)),
            "deck": [card_code(k) for k in cards(10)],
            "discard": " ".join(card_code(k) for k in cards(6)),
            "support": " ".join(card_code(k) for k in cards(C.mages[C.mage_index[mages[i]]].slots)),
        }
        top = cards(2)
        if top:
            seat["top"] = [
                {"card": card_code(k), "known_by": sorted({i, draw(hs.integers(0, players - 1))})}
                for k in top
            ]
        if draw(hs.booleans()):
            seat["exhausted"] = [BASIC[0]]
        if draw(hs.booleans()):
            seat["neutralised"] = [BASIC[1]]
        seat["ability_used"] = draw(hs.booleans())
        seats.append(seat)
    curses = draw(hs.permutations([x.id for x in C.curses]))
    track: list[Any] = []
    for slot in range(A.SLOTS):
        kind_ = draw(hs.integers(min_value=0, max_value=2))
        if kind_ == 0:
            track.append(None)
        elif kind_ == 1:
            track.append(curses[slot])
        else:
            track.append(
                {
                    "curse": curses[slot],
                    "neutralised": draw(hs.booleans()),
                    "madness": draw(hs.integers(min_value=0, max_value=2)),
                    "tokens": "F" * draw(hs.integers(min_value=0, max_value=1)),
                }
            )
    monster = draw(hs.integers(min_value=1, max_value=C.rounds))
    return {
        "players": players,
        "difficulty": draw(hs.sampled_from(["I", "II", "III"])),
        "mode": draw(hs.sampled_from(["normal", "terror", "nightmare"])),
        "seats": seats,
        "track": track,
        "curses_out": curses[A.SLOTS : A.SLOTS + 2],
        "monster": monster,
        "marker": draw(hs.integers(min_value=1, max_value=5)),
        "active": draw(hs.integers(min_value=0, max_value=players - 1)),
        "turn": draw(hs.integers(min_value=1, max_value=40)),
        "phase": draw(hs.sampled_from(["actions", "recovery"])),
    }


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_random_positions_round_trip(pos: dict[str, Any]) -> None:
    try:
        st = from_position(pos)
    except InvalidPosition as exc:  # four F tokens at most: a random track may ask for more
        assert "tokens on the curses" in str(exc)
        return
    assert st.census() == list(C.totals)
    if len(st.stack) != 1:
        return  # recovery started to draw or discard: not a position moment any more
    out = to_position(st)
    back = from_position(out)
    assert to_position(back) == out
    assert _state_doc(back) == _state_doc(st)
    for seat in range(st.players):
        for other in range(st.players):
            if other != seat:
                assert back.view(seat)["seats"][other]["hand"] is None


def test_the_documented_example_loads() -> None:
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs" / "positions.md").read_text(encoding="utf-8")
    section = text[text.index("# The Big Book of Madness positions") :]
    block = section[section.index("```json") + len("```json") : section.index("```\n\n```python")]
    pos = json.loads(block)
    st = from_position(pos)
    assert to_position(from_position(to_position(st))) == to_position(st)
    d = st.decision()
    assert d is not None and d.actor == 1 and d.kind == "action"
