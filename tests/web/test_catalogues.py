"""The page's catalogues and the SpellBook renderer agree with the code they serve."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from fluent.syntax import ast as fast
from helpers.catalogue import parse, variables

import tomecraft.games.spellbook.game as sb_game
import tomecraft.interfaces.web as web
from tomecraft.games.spellbook import actions as A
from tomecraft.i18n import LANGUAGES

WEB = Path(web.__file__).parent
SB_WEB = Path(sb_game.__file__).parent / "web"
CATALOGUES = {
    "web.ftl": WEB / "locales",
    "spellbook-web.ftl": SB_WEB / "locales",
}


def _messages(path: Path) -> dict[str, set[str]]:
    res = parse(path)
    junk = [e for e in res.body if isinstance(e, fast.Junk)]
    assert not junk, f"{path}: unparsable entry {junk[0].content[:80]!r}"
    out = {}
    for e in res.body:
        if isinstance(e, fast.Message):
            out[e.id.name] = variables(e)
            assert not any(isinstance(el, fast.Placeable) and isinstance(
                el.expression, fast.SelectExpression) for el in (e.value.elements if e.value
                                                                  else [])), e.id.name
    return out


@pytest.mark.parametrize("name", sorted(CATALOGUES))
def test_every_language_has_every_message(name: str) -> None:
    en = _messages(CATALOGUES[name] / "en" / name)
    for lang in LANGUAGES:
        got = _messages(CATALOGUES[name] / lang / name)
        assert set(got) == set(en), (lang, set(en) ^ set(got))
        for key, names in en.items():
            assert got[key] == names, (lang, key)


def _used_keys() -> set[str]:
    keys: set[str] = set()
    for path in [*WEB.glob("static/*.js"), *SB_WEB.glob("*.js")]:
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r"""\bt\(\s*["']([a-z0-9-]+)["']""", text))
        keys |= set(re.findall(r"""label: ["']((?:sbw|web)-[a-z0-9-]+)["']""", text))
    for path in WEB.glob("static/*.html"):
        keys |= set(re.findall(r'data-i18n="([a-z0-9-]+)"', path.read_text(encoding="utf-8")))
    for path in WEB.glob("*.py"):
        keys |= set(re.findall(r'"(web-[a-z-]+)"', path.read_text(encoding="utf-8")))
    return keys


def test_every_key_the_page_and_server_use_exists() -> None:
    en = {**_messages(WEB / "locales" / "en" / "web.ftl"),
          **_messages(SB_WEB / "locales" / "en" / "spellbook-web.ftl")}
    sb = (Path(sb_game.__file__).parent / "locales" / "en" / "spellbook.ftl").read_text()
    sb_keys = set(re.findall(r"^([a-z0-9_-]+) =", sb, flags=re.M))
    core_keys = {"core-seat"}
    missing = {k for k in _used_keys() if k not in en and k not in sb_keys
               and k not in core_keys and not k.endswith("-")}
    assert not missing, missing


def test_renderer_constants_match_the_game() -> None:
    js = (SB_WEB / "board.js").read_text(encoding="utf-8")
    block = re.search(r"export const A = \{(.*?)\};", js, flags=re.S)
    assert block
    consts = dict(re.findall(r"([A-Z_0-9]+): (\d+)", block.group(1)))
    for name, value in consts.items():
        assert getattr(A, name) == int(value), name
    data = json.loads((Path(sb_game.__file__).parent / "data" / "spellbook.json").read_text())
    table = re.search(r"export const SPELLS = (\[.*?\n\]);", js, flags=re.S)
    assert table
    spells = json.loads(table.group(1).replace(",\n]", "\n]"))
    expected = [[s["id"], data["colours"].index(s["colour"]), s["set"], s["phase"], s["points"]]
                for s in data["spells"]]
    assert spells == expected
    fam = re.search(r"FAMILIAR_VALUES = (\[[^\]]*\])", js)
    assert fam and json.loads(fam.group(1)) == data["familiar_values"]
    wipe = re.search(r"SOLO_WIPE_SPACES = (\[[^\]]*\])", js)
    assert wipe and json.loads(wipe.group(1)) == data["solo_wipe_spaces"]
    assert f"SOLO_BOARD_SPACES = {data['solo_board_spaces']};" in js
    assert f"POOL_LIMIT = {data['pool_limit']};" in js
    codes = re.search(r"COLOUR_CODES = (\[[^\]]*\])", js)
    assert codes and json.loads(codes.group(1)) == data["colour_codes"]
