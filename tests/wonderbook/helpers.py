"""Helpers for the Wonder Book tests: the small test pack (and copies of it with one file
edited), the arena's story card running a script, and driving states."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import CHANCE, Rng, get_game
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.pack import PackError, load_pack
from tomecraft.games.wonderbook.state import WonderState

GAME = get_game("wonderbook")
TESTPACK = str(Path(__file__).parent / "testpack")
#: The browser board module (tests read its source for the names it must draw).
BOARD_JS = (
    Path(__file__).parents[2] / "src" / "tomecraft" / "games" / "wonderbook" / "web" / "board.js"
)
#: The arena's story card (card 8), whose script the tests replace.
STORY_CARD = 7
Edit = Callable[[Any], None]


def arena(players: int, heroes: list[str], **cfg: Any) -> WonderState:
    """A game of the test pack's arena chapter, at round 1's players' phase."""
    config = {"pack": TESTPACK, "players": players, "heroes": heroes, "max_rounds": 99, **cfg}
    st = GAME.new_state(config, Rng(0))
    assert isinstance(st, WonderState)
    return st


def edited_pack(tmp_path: Path, file: str, edit: Edit, name: str = "broken") -> Path:
    """The test pack copied to ``tmp_path / name`` (once: a second edit changes the same
    copy) with the JSON of ``file`` changed by ``edit`` (packs are cached by path)."""
    dst = tmp_path / name
    if not dst.exists():
        shutil.copytree(TESTPACK, dst)
    path = dst / file
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))
    return dst


def story(script: list[dict[str, Any]], **chapter: Any) -> Edit:
    """An edit of the arena chapter: the story card runs ``script``; ``chapter`` sets
    fields of the chapter itself (``creatures``...)."""

    def edit(d: dict[str, Any]) -> None:
        d.update(chapter)
        d["cards"][STORY_CARD]["script"] = script

    return edit


def story_game(tmp_path: Path, script: list[dict[str, Any]],
               heroes: tuple[str, ...] = ("sid", "lara"), **chapter: Any) -> WonderState:
    """The arena (with :func:`story`'s edit) played by ``heroes``."""
    pack = edited_pack(tmp_path, "chapters/arena.json", story(script, **chapter))
    return arena(len(heroes), list(heroes), pack=str(pack))


def run_story(st: WonderState, hero: int = -1) -> None:
    """Run the story card's script now (for ``hero``, as an ability or item would; -1:
    the card itself) and settle."""
    st.stack.append(T.Run(st.c.script(st.ch.cards[STORY_CARD].script), hero))
    st.settle()


def story_error(tmp_path: Path, script: list[dict[str, Any]], **chapter: Any) -> PackError:
    """The loader's refusal of the arena whose story card runs ``script``."""
    with pytest.raises(PackError) as e:
        load_pack(edited_pack(tmp_path, "chapters/arena.json", story(script, **chapter)))
    return e.value


def assert_story_refused(tmp_path: Path, script: list[dict[str, Any]], field: str,
                         problem: str) -> None:
    """The loader refuses the arena whose story card runs ``script``, naming the chapter
    file, card 8, a field starting with ``field`` and a problem saying ``problem``."""
    err = story_error(tmp_path, script)
    assert err.file == "chapters/arena.json" and err.card == "#8"
    assert err.field.startswith(field) and problem in err.problem, (err.field, err.problem)


def at_the_dilemma(st: WonderState) -> WonderState:
    """``st`` (the arena at the start) with card 2 read and card 3, the dilemma, about to
    be read next (no objective yet)."""
    st.read.append(1)
    st.cursor = 2
    while type(st.stack[-1]).__name__ != "Chapter":
        st.stack.pop()
    st.objective = -1
    st.settle()
    return st


def to_round_stage(st: WonderState, stage: int) -> None:
    """Drop the pending tasks down to the round and restart it at ``stage`` (1: enemies)."""
    while type(st.stack[-1]).__name__ != "Round":
        st.stack.pop()
    st.stack[-1].stage = stage  # type: ignore[attr-defined]
    st.settle()


def do(st: WonderState, option: int, kind: str | None = None) -> None:
    d = st.decision()
    assert d is not None
    if kind is not None:
        assert d.kind == kind, (d.kind, kind, d.ids)
    assert option in d.ids, (d.kind, option, d.ids)
    st.apply(option)


def play_random(st: WonderState, rng: Rng, limit: int = 20000) -> int:
    n = 0
    while st.decision() is not None and n < limit:
        d = st.decision()
        assert d is not None
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
        n += 1
    return n


def hero(st: WonderState, hid: str) -> int:
    return [st.c.heroes[h].id for h in st.heroes].index(hid)


def zone(st: WonderState, zid: str) -> int:
    return st.ch.zone_index[zid]


__all__ = [
    "BOARD_JS",
    "GAME",
    "STORY_CARD",
    "TESTPACK",
    "A",
    "arena",
    "assert_story_refused",
    "at_the_dilemma",
    "do",
    "edited_pack",
    "hero",
    "play_random",
    "run_story",
    "story",
    "story_error",
    "story_game",
    "to_round_stage",
    "zone",
]


#: The overlay of the lantern test pack: chapter 1 ``lantern`` (the shipped tutorial
#: renumbered) and its English texts.
LANTERN = Path(__file__).parent / "lantern"


def lantern_pack(tmp_path: Path, name: str = "lantern-box", texts: bool = True) -> Path:
    """A box owner's pack: the shipped original copied to ``tmp_path / name`` with one
    chapter, ``lantern``, whose texts are in the pack's ``locales`` (left out without
    ``texts``); its ``pack.json`` id is ``lantern-box``."""
    from tomecraft.games.wonderbook.pack import DEFAULT_PACK

    dst = tmp_path / name
    shutil.copytree(DEFAULT_PACK, dst, ignore=shutil.ignore_patterns("chapters"))
    shutil.copytree(LANTERN, dst, dirs_exist_ok=True,
                    ignore=None if texts else shutil.ignore_patterns("locales"))
    info = json.loads((dst / "pack.json").read_text())
    info.update(id="lantern-box", chapters=["lantern"])
    (dst / "pack.json").write_text(json.dumps(info))
    return dst
