"""The translated catalogues (es, de, zh-TW) match the English source catalogues.

For every English catalogue (core, SpellBook and, once it exists, the CLI) each shipped
language has a file that parses without junk, defines exactly the same message ids, and
uses exactly the same variables in each message (selectors included). Spell names are the
official names of the published editions, and rendering through ``Translator`` gives
translated text.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fast
from helpers.catalogue import parse, variables

import tomecraft.games.spellbook.game as sb_game  # registers the SpellBook catalogue
import tomecraft.i18n as i18n
from tomecraft.i18n import Translator, msg

LANGS = ("es", "de", "zh-TW")
CORE_DIR = Path(i18n.__file__).parent / "locales"
SB_DIR = Path(sb_game.__file__).parent / "locales"
#: (locales folder, file name) of every catalogue whose English version is the source.
CATALOGUES = [
    (CORE_DIR, "core.ftl"),
    (SB_DIR, "spellbook.ftl"),
    (CORE_DIR, "cli.ftl"),
]

SPELL_IDS = (
    "sacrifice",
    "eruption",
    "blaze",
    "levitation",
    "sharing",
    "divination",
    "purification",
    "cure",
    "growth",
    "offering",
    "focus",
    "feast",
    "time_travel",
    "storm",
    "clone",
    "transmutation",
    "swiftness",
    "mirage",
    "abundance",
    "knowledge",
    "communion",
)
#: Official spell names of the published editions, in SPELL_IDS order.
OFFICIAL_NAMES = {
    "es": (
        "Sacrificio",
        "Erupción",
        "Llamarada",
        "Levitación",
        "Compartición",
        "Adivinación",
        "Purificación",
        "Curación",
        "Crecimiento",
        "Ofrenda",
        "Concentración",
        "Festín",
        "Viaje en el tiempo",
        "Tormenta",
        "Clonación",
        "Transmutación",
        "Rapidez",
        "Espejismo",
        "Abundancia",
        "Conocimiento",
        "Comunión",
    ),
    "de": (
        "Opferung",
        "Eruption",
        "Feuersturm",
        "Levitation",
        "Verteilung",
        "Hellsicht",
        "Läuterung",
        "Heilung",
        "Wachstum",
        "Darbringung",
        "Fokus",
        "Festmahl",
        "Zeitreise",
        "Sturm",
        "Spiegelbild",
        "Transmutation",
        "Spurt",
        "Trugbild",
        "Füllhorn",
        "Wissen",
        "Synergie",
    ),
    "zh-TW": (
        "犧牲",
        "爆發",
        "烈焰",
        "滯空",
        "共享",
        "占卜",
        "淨化",
        "治癒",
        "成長",
        "獻祭",
        "專注",
        "饗宴",
        "時間旅行",
        "風暴",
        "複製",
        "蛻變",
        "疾速",
        "幻境",
        "豐收",
        "知識",
        "交流",
    ),
}


def _entries(resource: fast.Resource) -> dict[str, fast.Message | fast.Term]:
    out: dict[str, fast.Message | fast.Term] = {}
    for entry in resource.body:
        if isinstance(entry, fast.Message):
            out[entry.id.name] = entry
        elif isinstance(entry, fast.Term):
            out["-" + entry.id.name] = entry
    return out


def _english(folder: Path, name: str) -> Path:
    path = folder / "en" / name
    if not path.is_file():
        pytest.skip(f"no English {name} yet")
    return path


CASES = [
    pytest.param(folder, name, lang, id=f"{lang}-{name}")
    for folder, name in CATALOGUES
    for lang in LANGS
]


@pytest.mark.parametrize(("folder", "name", "lang"), CASES)
def test_catalogue_exists_and_parses(folder: Path, name: str, lang: str) -> None:
    _english(folder, name)
    path = folder / lang / name
    assert path.is_file(), f"missing {path}"
    junk = [e for e in parse(path).body if isinstance(e, fast.Junk)]
    assert not junk, f"{path}: junk entries: {[j.content[:80] for j in junk]}"


def test_no_message_id_defined_twice() -> None:
    """In every shipped catalogue (the core's, the games', the web's): Fluent keeps a
    message's first definition, so a second one is a text nobody sees."""
    files = sorted(Path(i18n.__file__).parent.glob("**/locales/*/*.ftl"))
    assert len(files) > 20
    twice: dict[str, list[str]] = {}
    for path in files:
        ids = [e.id.name for e in parse(path).body if isinstance(e, fast.Message | fast.Term)]
        repeated = sorted({i for i in ids if ids.count(i) > 1})
        if repeated:
            twice[str(path.relative_to(path.parents[3]))] = repeated
    assert twice == {}


@pytest.mark.parametrize(("folder", "name", "lang"), CASES)
def test_same_message_ids(folder: Path, name: str, lang: str) -> None:
    en = _entries(parse(_english(folder, name)))
    tr = _entries(parse(folder / lang / name))
    assert sorted(set(en) - set(tr)) == [], "messages missing from the translation"
    assert sorted(set(tr) - set(en)) == [], "messages not in the English catalogue"


@pytest.mark.parametrize(("folder", "name", "lang"), CASES)
def test_same_variables(folder: Path, name: str, lang: str) -> None:
    en = _entries(parse(_english(folder, name)))
    tr = _entries(parse(folder / lang / name))
    wrong = {
        key: (sorted(variables(en[key])), sorted(variables(tr[key])))
        for key in en.keys() & tr.keys()
        if variables(en[key]) != variables(tr[key])
    }
    assert wrong == {}, "variables differ (English, translation)"


@pytest.mark.parametrize(("folder", "name", "lang"), CASES)
def test_formats_without_errors(folder: Path, name: str, lang: str) -> None:
    """Every message formats cleanly in its own bundle, for singular and plural numbers."""
    _english(folder, name)
    text = (folder / lang / name).read_text(encoding="utf-8")
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(text))
    for key, entry in _entries(parse(folder / lang / name)).items():
        if key.startswith("-") or entry.value is None:
            continue
        for number in (0, 1, 3):
            args = {var: number for var in variables(entry)}
            out, errors = bundle.format_pattern(bundle.get_message(key).value, args)
            assert not errors, f"{lang} {key} {args}: {errors}"
            assert out.strip(), f"{lang} {key} is empty"


