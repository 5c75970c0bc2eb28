"""The Madness catalogues: English is complete and es, de and zh-TW define exactly the same
message ids, with the same variables (a translation may not rename or drop a shown variable);
random games render every message in every language without errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from helpers import catalogue
from helpers.catalogue import board_texts

import tomecraft.games.madness.game as mad_game
from tomecraft.core import CHANCE, Match, Rng
from tomecraft.games.madness.effects import effect_msg
from tomecraft.i18n import LANGUAGES, Msg, Translator

from .helpers import GAME

LOCALES = Path(mad_game.__file__).parent / "locales"
SOURCES = sorted(Path(mad_game.__file__).parent.glob("*.py"))
#: Messages whose code passes both $who (subject) and $whom (object): a language picks the
#: case its grammar needs, so the two names count as one there.
WHO_OR_WHOM = re.compile(r"^mad-fx-(forbid|mod-.*)$")
#: Each catalogue picks its own language's card name.
NAME_VARIABLES = {"en": "en", "es": "es", "de": "de", "zh-TW": "zh"}
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
    assert not en - ids, f"missing in {lang}: {sorted(en - ids)}"
    assert not ids - en, f"unknown in {lang}: {sorted(ids - en)}"


def _walk(node: object, shown: set[str], selectors: set[str]) -> None:
    """Collects the variables a syntax node shows and those it only selects on."""
    if isinstance(node, fast.SelectExpression) and isinstance(
        node.selector, fast.VariableReference
    ):
        selectors.add(node.selector.id.name)
        for variant in node.variants:
            _walk(variant, shown, selectors)
    elif isinstance(node, fast.VariableReference):
        shown.add(node.id.name)
    elif isinstance(node, fast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                _walk(child, shown, selectors)


def _variables(res: fast.Resource) -> dict[str, tuple[set[str], set[str]]]:
    """(shown, selector-only) variable names of each message of a catalogue."""
    out: dict[str, tuple[set[str], set[str]]] = {}
    for entry in res.body:
        if isinstance(entry, fast.Message):
            shown: set[str] = set()
            selectors: set[str] = set()
            _walk(entry, shown, selectors)
            out[entry.id.name] = (shown, selectors - shown)
    return out


def _normalised(key: str, names: set[str], lang: str) -> set[str]:
    names = {"en" if n == NAME_VARIABLES[lang] else n for n in names}
    return {"who" if n == "whom" else n for n in names} if WHO_OR_WHOM.match(key) else names


def _variable_problems(en: fast.Resource, tr: fast.Resource, lang: str) -> list[str]:
    """Messages of a translation that drop a variable English shows, or use one English does
    not pass; a variable English only selects on (a plural count) may be dropped by a
    language without that distinction (Chinese) or shown instead."""
    en_vars = _variables(en)
    bad: list[str] = []
    for key, (shown, selectors) in _variables(tr).items():
        en_shown, en_selectors = en_vars[key]
        want = _normalised(key, en_shown, "en")
        allowed = want | _normalised(key, en_selectors, "en")
        got = _normalised(key, shown, lang)
        used = got | _normalised(key, selectors, lang)
        if not want <= got or not used <= allowed:
            bad.append(f"{key}: uses {sorted(used)}, English {sorted(allowed)}")
    return bad


@pytest.mark.parametrize("lang", ["es", "de", "zh-TW"])
def test_translations_use_the_english_variables(lang: str) -> None:
    problems = _variable_problems(_resource("en"), _resource(lang), lang)
    assert not problems, problems


def test_variable_check_catches_missing_and_renamed_variables() -> None:
    def check(en: str, tr: str, lang: str = "de") -> list[str]:
        return _variable_problems(FluentParser().parse(en), FluentParser().parse(tr), lang)

    en = "m = { $count } { $card } { $n ->\n    [one] card\n   *[other] cards\n}\n"
    assert check(en, "m = { $count } { $card } { $n ->\n   *[other] x\n}\n") == []
    assert check(en, "m = { $count } { $card }\n", "zh-TW") == []  # no plural form
    assert check(en, "m = { $count }\n")  # the card is gone
    assert check(en, "m = { $count } { $karte }\n")  # renamed
    assert check(en, "m = { $count } { $card } { $x ->\n   *[other] x\n}\n")
    assert check("mad-name = { $en }\n", "mad-name = { $de }\n") == []
    assert check("mad-name = { $en }\n", "mad-name = { $es }\n")
    assert check("mad-fx-forbid = { $whom }\n", "mad-fx-forbid = { $who }\n") == []
    assert check("mad-ev-x = { $whom }\n", "mad-ev-x = { $who }\n")


def test_literal_keys_in_the_sources_exist() -> None:
    en = _ids("en")
    for path in SOURCES:
        for key in re.findall(r'"(mad-[a-z0-9_-]+)"', path.read_text(encoding="utf-8")):
            assert key in en, f"{path.name}: {key}"


BUNDLES = {lang: catalogue.bundle(lang, (CORE, LOCALES)) for lang in LANGUAGES}


def render(m: Msg | str, lang: str, errors: list[str]) -> str:
    """Render with the language's bundle (English where it lacks a message), noting
    every problem."""
    return catalogue.render(m, lang, BUNDLES, errors, fallback="en")


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
                    for text in board_texts(st.board(viewer)):
                        render(text, lang, errors)
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
