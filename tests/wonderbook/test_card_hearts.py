"""Hearts held by a card (issue 22 section 3; rulebook L84-85: hearts are components,
L479: every component is limited): a chapter card with a ``hearts`` field can hold that
many hearts, which ``card_hearts`` steps take from the supply and give back, the condition
``card_hearts`` reads, and the views, the terminal board and the browser board show. The
loader keeps the supply large enough for the heroes beside every creature and card."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import InvalidPosition
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.pack import Cond, PackError, Step, load_pack
from tomecraft.games.wonderbook.render import board
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import BOARD_JS, arena, edited_pack

_KEEP: list[list[Step]] = []


def _chapter(script: list[dict[str, Any]], hearts: int | None = 5, **extra: Any) -> Any:
    """Card 8 (the arena's story card) holds ``hearts`` and runs ``script``."""

    def edit(d: dict[str, Any]) -> None:
        card = d["cards"][7]
        card["script"] = script
        if hearts is not None:
            card["hearts"] = hearts
        d.update(extra)

    return edit


def _game(tmp_path: Path, script: list[dict[str, Any]], hearts: int | None = 5) -> WonderState:
    pack = edited_pack(tmp_path, "chapters/arena.json", _chapter(script, hearts))
    return arena(2, ["sid", "lara"], pack=str(pack))


def _run(st: WonderState, script: list[dict[str, Any]]) -> None:
    steps = [Step.model_validate(s) for s in script]
    _KEEP.append(steps)  # scripts are registered by identity: keep each list alive
    st.stack.append(T.Run(st.c.script(steps), -1))
    st.settle()


def _cond(**kw: Any) -> Cond:
    return Cond.model_validate({"if": "card_hearts", "card": 8, **kw})


def test_a_card_holds_hearts_from_the_supply(tmp_path: Path) -> None:
    st = _game(tmp_path, [])
    before = st.hearts_supply()
    st.take_events()
    _run(st, [{"do": "card_hearts", "card": 8, "n": 3}])
    assert st.card_hearts == {7: 3}
    assert st.hearts_supply() == before - 3
    assert st.holds(_cond(at_least=3)) and not st.holds(_cond(at_least=4))
    assert st.holds(_cond(at_most=3)) and not st.holds(_cond(at_most=2))
    keys = [e.msg.key for e in st.take_events() if e.kind == "card"]
    assert keys == ["wb-ev-card-hearts-on"]
    _run(st, [{"do": "card_hearts", "card": 8, "n": 9}])
    assert st.card_hearts == {7: 5}  # never more than the card holds
    _run(st, [{"do": "card_hearts", "card": 8, "n": -2}])
    assert st.card_hearts == {7: 3} and st.hearts_supply() == before - 3
    view = st.view(0)
    assert view["card_hearts"] == {"7": 3}
    assert view["table"]["card_hearts"] == [{"n": 8, "hearts": 3, "max": 5}]
    assert st.clone().card_hearts == {7: 3}
    assert WonderState.from_json(st.to_json()).card_hearts == {7: 3}
    _run(st, [{"do": "card_hearts", "card": 8, "n": -9}])
    assert st.card_hearts == {} and st.hearts_supply() == before  # all back to the supply
    assert st.holds(_cond(at_most=0)) and not st.holds(_cond(at_least=1))


def test_the_boards_show_hearts_on_cards(tmp_path: Path) -> None:
    st = _game(tmp_path, [])
    assert not any(
        getattr(r.label, "key", "") == "wb-board-card-hearts" for r in board(st, 0)[0].rows
    )
    _run(st, [{"do": "card_hearts", "card": 8, "n": 4}])
    rows = [
        r for r in board(st, 0)[0].rows if getattr(r.label, "key", "") == "wb-board-card-hearts"
    ]
    assert len(rows) == 1
    for lang in ("en", "es", "de", "zh-TW"):
        text = Translator(lang)(rows[0].cells[0].text)
        assert "4/5" in text, (lang, text)
    js = BOARD_JS.read_text(encoding="utf-8")
    assert "tb.card_hearts" in js and '"data-testid": "card-hearts"' in js


def test_a_document_with_bad_card_hearts_is_refused(tmp_path: Path) -> None:
    st = _game(tmp_path, [])
    _run(st, [{"do": "card_hearts", "card": 8, "n": 2}])
    doc = st.to_json()
    doc["card_hearts"] = {"7": 6}
    with pytest.raises(InvalidPosition, match="card 8"):
        WonderState.from_json(doc)
    doc["card_hearts"] = {"0": 1}  # card 1 holds no hearts
    with pytest.raises(InvalidPosition, match="card 1"):
        WonderState.from_json(doc)


@pytest.mark.parametrize(
    ("script", "hearts", "extra", "card", "field", "problem"),
    [
        ([{"do": "card_hearts", "card": 8}], None, {}, "#8", "script[0]", "holds no hearts"),
        ([{"do": "card_hearts", "card": 20}], 5, {}, "#8", "script[0]", "no card #20"),
        ([{"do": "card_hearts", "card": "x"}], 5, {}, "#8", "script[0]", "chapter card number"),
        ([{"do": "card_hearts", "n": 1}], 5, {}, "#8", "script[0]", "needs it"),
        ([{"do": "if", "cond": {"if": "card_hearts", "card": 2}, "then": []}], 5, {}, "#8",
         "script[0].cond.card", "holds no hearts"),
        ([{"do": "if", "cond": {"if": "card_hearts"}, "then": []}], 5, {}, "#8", "script[0]",
         "needs a card number"),
        ([], 11, {}, "#8", "hearts", "less than or equal"),
        ([], 10, {"creatures": [{"id": "ogre", "kind": "enemy", "hearts": 10},
                                {"id": "troll", "kind": "enemy", "hearts": 1}]},
         "#8", "hearts", "creatures and cards hold at most 20"),
    ],
)
def test_the_loader_refuses_bad_card_hearts(
    tmp_path: Path, script: list[Any], hearts: int | None, extra: dict[str, Any], card: str,
    field: str, problem: str,
) -> None:
    with pytest.raises(PackError) as e:
        load_pack(edited_pack(tmp_path, "chapters/arena.json", _chapter(script, hearts, **extra)))
    err = e.value
    assert err.file == "chapters/arena.json", err
    assert card in err.card and err.field.startswith(field) and problem in err.problem, (
        err.card, err.field, err.problem
    )


def test_chapter_verbs_are_refused_outside_chapters(tmp_path: Path) -> None:
    def hero(d: dict[str, Any]) -> None:
        d["heroes"][0]["ability"]["script"] = [{"do": "card_hearts", "card": 8}]

    with pytest.raises(PackError) as e:
        load_pack(edited_pack(tmp_path / "a", "heroes.json", hero))
    assert e.value.file == "heroes.json" and "refers to a chapter" in e.value.problem

    def wyrm(d: dict[str, Any]) -> None:
        d["cards"][0]["script"] = [{"do": "creature", "card": "ogre", "erase": True}]

    with pytest.raises(PackError) as e:
        load_pack(edited_pack(tmp_path / "b", "wyrms.json", wyrm))
    assert e.value.file == "wyrms.json" and e.value.field == "script[0].do", e.value
