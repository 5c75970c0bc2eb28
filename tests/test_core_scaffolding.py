"""The pieces every game shares from the core (issue 27): action blocks, option checks,
the co-op outcome, a game package's modules, pack loading once, position checks, the
topics' waiting reason, the coach's signed effects and one-hot vectors. Each is used by
the real games here."""

from __future__ import annotations

import sys
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from helpers.games import BareGame

from tomecraft.core import (
    CHANCE,
    Decision,
    InvalidConfig,
    InvalidPosition,
    Match,
    get_game,
)
from tomecraft.core.actions import ActionBlocks
from tomecraft.core.board import Effect, add_change, waiting_reason
from tomecraft.core.config import distinct_known_ids, refuse_unknown, seat_option
from tomecraft.core.content import BundledPacks, PackContents, PackLoader
from tomecraft.core.coop import CoopState
from tomecraft.core.observation import one_hot
from tomecraft.core.position import check_keys, kind_counts, whole
from tomecraft.games.madness import actions as MA
from tomecraft.games.spellbook import actions as SA
from tomecraft.games.wonderbook import actions as WA
from tomecraft.i18n import msg

GAMES = ("spellbook", "madness", "wonderbook")


# -- action blocks -------------------------------------------------------------------------
def test_action_blocks_locate_name_and_refuse_outside() -> None:
    blocks = ActionBlocks("Demo", "pass card seat", (0, 1, 4), 6)
    assert blocks.blocks == [("pass", 0, 1), ("card", 1, 4), ("seat", 4, 6)]
    assert blocks.locate(0) == ("pass", 0)
    assert blocks.locate(3) == ("card", 2)
    assert blocks.name(5) == "seat"
    for bad in (-1, 6):
        with pytest.raises(ValueError, match=rf"option id {bad} is outside Demo's action space"):
            blocks.name(bad)


@pytest.mark.parametrize("module", [SA, MA, WA], ids=GAMES)
def test_each_game_blocks_tile_its_action_space(module: Any) -> None:
    blocks = module._BLOCKS.blocks
    assert blocks[0][1] == 0 and blocks[-1][2] == module.NUM_ACTIONS
    for (_, _, end), (_, start, _) in pairwise(blocks):
        assert end == start
    assert all(start < end for _, start, end in blocks)
    assert get_game(module.__name__.split(".")[2]).num_actions == module.NUM_ACTIONS


def _walk(blocks: ActionBlocks, action: int) -> tuple[str, int] | None:
    """The plain rule the tables of ActionBlocks stand for: the block whose range holds
    ``action``, found by walking the blocks (None outside every block)."""
    for name, start, end in blocks.blocks:
        if start <= action < end:
            return name, action - start
    return None


@pytest.mark.parametrize(
    "blocks",
    [SA._BLOCKS, MA._BLOCKS, WA._BLOCKS, ActionBlocks("Gap", "a b", (2, 5), 7)],
    ids=[*GAMES, "gap"],
)
def test_block_tables_match_the_walk_over_the_blocks(blocks: ActionBlocks) -> None:
    """The per-id tables (the fast path) give the walk's answer for every id, refuse the
    ids outside every block, and hand out interned names (a literal compares by identity)."""
    for action in range(-3, blocks.size + 3):
        expected = _walk(blocks, action)
        if expected is None:
            with pytest.raises(ValueError, match=rf"option id {action} is outside"):
                blocks.locate(action)
            with pytest.raises(ValueError, match=rf"option id {action} is outside"):
                blocks.name(action)
        else:
            assert blocks.locate(action) == expected
            assert blocks.name(action) is sys.intern(expected[0])


# -- option checks -------------------------------------------------------------------------
def test_option_checks_name_what_is_wrong() -> None:
    with pytest.raises(InvalidConfig, match=r"unknown Demo option\(s\) x, y; allowed: a, b"):
        refuse_unknown({"a": 1, "y": 2, "x": 3}, {"b", "a"}, "Demo")
    refuse_unknown({"a": 1}, {"a"}, "Demo")
    assert seat_option("lead", 2, 3) == 2
    for bad in (3, -1, True, "1"):
        with pytest.raises(InvalidConfig, match="lead must be a seat from 0 to 2"):
            seat_option("lead", bad, 3)
    msgs = ("needs {ids} of {known}", "unknown {id}; known: {known}", "twice {ids}")
    assert distinct_known_ids("b, a", 2, ["a", "b"], *msgs) == ["b", "a"]
    for ids, expected in ((["a"], "needs \\['a'\\] of a, b"), (["a", "z"], "unknown 'z'"),
                          (["a", "a"], "twice")):
        with pytest.raises(InvalidConfig, match=expected):
            distinct_known_ids(ids, 2, ["a", "b"], *msgs)


@pytest.mark.parametrize("name", GAMES)
def test_each_game_refuses_unknown_options_and_bad_seats(name: str) -> None:
    game = get_game(name)
    with pytest.raises(InvalidConfig, match=r"unknown .* option\(s\) nonsense; allowed: "):
        game.parse_config({"nonsense": 1})
    seat_key = "lead" if name == "wonderbook" else "first_player"
    with pytest.raises(InvalidConfig, match=f"{seat_key} must be a seat from 0 to 1"):
        game.parse_config({"players": 2, seat_key: 2})


