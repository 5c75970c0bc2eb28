"""Transcribing a box: names in one language, plain errors naming file, card and field
(the allowed fields, the close name of a typo, every form a union allows), every problem
of a load reported at once, and the rulebook's anatomy (every mage has an ability)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tomecraft.games.madness.data import Content
from tomecraft.games.madness.pack import load_pack
from tomecraft.i18n import Translator

from .helpers import edited_pack, pack_error


def test_names_in_english_only_show_english_in_every_language(tmp_path: Path) -> None:
    def english_only(d: Any) -> None:
        for mage in d["mages"]:
            mage["names"] = {"en": mage["names"]["en"] + " (my box)"}

    p = load_pack(edited_pack(tmp_path, "mages.json", english_only))
    mage = p.mages.mages[0]
    assert mage.names.es == mage.names.de == mage.names.zh_TW == mage.names.en
    c = Content(p, "mine")
    for lang in ("en", "es", "de", "zh-TW"):
        assert Translator(lang)(c.mages[0].name) == mage.names.en


def test_a_missing_language_takes_the_first_name_given_in_the_order_en_es_de_zh(
    tmp_path: Path,
) -> None:
    def some_languages(d: Any) -> None:
        d["mages"][0]["names"] = {"de": "Hexe", "es": "Bruja"}
        d["mages"][1]["names"] = {"zh-TW": "女巫", "en": "Witch"}

    p = load_pack(edited_pack(tmp_path, "mages.json", some_languages))
    first, second = p.mages.mages[0].names, p.mages.mages[1].names
    assert (first.en, first.es, first.de, first.zh_TW) == ("Bruja", "Bruja", "Hexe", "Bruja")
    assert (second.en, second.es, second.de, second.zh_TW) == ("Witch", "Witch", "Witch", "女巫")


def test_a_typo_in_a_required_field_names_the_unknown_key(tmp_path: Path) -> None:
    def typo(d: Any) -> None:
        spell = d["library"][3]
        spell["effct"] = spell.pop("effect")

    err = pack_error(edited_pack(tmp_path, "spells.json", typo))
    assert (err.file, err.card, err.field) == ("spells.json", "'frost-circle'", "effect")
    assert "required" in err.problem and "'effct'" in err.problem
    assert not err.more  # the unknown key is not reported a second time


def test_an_unknown_field_lists_the_allowed_ones_and_the_close_one(tmp_path: Path) -> None:
    def extra(d: Any) -> None:
        d["library"][3]["learn_cots"] = 3

    err = pack_error(edited_pack(tmp_path, "spells.json", extra))
    assert (err.card, err.field) == ("'frost-circle'", "learn_cots")
    assert "did you mean 'learn_cost'?" in err.problem
    assert "id, names, element, level, cost, learn_cost, effect, ongoing" in err.problem
    assert "Extra inputs" not in str(err)


def test_a_union_says_each_allowed_form_without_pydantic_internals(tmp_path: Path) -> None:
    def twelve(d: Any) -> None:
        d["library"][3]["effect"][0]["do"][0]["n"] = 12

    err = pack_error(edited_pack(tmp_path, "spells.json", twelve))
    assert (err.card, err.field) == ("'frost-circle'", "effect[0].do[0].n")
    assert err.problem == "12 is not allowed: give a whole number from 1 to 9, or 'any'"
    assert "constrained" not in str(err) and "literal[" not in str(err)


def test_a_file_level_problem_reads_plainly(tmp_path: Path) -> None:
    folder = edited_pack(tmp_path, "curses.json", lambda d: None)
    (folder / "curses.json").write_text("[]", encoding="utf-8")
    err = pack_error(folder)
    assert str(err) == (
        "madness pack 'pack': curses.json: give an object with the fields curses (got a JSON list)"
    )


def test_every_problem_of_every_file_is_reported_at_once(tmp_path: Path) -> None:
    def two(d: Any) -> None:
        d["library"][3]["learn_cots"] = 3
        d["library"][5]["effect"][0]["do"][0]["n"] = 0

    folder = edited_pack(tmp_path, "spells.json", two)
    mages = json.loads((folder / "mages.json").read_text(encoding="utf-8"))
    mages["mages"][2].pop("element")
    (folder / "mages.json").write_text(json.dumps(mages), encoding="utf-8")
    err = pack_error(folder)
    where = [(e.file, e.card, e.field) for e in err.problems]
    assert where == [
        ("spells.json", "'frost-circle'", "learn_cots"),
        ("spells.json", "'undertow'", "effect[0].do[0].n"),
        ("mages.json", "'bryn'", "element"),
    ], where
    assert len(str(err).splitlines()) == 3


def test_a_misnamed_bundled_pack_is_named(tmp_path: Path) -> None:
    err = pack_error(tmp_path / "Original")
    assert err.problem == (
        "the pack folder does not exist (the bundled packs: original; did you mean the "
        "bundled pack 'original'?)"
    )


def test_a_mage_without_ability_quotes_the_rulebook(tmp_path: Path) -> None:
    def passive(d: Any) -> None:
        mage = d["mages"][0]
        mage.pop("ability")
        mage["ongoing"] = [{"modifier": "hand_size", "who": "owner", "n": 1}]

    err = pack_error(edited_pack(tmp_path, "mages.json", passive))
    assert (err.card, err.field) == ("'mirela'", "ability")
    assert "every mage has an ability" in err.problem and "L945-949" in err.problem
