"""A box owner's pack: its own texts (``locales/<lang>/*.ftl`` in the pack folder) are
loaded with it and checked, its maps lie on the 100 x 60 grid, and its campaign record
names the pack (the lantern pack of :func:`.helpers.lantern_pack`)."""

from __future__ import annotations

import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest

from tomecraft.core import InvalidConfig, Rng
from tomecraft.core.content_texts import PackTextWarning
from tomecraft.games.wonderbook.data import content, text_keys
from tomecraft.games.wonderbook.pack import DEFAULT_PACK, PackError, load_pack
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import GAME, TESTPACK, edited_pack, lantern_pack

FTL = "locales/en/wb-chapter-lantern.ftl"


def _new(pack: Path, **cfg: Any) -> WonderState:
    st = GAME.new_state({"pack": str(pack), **cfg}, Rng(1))
    assert isinstance(st, WonderState)
    return st


def _edit_ftl(pack: Path, edit: Any) -> None:
    path = pack / FTL
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")


# -- texts -----------------------------------------------------------------------------
def test_a_pack_plays_with_its_own_texts(tmp_path: Path) -> None:
    st = _new(lantern_pack(tmp_path), chapter="1")
    t = Translator("en")
    assert t("wb-chapter-lantern") == "The Lantern Room"
    assert t(st.ch.zone_names[st.ch.zone_index["hall"]]) == "Lantern Long Hall"
    assert t("wb-card-lantern-2-text").startswith("A tin lantern")
    assert all(t.has(k) for k in text_keys(st.c))
    # a language the pack does not write falls back to its English text
    assert Translator("de")("wb-zone-lantern-hall") == "Lantern Long Hall"


