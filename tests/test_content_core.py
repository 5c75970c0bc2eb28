"""The core's content-pack machinery: errors naming pack, file, card and field; bundled packs;
the ``pack`` option refused unless a bundled name (or local files are allowed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, Field, model_validator

import tomecraft.core.content as content_module
from tomecraft.core import InvalidConfig
from tomecraft.core.content import (
    MODEL_CONFIG,
    BundledPacks,
    ContentError,
    PackContents,
    card_by_id,
    check_folder,
    field_path,
    load_pack_option,
    locate,
    read_json,
    resolve_pack_option,
    validate,
)
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