# -- the co-op outcome ---------------------------------------------------------------------
@pytest.mark.parametrize(("name", "key"), [("madness", "mad"), ("wonderbook", "wb")])
def test_the_first_loss_counts_once(name: str, key: str) -> None:
    st = Match(name, {"players": 2}, 5).state
    assert isinstance(st, CoopState) and type(st).cooperative
    st.take_events()
    st.lose("demo")
    st.lose("other")
    (event,) = [e for e in st.take_events() if e.kind == "game-over"]
    assert event.msg == msg(f"{key}-ev-lose-demo")
    assert st.outcome_json() == {"over": True, "won": False, "lost": "demo"}
    assert st.winners() == []


def test_a_win_makes_every_seat_a_winner_and_names_the_chapter() -> None:
    st = Match("wonderbook", {"players": 3}, 5).state
    assert isinstance(st, CoopState)
    st.take_events()
    st.win()
    (event,) = st.take_events()
    assert event.msg == msg("wb-ev-win", chapter=msg(f"wb-chapter-{st.ch.id}"))
    assert st.winners() == [0, 1, 2]
    clone = st.clone()
    assert (clone.over, clone.won, clone.lost) == (True, True, "")
    fresh = Match("wonderbook", {"players": 3}, 5).state
    assert isinstance(fresh, CoopState) and fresh.winners() == []
    fresh.load_outcome({"over": True, "won": False, "lost": "destiny"})
    assert (fresh.over, fresh.won, fresh.lost) == (True, False, "destiny")


# -- a game package's modules --------------------------------------------------------------
def test_game_modules_are_found_next_to_the_game_class() -> None:
    bare = BareGame()
    assert bare.game_module("schema") is None
    assert bare.option_schema() == [] and bare.content_json({}) == {}
    with pytest.raises(NotImplementedError, match="bare has no observation encoding"):
        bare.observation_size({})
    madness = get_game("madness")
    assert madness.game_module("schema").__name__ == "tomecraft.games.madness.schema"
    assert "actions" in madness.content_json({})
    assert get_game("wonderbook").content_json({}) == {}  # its schema has no content_json
    for name in GAMES:
        game = get_game(name)
        st = Match(name, {"players": 2}, 1).state
        assert len(game.observation(st, 0)) == game.observation_size({}) > 0
        assert game.option_schema()


# -- packs loaded once ---------------------------------------------------------------------
def test_pack_loader_and_contents_build_once(tmp_path: Path) -> None:
    for name in ("original", "other"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "pack.json").write_text("{}", encoding="utf-8")
    loads: list[Path] = []

    def load(folder: Path) -> str:
        loads.append(folder)
        return folder.name

    load_pack = PackLoader(tmp_path / "original", load)
    assert load_pack() == load_pack(str(tmp_path / "original")) == "original"
    assert load_pack(tmp_path / "other") == "other"
    assert loads == [(tmp_path / "original").resolve(), (tmp_path / "other").resolve()]
    contents = PackContents(BundledPacks(tmp_path), lambda folder, key: (load_pack(folder), key))
    assert contents() == contents("original") == ("original", "original")
    assert contents() is contents() and contents() is not contents("original")
    assert contents("other") == ("other", "other") and len(loads) == 2


# -- positions, topics, observations -------------------------------------------------------
def test_position_checks() -> None:
    with pytest.raises(InvalidPosition, match="a position is a JSON object"):
        check_keys([], {"a"})
    with pytest.raises(InvalidPosition, match=r"unknown position key\(s\) b, c; allowed: a"):
        check_keys({"a": 1, "c": 2, "b": 3}, {"a"})
    assert whole({"n": 3}, "n", 0, 0, 5) == 3 and whole({}, "n", 2, 0, 5) == 2
    with pytest.raises(InvalidPosition, match=r"seats\[0\]\.n must be a whole number from 0"):
        whole({"n": True}, "n", 0, 0, 5, "seats[0].")
    assert kind_counts([2, 0, 2], 4) == [1, 0, 2, 0]


def test_waiting_reason() -> None:
    turn = Decision(1, "act", (0,), msg("core-chance"))
    chance = Decision(CHANCE, "draw", (0,), msg("core-chance"), (1,))
    assert waiting_reason(None, 0, "sb") == msg("sb-why-over")
    assert waiting_reason(turn, None, "sb") is None
    assert waiting_reason(turn, 0, "mad", out=True) == msg("mad-why-out")
    assert waiting_reason(chance, 0, "sb", "draw") == msg("sb-why-draw")
    assert waiting_reason(turn, 0, "wb") == msg("wb-why-turn", seat=2)


def test_add_change_signs_and_words_by_direction() -> None:
    out: list[Effect] = []
    add_change(out, "cards", 0, "more", "fewer")
    assert out == []
    add_change(out, "cards", 2, "more", "fewer")
    add_change(out, "pool", -3, "more", "fewer", "tokens")
    assert out == [Effect("cards", 2.0, msg("more", count=2)),
                   Effect("pool", -3.0, msg("fewer", tokens=3))]


def test_one_hot() -> None:
    assert one_hot(1, 3) == [0.0, 1.0, 0.0]
    assert one_hot(-1, 2) == one_hot(2, 2) == [0.0, 0.0]
