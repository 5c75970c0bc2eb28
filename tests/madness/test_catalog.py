"""The Madness catalogues: English is complete; es, de and zh-TW translate card names and
every effect text; random games render every message in every language without errors."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast

import tomecraft.games.madness.game as mad_game
from tomecraft.core import CHANCE, Match, Rng
from tomecraft.games.madness.effects import effect_msg
from tomecraft.i18n import LANGUAGES, Msg, Translator

from .helpers import GAME

LOCALES = Path(mad_game.__file__).parent / "locales"
SOURCES = sorted(Path(mad_game.__file__).parent.glob("*.py"))
#: Message ids every translated catalogue must define (names and card texts).
TRANSLATED = re.compile(r"^mad-(name|element-\d|card|card-madness|mode-.*|fx-.*|cost-.*)$")
CORE = Path(mad_game.__file__).parents[2] / "locales"


def _resource(lang: str) -> fast.Resource:
    text = (LOCALES / lang / "madness.ftl").read_text(encoding="utf-8")
    return FluentParser().parse(text)


def _ids(lang: str) -> set[str]:
    return {e.id.name for e in _resource(lang).body if isinstance(e, fast.Message)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalogue_parses_cleanly(lang: str) -> None:
    junk = [e for e in _resource(lang).body if isinstance(e, fast.Junk)]
    assert not junk, [j.content[:80] for j in junk]


@pytest.mark.parametrize("lang", ["es", "de", "zh-TW"])
def test_translations_cover_names_and_effect_texts(lang: str) -> None:
    en = _ids("en")
    ids = _ids(lang)
    required = {k for k in en if TRANSLATED.match(k)}
    assert required <= ids, sorted(required - ids)
    assert ids <= en, sorted(ids - en)


def test_literal_keys_in_the_sources_exist() -> None:
    en = _ids("en")
    for path in SOURCES:
        for key in re.findall(r'"(mad-[a-z0-9_-]+)"', path.read_text(encoding="utf-8")):
            assert key in en, f"{path.name}: {key}"


def _bundle(lang: str) -> FluentBundle:
    b = FluentBundle([lang], use_isolating=False)
    for folder in (CORE, LOCALES):
        for f in sorted((folder / lang).glob("*.ftl")):
            b.add_resource(FluentResource(f.read_text(encoding="utf-8")))
    return b


BUNDLES = {lang: _bundle(lang) for lang in LANGUAGES}


def render(m: Msg | str, lang: str, errors: list[str]) -> str:
    if isinstance(m, str):
        return m
    args: dict[str, Any] = {
        k: render(v, lang, errors) if isinstance(v, Msg) else v for k, v in m.args
    }
    bundle = BUNDLES[lang] if BUNDLES[lang].has_message(m.key) else BUNDLES["en"]
    if not bundle.has_message(m.key):
        errors.append(f"missing {m.key}")
        return m.key
    text, errs = bundle.format_pattern(bundle.get_message(m.key).value, args)
    errors.extend(f"{m.key}: {e}" for e in errs)
    return str(text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_random_games_render_every_message(lang: str) -> None:
    errors: list[str] = []
    for seed in range(3):
        m = Match(GAME, {"players": 2 + seed, "difficulty": ("I", "II", "III")[seed]}, seed)
        st = m.state
        rng = Rng(seed)
        step = 0
        while st.decision() is not None:
            d = st.decision()
            assert d is not None
            render(d.prompt, lang, errors)
            for opt in st.options():
                render(opt.label, lang, errors)
            option = st.sample_chance(m.rng) if d.actor == CHANCE else rng.choice(d.ids)
            for ev in m.step(option):
                render(ev.msg, lang, errors)
            if step % 40 == 0:
                for viewer in (0, None):
                    for sec in st.board(viewer):
                        render(sec.title, lang, errors)
                        for row in sec.rows:
                            render(row.label, lang, errors)
                            for cell in row.cells:
                                render(cell.text, lang, errors)
            step += 1
        bd = st.breakdown()
        for label, _ in bd.rows:
            render(label, lang, errors)
        for seat in bd.seats:
            render(seat, lang, errors)
    assert not errors, sorted(set(errors))[:20]


def test_card_texts_are_translated() -> None:
    st = Match(GAME, {"players": 2}, 1).state
    c = st.c  # type: ignore[attr-defined]
    card = c.spells[c.spell_index["frost-circle"]]
    texts = {lang: Translator(lang)(effect_msg(st, card.effect)) for lang in LANGUAGES}
    assert (
        texts["en"]
        == "Each player: put 1 card from your hand into your support, then draw ⟨1⟩ card."
    )
    assert texts["es"].startswith("Cada jugador:")
    assert texts["de"].startswith("Jeder Spieler:")
    assert texts["zh-TW"].startswith("每位玩家：")
    assert len(set(texts.values())) == 4
    names = {lang: Translator(lang)(card.name) for lang in LANGUAGES}
    assert names == {
        "en": "Frost Circle",
        "es": "Círculo de escarcha",
        "de": "Frostkreis",
        "zh-TW": "霜環",
    }
    # Doubling the payment shows the multiplied count.
    assert Translator("en")(effect_msg(st, card.effect, 2)).endswith("then draw 2 cards.")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_original_card_text_renders(lang: str) -> None:
    from tomecraft.games.madness.data import content
    from tomecraft.games.madness.effects import ongoing_msg

    c = content()
    errors: list[str] = []
    texts: list[str] = []
    for curse in c.curses:
        texts.append(render(effect_msg(c, curse.effect), lang, errors))
        extra = ongoing_msg(c, curse.ongoing)
        if extra is not None:
            texts.append(render(extra, lang, errors))
    for page in (*c.covers, *c.pages):
        assert page.monster is not None
        texts.append(render(effect_msg(c, page.monster.appear), lang, errors))
        extra = ongoing_msg(c, page.monster.ongoing)
        if extra is not None:
            texts.append(render(extra, lang, errors))
        if page.bonus >= 0:
            texts += [render(effect_msg(c, e), lang, errors) for e in (page.bonus, page.penalty)]
    for sp in c.spells:
        texts.append(render(effect_msg(c, sp.effect), lang, errors))
    assert not errors, sorted(set(errors))[:20]
    assert all(t.strip() and "mad-" not in t for t in texts)
    assert len(texts) >= 48 + 16 + 24 + 40


def test_german_and_spanish_cost_texts_use_the_object_form() -> None:
    """Cost modifiers name their players as the object ("kostet jeden Spieler", "cuesta a
    cada jugador"), and German bans read "... ist für dich verboten" (no "du kann")."""
    from tomecraft.games.madness.data import OngoingSpec, content
    from tomecraft.games.madness.effects import ongoing_msg

    c = content()

    def text(lang: str, modifier: str, who: str, n: int = 1, action: str = "") -> str:
        m = ongoing_msg(c, (OngoingSpec(modifier, "", who, n, -1, action, -1),))
        assert m is not None
        return Translator(lang)(m)

    heal = text("de", "heal_cost", "each")
    assert "kostet jeden Spieler 1 mehr" in heal and "kostet jeder" not in heal
    assert "kostet dich 1 weniger" in text("de", "learn_cost", "owner", -1)
    assert "ist für dich verboten" in text("de", "forbid", "owner", action="heal")
    assert "cuesta a cada jugador 1 más" in text("es", "heal_cost", "each")
    assert "cuesta al jugador activo" in text("es", "learn_cost", "active")
