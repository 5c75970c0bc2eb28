"""The core's content-pack machinery: errors naming pack, file, card and field; bundled packs;
the ``pack`` option refused unless a bundled name (or local files are allowed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

import pytest
from pydantic import BaseModel, Field, model_validator

import tomecraft.core.content as content_module
from tomecraft.core import InvalidConfig
from tomecraft.core.content import (
    MODEL_CONFIG,
    BundledPacks,
    ContentError,
    PackContents,
    Problems,
    card_by_id,
    check_folder,
    field_path,
    load_pack_option,
    locate,
    read_json,
    resolve_pack_option,
    validate,
)
from tomecraft.core.content_errors import describe
from tomecraft.core.local_files import allow_local_files


class GameError(ContentError):
    game = "demo"


class _Model(BaseModel):
    model_config = MODEL_CONFIG


class Item(_Model):
    id: str
    cost: int = Field(ge=1)
    else_: int = Field(0, alias="else")

    @model_validator(mode="after")
    def _cheap(self) -> Item:
        if self.cost > 5:
            raise ValueError("field 'cost': at most 5")
        return self


class Box(_Model):
    items: list[Item]


def _box(**changes: Any) -> dict[str, Any]:
    item = {"id": "lamp", "cost": 2, **changes}
    return {"items": [{"id": "rope", "cost": 1}, item]}


def _error(raw: Any, **kw: Any) -> GameError:
    with pytest.raises(GameError) as info:
        validate(Box, raw, "box.json", "mine", GameError, **kw)
    return info.value


def test_error_message_names_game_pack_file_card_and_field() -> None:
    e = GameError("mine", "box.json", "'lamp'", "cost", "too dear")
    assert str(e) == "demo pack 'mine': box.json: card 'lamp': field cost: too dear"
    assert (e.pack, e.file, e.card, e.field, e.problem) == (
        "mine", "box.json", "'lamp'", "cost", "too dear"
    )
    top = GameError("mine", "box.json", "", "", "broken")
    assert str(top) == "demo pack 'mine': box.json: broken"  # a file-level problem, plainly
    assert str(GameError("mine", "box.json", "", "items", "none")) == (
        "demo pack 'mine': box.json: field items: none"
    )
    assert str(GameError("mine", "box.json", "'lamp'", "", "odd")) == (
        "demo pack 'mine': box.json: card 'lamp': odd"
    )
    assert isinstance(top, ContentError)


def test_validate_returns_the_model() -> None:
    box = validate(Box, _box(), "box.json", "mine", GameError)
    assert isinstance(box, Box) and box.items[1].id == "lamp"


def test_validate_names_the_card_by_id_and_the_field_below_it() -> None:
    e = _error(_box(cost=0))
    assert (e.card, e.field) == ("'lamp'", "cost")
    assert e.problem.startswith("Input should be greater than or equal to 1")


def test_a_check_naming_its_field_points_at_it() -> None:
    e = _error(_box(cost=9))
    assert (e.card, e.field, e.problem) == ("'lamp'", "cost", "at most 5")


def test_no_card_along_the_path_is_top_level() -> None:
    e = _error({"items": "none"})
    assert (e.card, e.field) == ("", "items")


def test_a_game_says_what_a_card_is_and_renames_fields() -> None:
    def by_position(node: Mapping[str, Any], path: Sequence[int | str], found: str) -> str:
        return f"#{path[-1]}" if isinstance(path[-1], int) else ""

    e = _error(_box(**{"else": "x"}), name_card=by_position, rename=lambda f: f.upper())
    assert (e.card, e.field) == ("#1", "ELSE")


def test_locate_and_field_path() -> None:
    raw = {"a": [{"id": "x", "b": [{"c": 1}]}]}
    assert locate(raw, ("a", 0, "b", 0, "c")) == ("'x'", "b[0].c")
    assert locate(raw, ("a", 5, "d")) == ("", "a[5].d")  # past the data: no card
    assert field_path(("a", 0, "b")) == "a[0].b"
    assert card_by_id({"id": 3}, ("a",), "") == ""


def test_read_json(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text('{"a": [1]}', encoding="utf-8")
    assert read_json(good, "good.json", "mine", GameError) == {"a": [1]}
    bad = tmp_path / "bad.json"
    bad.write_text('{"a": ', encoding="utf-8")
    with pytest.raises(GameError, match=r"bad\.json: not valid JSON \(line 1"):
        read_json(bad, "bad.json", "mine", GameError)
    with pytest.raises(GameError, match="cannot read the file"):
        read_json(tmp_path / "missing.json", "missing.json", "mine", GameError)


def test_check_folder(tmp_path: Path) -> None:
    assert check_folder(tmp_path, GameError) == tmp_path.name
    with pytest.raises(GameError, match="the pack folder does not exist"):
        check_folder(tmp_path / "nope", GameError)


@pytest.fixture
def bundled(tmp_path: Path) -> BundledPacks:
    for name in ("zeta", "original"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "pack.json").write_text("{}", encoding="utf-8")
    (tmp_path / "notes").mkdir()  # no pack.json: not a pack
    return BundledPacks(tmp_path)


def test_bundled_packs(bundled: BundledPacks, tmp_path: Path) -> None:
    assert bundled.names == ("original", "zeta")
    assert bundled.key(None) == "original" and bundled.key("zeta") == "zeta"
    assert bundled.key("notes") == str((Path.cwd() / "notes").resolve())
    assert bundled.path("zeta") == tmp_path / "zeta"
    assert bundled.path("/elsewhere") == Path("/elsewhere")


def test_pack_option_bundled_names_only(bundled: BundledPacks, tmp_path: Path) -> None:
    assert resolve_pack_option(None, bundled) == "original"
    assert resolve_pack_option("zeta", bundled) == "zeta"
    with pytest.raises(InvalidConfig) as e:
        resolve_pack_option(3, bundled)
    assert str(e.value) == "pack must be the name of a bundled pack (original, zeta), got int"
    with pytest.raises(InvalidConfig) as e:
        resolve_pack_option(str(tmp_path / "zeta"), bundled)
    assert str(e.value) == (
        "pack must be the name of a bundled pack: original, zeta (a pack folder of your own"
        " can be named from the command line only)"
    )
    assert str(tmp_path) not in str(e.value)
    with allow_local_files():
        assert resolve_pack_option(str(tmp_path / "zeta"), bundled) == str(tmp_path / "zeta")


def test_load_pack_option_turns_a_bad_pack_into_invalid_config(bundled: BundledPacks) -> None:
    def load(key: str) -> str:
        if key == "zeta":
            raise GameError(key, "pack.json", "", "id", "missing")
        return key.upper()

    assert load_pack_option(None, bundled, load) == "ORIGINAL"
    with pytest.raises(InvalidConfig, match=r"^demo pack 'zeta': pack\.json: field id: missing"):
        load_pack_option("zeta", bundled, load)


def test_the_core_names_no_game() -> None:
    text = Path(content_module.__file__).read_text(encoding="utf-8").lower()
    assert not any(g in text for g in ("madness", "wonderbook", "wonder book", "spellbook"))



def test_shipped_contents_build_each_pack_once_from_its_loaded_folder(
    bundled: BundledPacks, tmp_path: Path
) -> None:
    loaded: list[Path] = []

    def load(folder: Path) -> str:
        loaded.append(folder)
        return folder.name.upper()

    content = PackContents.shipped(tmp_path / "original", load, lambda pack, key: (pack, key))
    assert content.bundled.names == ("original", "zeta")
    assert content() == ("ORIGINAL", "original")  # the default: the named pack's folder
    assert content("zeta") == ("ZETA", "zeta") and content("zeta") is content("zeta")
    assert loaded == [tmp_path / "original", tmp_path / "zeta"]
    with pytest.raises(InvalidConfig, match="pack must be the name of a bundled pack"):
        content.option("notes")


class Part(_Model):
    size: int = Field(ge=1, le=4)


class Kit(_Model):
    """A model with a union of a number and a word, and one of a flag and an object."""

    id: str
    amount: Annotated[int, Field(ge=1, le=9)] | Literal["any"] = 1
    part: bool | Part = True
    name: str


class Kits(_Model):
    kits: list[Kit]


def _kit_error(**kit: Any) -> GameError:
    with pytest.raises(GameError) as info:
        validate(Kits, {"kits": [{"id": "k", "name": "n", **kit}]}, "kits.json", "mine",
                 GameError)
    return info.value


def test_an_unknown_field_lists_the_allowed_fields_and_the_close_one() -> None:
    e = _kit_error(amont=3)
    assert (e.card, e.field) == ("'k'", "amont")
    assert e.problem == (
        "no such field: did you mean 'amount'? (the fields allowed here: id, amount, part, name)"
    )


def test_a_missing_field_names_the_unknown_key_that_looks_like_its_typo() -> None:
    with pytest.raises(GameError) as info:
        validate(Kits, {"kits": [{"id": "k", "nmae": "n"}]}, "kits.json", "mine", GameError)
    e = info.value
    assert (e.field, e.more) == ("name", ())
    assert "required" in e.problem and "'nmae'" in e.problem


def test_a_union_names_every_allowed_form_and_no_pydantic_tag() -> None:
    e = _kit_error(amount=12)
    assert (e.field, e.problem) == (
        "amount", "12 is not allowed: give a whole number from 1 to 9, or 'any'"
    )
    assert "constrained" not in str(e) and "literal" not in str(e)


def test_an_object_in_a_union_is_judged_by_its_object_form() -> None:
    e = _kit_error(part={"size": 7})
    assert (e.field, e.more) == ("part.size", ())
    assert e.problem == "Input should be less than or equal to 4 (got 7)"
    assert "function-after" not in str(e) and "Part" not in str(e)


def test_every_problem_of_a_file_is_reported_in_one_error() -> None:
    e = _kit_error(amount=0, part={"size": 0}, extra=1)
    assert [p.field for p in e.problems] == ["amount", "part.size", "extra"]
    assert str(e).splitlines() == [str(p) for p in e.problems]
    assert all(isinstance(p, GameError) for p in e.problems)


def test_problems_of_several_files_are_raised_together(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text('{"kits": []}', encoding="utf-8")
    (tmp_path / "b.json").write_text("{", encoding="utf-8")
    (tmp_path / "c.json").write_text('{"kits": [{"id": "x"}]}', encoding="utf-8")
    found = Problems(GameError)
    assert found.read(Kits, tmp_path, "a.json", "mine") == Kits(kits=[])
    assert found.read(Kits, tmp_path, "b.json", "mine") is None
    assert found.read(Kits, tmp_path, "c.json", "mine") is None
    found.run(lambda: None)
    found.run(lambda: (_ for _ in ()).throw(GameError("mine", "a.json", "", "kits", "empty")))
    with pytest.raises(GameError) as info:
        found.done()
    assert [(p.file, p.field) for p in info.value.problems] == [
        ("b.json", ""), ("c.json", "name"), ("a.json", "kits")
    ]


def test_a_missing_pack_folder_names_the_bundled_packs(
    bundled: BundledPacks, tmp_path: Path
) -> None:
    with pytest.raises(GameError) as info:
        check_folder(tmp_path / "Zeta", GameError, tmp_path)
    assert info.value.problem == (
        "the pack folder does not exist (the bundled packs: original, zeta; did you mean the"
        " bundled pack 'zeta'?)"
    )


def test_describe_says_each_form() -> None:
    assert describe(Annotated[int, Field(ge=0)]) == "a whole number of at least 0"
    assert describe(list[Literal["a", "b"]]) == "a list of one of 'a', 'b'"
    assert describe(str | None) == "a text, or null"
    assert describe(Part) == "an object with the fields size"
