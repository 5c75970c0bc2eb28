"""The Wonder Book catalogues in every language (en, es, de, zh-TW).

Every English catalogue file has a translation in each language that parses without
junk, defines exactly the same message ids and uses exactly the same variables in each
message (selectors included); every text id the pack needs (``text_keys``) exists in
every language; and bot games of the tutorial and chapters one and two render every
prompt, option label, event and board text in every language without a missing message,
a Fluent error or a variable the code does not give."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import ast as fast
from helpers import catalogue
from helpers.catalogue import board_texts, parse, variables

import tomecraft.games.wonderbook.game as wb_game
from tomecraft.bots.play import seat_bots
from tomecraft.core import CHANCE, Match
from tomecraft.games.wonderbook.data import content, text_keys
from tomecraft.i18n import LANGUAGES, Msg, Translator

from .helpers import GAME

LOCALES = Path(wb_game.__file__).parent / "locales"
CORE = Path(wb_game.__file__).parents[2] / "locales"
TRANSLATED = ("es", "de", "zh-TW")
EN_FILES = sorted(p.name for p in (LOCALES / "en").glob("*.ftl"))


def _messages(path: Path) -> dict[str, fast.Message]:
    res = parse(path)
    junk = [e for e in res.body if isinstance(e, fast.Junk)]
    assert not junk, (path, [(j.content or "")[:80] for j in junk])
    out: dict[str, fast.Message] = {}
    for e in res.body:
        if isinstance(e, fast.Message):
            assert e.id.name not in out, f"{path}: duplicate {e.id.name}"
            out[e.id.name] = e
    return out


def test_english_files_found() -> None:
    assert {"wonderbook.ftl", "wonderbook-content.ftl", "wb-chapter-tutorial.ftl",
            "wb-chapter-one.ftl", "wb-chapter-two.ftl"} <= set(EN_FILES)


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", EN_FILES)
def test_translation_has_the_same_messages_and_variables(lang: str, name: str) -> None:
    en = _messages(LOCALES / "en" / name)
    path = LOCALES / lang / name
    assert path.is_file(), f"missing {path}"
    tr = _messages(path)
    assert sorted(set(en) - set(tr)) == [], "messages missing from the translation"
    assert sorted(set(tr) - set(en)) == [], "messages not in the English catalogue"
    wrong = {
        k: (sorted(variables(en[k])), sorted(variables(tr[k])))
        for k in en
        if variables(en[k]) != variables(tr[k])
    }
    assert not wrong, wrong
    untranslated = [k for k in en if k.startswith("wb-card-") and _text(en[k]) == _text(tr[k])
                    and len(_text(en[k])) > 12]
    assert not untranslated, f"English text left in {lang}: {untranslated[:5]}"


def _text(m: fast.Message) -> str:
    if m.value is None:
        return ""
    return "".join(e.value for e in m.value.elements if isinstance(e, fast.TextElement))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_defines_every_text_key(lang: str) -> None:
    have: set[str] = set()
    for f in sorted((LOCALES / lang).glob("*.ftl")):
        have |= set(_messages(f))
    need = text_keys(content())
    assert sorted(need - have) == []
    bundle = BUNDLES[lang]
    for key in sorted(need):
        text, errs = bundle.format_pattern(bundle.get_message(key).value, {})
        assert not errs and text.strip(), (lang, key, errs)


BUNDLES = {lang: catalogue.bundle(lang, (CORE, LOCALES)) for lang in LANGUAGES}
EN_VARS = {
    k: variables(m) for name in EN_FILES for k, m in _messages(LOCALES / "en" / name).items()
}


def render(m: Msg | str, lang: str, errors: list[str]) -> str:
    """Render with the language's own bundle (no fallback), noting every problem."""
    return catalogue.render(m, lang, BUNDLES, errors, uses=EN_VARS)


@pytest.mark.parametrize("chapter", ["tutorial", "one", "two"])
def test_bot_games_render_every_message(chapter: str) -> None:
    errors: list[str] = []
    for seed, players, bot in ((0, 2, "random"), (1, 3, "greedy")):
        cfg = {"players": players, "chapter": chapter, "max_rounds": 12, "practice": True}
        m = Match(GAME, cfg, seed)
        st = m.state
        bots = seat_bots(GAME, [bot] * players, seed)
        step = 0
        while st.decision() is not None and step < 3000:
            d = st.decision()
            assert d is not None
            for lang in LANGUAGES:
                render(d.prompt, lang, errors)
                for opt in st.options():
                    render(opt.label, lang, errors)
            option = st.sample_chance(m.rng) if d.actor == CHANCE else bots[d.actor].choose(st)
            for ev in m.step(option):
                for lang in LANGUAGES:
                    render(ev.msg, lang, errors)
            if step % 50 == 0:
                for text in board_texts(st.board(None)):
                    for lang in LANGUAGES:
                        render(text, lang, errors)
            step += 1
    assert not errors, sorted(set(errors))[:20]


def test_translator_gives_each_language() -> None:
    key = Msg("wb-card-one-1", ())
    texts = {lang: Translator(lang)(key) for lang in LANGUAGES}
    assert texts["en"] == "Beyond the Paper Gate"
    assert len(set(texts.values())) == len(LANGUAGES)