@pytest.mark.parametrize("lang", LANGS)
def test_official_spell_names(lang: str) -> None:
    t = Translator(lang)
    names = tuple(t(f"sb-spell-{s}") for s in SPELL_IDS)
    assert names == OFFICIAL_NAMES[lang]


def _has_words(entry: fast.Message | fast.Term) -> bool:
    """Whether the English text has words to translate (not just placeables and symbols)."""
    text = "".join(
        el.value
        for el in (entry.value.elements if entry.value else [])
        if isinstance(el, fast.TextElement)
    )
    return sum(ch.isalpha() for ch in text) >= 2 or entry.value is None


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("folder", "name"), CATALOGUES)
def test_mostly_translated(folder: Path, name: str, lang: str) -> None:
    """Only a few texts with words (names such as "Altar", "Bot") may equal the English."""
    en_entries = _entries(parse(_english(folder, name)))
    en, tr = Translator("en"), Translator(lang)
    keys = [k for k, e in en_entries.items() if not k.startswith("-") and _has_words(e)]
    same = [k for k in keys if tr(k) == en(k)]
    assert len(same) <= max(2, len(keys) // 10), same


SAMPLES = {
    "es": {
        "sb-spell-sacrifice": "Sacrificio",
        "core-seat": "Jugador 2",
        "sb-colour-0": "rojo",
        "sb-phase-morning": "amanecer",
        "sb-board-pool": "Reserva (4)",
    },
    "de": {
        "sb-spell-sacrifice": "Opferung",
        "core-seat": "Spieler 2",
        "sb-colour-0": "rot",
        "sb-phase-morning": "Morgen",
        "sb-board-pool": "Vorrat (4)",
    },
    "zh-TW": {
        "sb-spell-sacrifice": "犧牲",
        "core-seat": "玩家2",
        "sb-colour-0": "紅色",
        "sb-phase-morning": "早晨",
        "sb-board-pool": "元素池（4）",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_translator_renders_samples(lang: str) -> None:
    t, en = Translator(lang), Translator("en")
    args = {"core-seat": {"seat": 2}, "sb-board-pool": {"n": 4}}
    for key, expected in SAMPLES[lang].items():
        got = t(key, **args.get(key, {}))
        assert got == expected
        assert got != en(key, **args.get(key, {}))


TOKEN = msg("sb-token", colour=msg("sb-colour-0"), rune=msg("sb-rune-0"), code="R●")
NESTED = {
    "es": (
        msg("sb-ev-take", token=TOKEN),
        "Tomó el círculo rojo (R●) del altar.",
    ),
    "de": (
        msg("sb-ev-take", token=TOKEN),
        "Vom Altar genommen: rote Kreis-Materia (R●).",
    ),
    "zh-TW": (
        msg("sb-ev-take", token=TOKEN),
        "從祭壇拿取紅色圓形元素（R●）。",
    ),
}


@pytest.mark.parametrize("lang", LANGS)
def test_nested_messages_and_plurals(lang: str) -> None:
    t = Translator(lang)
    message, expected = NESTED[lang]
    assert t(message) == expected
    one, many = t("sb-prompt-take", n=1), t("sb-prompt-take", n=3)
    assert "1" in one and "3" in many and one != many.replace("3", "1")
    assert t("sb-board-seat", seat=1, score=5) != Translator("en")("sb-board-seat", seat=1, score=5)