def test_a_missing_text_refuses_a_pack_with_texts(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    _edit_ftl(pack, lambda s: re.sub(r"^wb-card-lantern-2-text = .*\n", "", s, flags=re.M))
    with pytest.raises(PackError) as e:
        load_pack(pack)
    msg = str(e.value)
    assert "chapters/lantern.json: card #2" in msg and "'wb-card-lantern-2-text'" in msg
    assert "locales/en/" in msg


def test_a_pack_without_texts_is_warned(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path, texts=False)
    with pytest.warns(PackTextWarning, match=r"\d+ message ids show as ids, the first one"
                      r" 'wb-chest-lantern-box' \(pack.json: card chest\)"):
        load_pack(pack)


def test_the_shipped_pack_and_the_test_pack_need_no_warning_or_refusal() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", PackTextWarning)
        load_pack(DEFAULT_PACK)


def test_a_pack_may_not_change_a_shipped_text(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    _edit_ftl(pack, lambda s: s + "wb-hero-sid = Sidney\n")
    with pytest.raises(PackError) as e:
        load_pack(pack)
    msg = str(e.value)
    assert FTL in msg and "'wb-hero-sid'" in msg and "another text" in msg
    assert Translator("en")("wb-hero-sid") == "Sid"  # nothing was registered


def test_a_pack_may_repeat_a_shipped_text_word_for_word(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    _edit_ftl(pack, lambda s: s + "wb-hero-sid = Sid\n")
    load_pack(pack)


def test_two_packs_may_not_clobber_each_other(tmp_path: Path) -> None:
    first = lantern_pack(tmp_path, "one")
    load_pack(first)
    copy = lantern_pack(tmp_path, "copy")  # the same texts: no conflict
    load_pack(copy)
    other = lantern_pack(tmp_path, "other")
    _edit_ftl(other, lambda s: s.replace("= The Lantern Room", "= A Room of Lamps"))
    with pytest.raises(PackError, match=r"'wb-chapter-lantern'.*another text"):
        load_pack(other)
    assert Translator("en")("wb-chapter-lantern") == "The Lantern Room"


def test_an_id_written_twice_with_two_texts_is_refused(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    _edit_ftl(pack, lambda s: s + "wb-chapter-lantern = A Room of Lamps\n")
    with pytest.raises(PackError, match=r"'wb-chapter-lantern' is defined twice"):
        load_pack(pack)


def test_a_catalogue_fluent_cannot_read_is_refused(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    _edit_ftl(pack, lambda s: s + "wb-key-lantern-odd = { unclosed\n")
    with pytest.raises(PackError, match=f"{FTL}: .*not valid Fluent"):
        load_pack(pack)


# -- maps --------------------------------------------------------------------------------
def _zone(box: list[int] | None = None, polygon: list[list[int]] | None = None) -> Any:
    def edit(d: dict[str, Any]) -> None:
        zone = d["scenes"][0]["zones"][0]
        zone.pop("box", None)
        zone.pop("polygon", None)
        zone.update({"box": box} if box is not None else {"polygon": polygon})

    return edit


@pytest.mark.parametrize(
    ("box", "polygon", "expect"),
    [
        ([70, 0, 50, 60], None, r"field box: \[70, 0, 50, 60\] leaves the 100 x 60 map: x \+ w"),
        ([0, 10, 30, 55], None, r"field box: .*y \+ h at most 60 \(got 65\)"),
        ([0, 0, 0, 30], None, r"field box: width and height must be at least 1, got 0 x 30"),
        (None, [[0, 0], [120, 0], [0, 10]], r"field polygon\[1\]: .*x from 0 to 100"),
        (None, [[0, 0], [10, 0], [20, 0]], r"field polygon: width and height"),
    ],
)
def test_a_zone_off_the_map_or_flat_is_refused(
    tmp_path: Path, box: list[int] | None, polygon: list[list[int]] | None, expect: str
) -> None:
    with pytest.raises(PackError) as e:
        load_pack(edited_pack(tmp_path, "chapters/arena.json", _zone(box, polygon)))
    zone = json.loads((Path(TESTPACK) / "chapters/arena.json").read_text())
    first = zone["scenes"][0]["zones"][0]["id"]
    assert f"chapters/arena.json: card {first!r}: " in str(e.value)
    assert re.search(expect, str(e.value)), str(e.value)


# -- the campaign record ---------------------------------------------------------------
def test_a_won_record_names_its_pack_and_another_pack_refuses_it(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    st = _new(pack, chapter="1")
    st.win()
    rec = st.campaign_record()
    assert rec["pack"] == "lantern-box" and rec["chapters"] == ["lantern"]
    with pytest.raises(InvalidConfig, match="belongs to pack 'lantern-box'"):
        GAME.parse_config({"campaign": rec})
    # an older record without the pack, naming the lantern chapter: not the original's
    old = {k: v for k, v in rec.items() if k != "pack"}
    with pytest.raises(InvalidConfig, match="lantern, which pack 'original' does not have"):
        GAME.parse_config({"campaign": old})
    # older records of the original pack still load
    assert GAME.parse_config({"campaign": {"chapters": ["tutorial"]}})["chapter"] == "one"
    original = content().chapters[0]
    st0 = GAME.new_state({"chapter": original.id}, Rng(2))
    assert isinstance(st0, WonderState)
    st0.win()
    assert st0.campaign_record()["pack"] == "original"


def test_a_complete_campaign_says_so(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    st = _new(pack, chapter="1")
    st.win()
    rec = st.campaign_record()
    with pytest.raises(InvalidConfig, match="the campaign is complete"):
        GAME.parse_config({"pack": str(pack), "campaign": rec})
    # naming the chapter plays it again
    assert GAME.parse_config({"pack": str(pack), "campaign": rec, "chapter": "1"})["chapter"] == (
        "lantern"
    )
    done = {"chapters": ["tutorial", "one", "two", "three", "four"]}
    with pytest.raises(InvalidConfig, match="complete"):
        GAME.parse_config({"campaign": done})


def test_the_web_text_layer_serves_a_pack_text_only_to_a_seat_that_may_read_it(
    tmp_path: Path,
) -> None:
    """The web server's catalogue leaves a pack's chapter texts out (secret, as the
    shipped chapters' are) and a state message carries each one once read; the chapter's
    name is public."""
    from tomecraft.interfaces.web import texts

    st = _new(lantern_pack(tmp_path), chapter="1")
    public = texts.catalog("en")
    assert public["wb-chapter-lantern"] == "The Lantern Room"
    assert "wb-zone-lantern-hall" not in public and "wb-card-lantern-2-text" not in public
    assert "wb-chest-lantern-box" not in public
    shown = texts.message_texts(st.known_messages(0), "en")
    assert shown["wb-zone-lantern-hall"] == "Lantern Long Hall"
