"""The content format: the shipped pack and the test pack load; bad files get errors that
name the file, the card and the field; every text key exists in English (and in every
other language once its catalogue exists)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast

from tomecraft.games.wonderbook.data import Content, content, text_keys
from tomecraft.games.wonderbook.pack import DEFAULT_PACK, PackError, load_pack

from .helpers import TESTPACK, edited_pack

LOCALES = Path(DEFAULT_PACK).parent.parent / "locales"


def _ids(lang: str) -> set[str]:
    out: set[str] = set()
    for f in sorted((LOCALES / lang).glob("*.ftl")):
        res = FluentParser().parse(f.read_text(encoding="utf-8"))
        junk = [e for e in res.body if isinstance(e, fast.Junk)]
        assert not junk, (f.name, [(j.content or "")[:60] for j in junk])
        out |= {e.id.name for e in res.body if isinstance(e, fast.Message)}
    return out


def test_original_pack_loads() -> None:
    p = load_pack()
    assert [h.id for h in p.heroes.heroes] == ["sid", "lara", "ken", "tina"]
    assert sum(1 for w in p.wyrms.cards if w.base) == 6
    assert sum(x.copies for x in p.passages.passages) == 16
    assert all(len(h.upgrades) >= 1 for h in p.heroes.heroes)
    load_pack(TESTPACK)


def test_english_has_every_text_key() -> None:
    need = text_keys(content())
    have = _ids("en")
    assert need - have == set()


def test_engine_keys_in_sources_exist() -> None:
    have = _ids("en")
    for path in sorted(DEFAULT_PACK.parent.parent.glob("*.py")):
        for key in re.findall(r'"(wb-[a-z0-9-]+)"', path.read_text(encoding="utf-8")):
            assert key in have, f"{path.name}: {key}"


def _file_ids(path: Path) -> set[str]:
    res = FluentParser().parse(path.read_text(encoding="utf-8"))
    assert not [e for e in res.body if isinstance(e, fast.Junk)], path.name
    return {e.id.name for e in res.body if isinstance(e, fast.Message)}


@pytest.mark.parametrize("lang", ["es", "de", "zh-TW"])
def test_translated_files_match_english(lang: str) -> None:
    """Each translated catalogue defines exactly the ids of its English file (the
    translations arrive file by file with the chapters)."""
    files = sorted((LOCALES / lang).glob("*.ftl"))
    if not files:
        pytest.skip(f"no {lang} Wonder Book catalogue yet")
    for f in files:
        assert _file_ids(f) == _file_ids(LOCALES / "en" / f.name), f.name


#: The test pack copied with one file edited (the name other tests knew it by).
_broken = edited_pack


def test_error_names_file_card_and_field(tmp_path: Path) -> None:
    def bad_verb_field(d: dict) -> None:  # type: ignore[type-arg]
        d["heroes"][0]["ability"]["script"][0]["zone"] = "x"

    with pytest.raises(PackError) as e:
        load_pack(_broken(tmp_path, "heroes.json", bad_verb_field))
    err = e.value
    assert err.file == "heroes.json" and err.card == "'sid-spark-shot'"  # Sid's ability
    assert err.field == "script[0].zone" and "not used by verb 'damage'" in err.problem


def test_error_in_a_chapter_card(tmp_path: Path) -> None:
    def bad_goal(d: dict) -> None:  # type: ignore[type-arg]
        d["cards"][1]["goal"] = {"if": "defeated"}

    with pytest.raises(PackError) as e:
        load_pack(_broken(tmp_path, "chapters/arena.json", bad_goal))
    assert e.value.file == "chapters/arena.json" and e.value.card == "#2"
    assert e.value.field == "goal.at_least"


def test_error_on_a_reference(tmp_path: Path) -> None:
    def bad_ref(d: dict) -> None:  # type: ignore[type-arg]
        d["cards"][2]["options"][0]["script"].append({"do": "item", "card": 3})

    # the step's index is named (options[0].script[2]), not only its script
    with pytest.raises(PackError, match=r"#3: field options\[0\].script\[2\]: .*not a item"):
        load_pack(_broken(tmp_path, "chapters/arena.json", bad_ref))


def test_unknown_field_is_an_error(tmp_path: Path) -> None:
    def extra(d: dict) -> None:  # type: ignore[type-arg]
        d["cards"][0]["colour"] = "red"

    with pytest.raises(PackError, match="colour"):
        load_pack(_broken(tmp_path, "wyrms.json", extra))


def test_scripts_are_numbered_once() -> None:
    c = content()
    again = Content(c.pack, "again")
    assert len(again.scripts) == len(c.scripts)
