"""The transcription guide's worked examples stay valid: every ```json block of the
guide section of docs/wonderbook-content.md is a whole card (a scene, a creature, a
chapter card, a Wyrm card, a passage, a hero or the chest); together they are loaded
through the pack loader in a minimal test pack (the test pack with the guide's chapter,
hero, Wyrm card, passage and chest), and the chapter plays."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import Rng
from tomecraft.games.wonderbook.pack import PackError, load_pack

from .helpers import TESTPACK, arena, play_random

DOC = Path(__file__).parents[2] / "docs" / "wonderbook-content.md"
GUIDE = "## Transcription guide"
CARD_TYPES = {"story", "dilemma", "item", "rule", "interaction", "objective", "end"}


def _blocks() -> list[dict[str, Any]]:
    text = DOC.read_text(encoding="utf-8")
    assert GUIDE in text, "the guide section is missing"
    guide = text[text.index(GUIDE):]
    guide = guide[: guide.index("\n## ", 1)] if "\n## " in guide[1:] else guide
    return [json.loads(b) for b in re.findall(r"```json\n(.*?)\n```", guide, re.S)]


def _kind(block: dict[str, Any]) -> str:
    """Which card a block is, by its shape (a block of no known shape fails the test)."""
    if "zones" in block:
        return "scene"
    if block.get("kind") in ("ally", "enemy"):
        return "creature"
    if "type" in block and "n" in block:
        return f"card:{block['type']}"
    if "attack" in block:
        return "hero"
    if "copies" in block:
        return "passage"
    if {"spawn", "activate", "reveal_another", "after", "base"} & set(block):
        return "wyrm"
    if set(block) == {"script"}:
        return "chest"
    raise AssertionError(f"a guide example of no known card shape: {block}")


def _sorted() -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for b in _blocks():
        out.setdefault(_kind(b), []).append(b)
    return out


def _guide_pack(tmp_path: Path, edit: Any = None) -> Path:
    """The test pack whose only chapter is the guide's, with the guide's hero (in place
    of the last hero), Wyrm card, passages (in place of the test pack's) and chest."""
    ex = _sorted()
    dst = tmp_path / "guide"
    shutil.copytree(TESTPACK, dst)

    def rewrite(name: str, change: Any) -> None:
        data = json.loads((dst / name).read_text())
        change(data)
        (dst / name).write_text(json.dumps(data))

    cards = sorted((b for k, v in ex.items() if k.startswith("card:") for b in v),
                   key=lambda c: int(c["n"]))
    chapter = {"id": "lantern", "number": 1, "scenes": ex["scene"],
               "creatures": ex["creature"], "cards": cards}
    if edit is not None:
        edit(chapter)
    (dst / "chapters" / "arena.json").unlink()
    (dst / "chapters" / "lantern.json").write_text(json.dumps(chapter))

    def info(d: dict[str, Any]) -> None:
        d["chapters"] = ["lantern"]
        (d["chest"],) = ex["chest"]

    def heroes(d: dict[str, Any]) -> None:
        d["heroes"][-len(ex["hero"]):] = ex["hero"]

    rewrite("pack.json", info)
    rewrite("heroes.json", heroes)
    rewrite("wyrms.json", lambda d: d["cards"].extend(ex["wyrm"]))
    rewrite("passages.json", lambda d: d.update(passages=ex["passage"]))
    return dst


def test_the_guide_has_one_example_per_card_type() -> None:
    kinds = _sorted()
    want = {f"card:{t}" for t in CARD_TYPES} | {
        "scene", "creature", "wyrm", "passage", "hero", "chest"
    }
    assert want <= set(kinds), sorted(want - set(kinds))
    (objective,) = kinds["card:objective"]
    assert isinstance(objective["players"], dict)  # a players' phase object
    (rule,) = kinds["card:rule"]
    assert {"no_enter", "forbid"} <= set(rule["rule"])  # restrictions


def test_every_guide_example_loads_and_the_chapter_plays(tmp_path: Path) -> None:
    pack = load_pack(_guide_pack(tmp_path))
    (ch,) = pack.chapters
    assert ch.id == "lantern" and len(ch.cards) == len(
        [b for b in _blocks() if "type" in b]
    )
    assert any(h.id == "nell" for h in pack.heroes.heroes)
    assert pack.info.chest is not None
    hero_ids = [h.id for h in pack.heroes.heroes]
    for seed in range(3):
        st = arena(2, hero_ids[:2], pack=str(tmp_path / "guide"), chapter="lantern",
                   max_rounds=6)
        assert play_random(st, Rng(seed)) > 0
        assert st.over, "the guide's chapter did not reach an end"


def test_a_broken_example_would_fail(tmp_path: Path) -> None:
    """The check can fail: the same examples with the objective's vortex misspelt."""

    def typo(ch: dict[str, Any]) -> None:
        for c in ch["cards"]:
            if c["type"] == "objective":
                c["vortex"] = "ink-swril"

    with pytest.raises(PackError, match="vortex"):
        load_pack(_guide_pack(tmp_path, typo))
