"""Wonder Book's player-facing wording in every language: counts agree with their number
(Fluent plural selectors, never a "(s)" suffix), the met objective reads without doubled
punctuation, and Spanish and German put zone names after a preposition grammatically
(through "la zona" / "der Zone", since zone names carry no gender)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import tomecraft.games.wonderbook.game as wb_game
from tomecraft.i18n import LANGUAGES, Translator, msg

ROOT = Path(wb_game.__file__).parent
CATALOGUES = sorted([*ROOT.glob("locales/*/*.ftl"), *ROOT.glob("web/locales/*/*.ftl")])
#: A word with a parenthesised plural ending: heart(s), corazón(es), Würfel(n), Herz(en).
SUFFIX = re.compile(r"\w\((?:s|es|n|en|e|er)\)")


def test_catalogues_found() -> None:
    assert len(CATALOGUES) >= 5 * len(LANGUAGES) + len(LANGUAGES)


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_plural_written_as_a_suffix(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [f"{i}: {line}" for i, line in enumerate(lines, 1) if SUFFIX.search(line)]
    assert not found, found


#: (language, message, arguments, text) for one and for two of a thing.
CASES: list[tuple[str, str, dict[str, Any], str]] = [
    ("en", "wb-ev-hurt", {"hero": "Sid", "n": 1, "left": 4}, "Sid loses 1 heart (4 left)."),
    ("en", "wb-ev-hurt", {"hero": "Sid", "n": 2, "left": 3}, "Sid loses 2 hearts (3 left)."),
    ("en", "wb-ev-roll", {"faces": "[x]", "hits": 1, "dice": 1}, "Roll [x]: 1 hit on 1 die."),
    ("en", "wb-ev-roll", {"faces": "[x]", "hits": 0, "dice": 3}, "Roll [x]: 0 hits on 3 dice."),
    ("en", "wb-ev-spawn", {"n": 1, "zone": "Library"}, "1 Wyrm appears in Library."),
    ("en", "wb-ev-spawn", {"n": 2, "zone": "Library"}, "2 Wyrms appear in Library."),
    ("en", "wb-prompt-walk", {"n": 1}, "Move to an adjacent zone (1 move left), or stop."),
    ("en", "wb-opt-ability", {"ability": "Brace", "sparks": 1}, "Use Brace (1 spark)"),
    ("en", "wb-opt-ability", {"ability": "Brace", "sparks": 2}, "Use Brace (2 sparks)"),
    ("en", "wb-verb-hearts", {"sign": "gain", "n": 1}, "recovers 1 heart"),
    ("en", "wb-verb-sparks", {"sign": "lose", "n": 3}, "returns 3 sparks"),
    ("en", "wb-ev-wyrm-card", {"card": "Bite", "spawn": 2, "activate": 1},
     "Wyrm card: Bite (spawn 2, 1 action each)."),
    ("en", "wb-ev-ending", {"destiny": 1, "text": "The end."}, "1 destiny token face up. The end."),
    ("es", "wb-ev-spawn", {"n": 1, "zone": "Pasillo largo"},
     "Aparece 1 Sierpo en la zona Pasillo largo."),
    ("es", "wb-ev-spawn", {"n": 3, "zone": "Biblioteca"},
     "Aparecen 3 Sierpos en la zona Biblioteca."),
    ("es", "wb-prompt-walk", {"n": 1},
     "Muévete a una zona adyacente (queda 1 movimiento) o detente."),
    ("es", "wb-prompt-walk", {"n": 2},
     "Muévete a una zona adyacente (quedan 2 movimientos) o detente."),
    ("es", "wb-ev-heal", {"hero": "Sid", "n": 1}, "Sid recupera 1 corazón."),
    ("es", "wb-ev-extra", {"hero": "Sid", "n": 2}, "Sid gana 2 acciones adicionales."),
    ("es", "wb-ev-destiny-up", {"n": 1, "up": 4},
     "Se pone bocarriba 1 ficha de Destino (4 bocarriba)."),
    ("es", "wb-opt-move", {"zone": "Pasillo largo"}, "Moverse a la zona Pasillo largo"),
    ("es", "wb-ev-move", {"hero": "Sid", "zone": "Biblioteca"},
     "Sid se mueve a la zona Biblioteca."),
    ("de", "wb-ev-roll", {"faces": "[x]", "hits": 1, "dice": 1},
     "Wurf [x]: 1 Treffer mit 1 Würfel."),
    ("de", "wb-ev-roll", {"faces": "[x]", "hits": 2, "dice": 3},
     "Wurf [x]: 2 Treffer mit 3 Würfeln."),
    ("de", "wb-ev-hurt", {"hero": "Sid", "n": 1, "left": 4}, "Sid verliert 1 Herz (noch 4)."),
    ("de", "wb-ev-spawn", {"n": 1, "zone": "Langer Flur"},
     "1 Wyrm erscheint in der Zone Langer Flur."),
    ("de", "wb-ev-spawn", {"n": 2, "zone": "Bibliothek"},
     "2 Wyrms erscheinen in der Zone Bibliothek."),
    ("de", "wb-board-sparks", {"n": 1}, "1 Funke"),
    ("de", "wb-opt-move", {"zone": "Langer Flur"}, "In die Zone Langer Flur bewegen"),
    ("zh-TW", "wb-ev-hurt", {"hero": "Sid", "n": 1, "left": 4}, "Sid 失去 1 顆心（剩 4 顆）。"),
]


@pytest.mark.parametrize(("lang", "key", "args", "text"), CASES)
def test_counts_agree_with_their_number(lang: str, key: str, args: dict[str, Any],
                                        text: str) -> None:
    assert Translator(lang)(msg(key, **args)) == text


def _goal_cards() -> list[str]:
    """Every objective card's id stem (``wb-card-<chapter>-<n>``), from the English texts."""
    keys: list[str] = []
    for f in sorted((ROOT / "locales" / "en").glob("wb-chapter-*.ftl")):
        keys += re.findall(r"^(wb-card-[a-z0-9-]+?)-goal =", f.read_text(encoding="utf-8"), re.M)
    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_met_objective_reads_without_doubled_punctuation(lang: str) -> None:
    cards = _goal_cards()
    assert len(cards) >= 8
    t = Translator(lang)
    for card in cards:
        text = t(msg("wb-ev-goal", goal=msg(f"{card}-goal"), text=msg(f"{card}-back")))
        goal = t(msg(f"{card}-goal"))
        assert goal in text, (card, text)
        assert not re.search(r"[.。][.。)）]|[)）][.。]", text), (card, text)
    assert t(msg("wb-ev-goal", goal=msg("wb-card-tutorial-4-goal"), text="x")).count(".") <= 1


def test_a_dilemma_asks_with_its_story() -> None:
    """The dilemma's prompt carries the card's story, so a player who sees only the
    question (a terminal whose narration scrolled away) still knows what is at stake."""
    from tomecraft.bots import make_bot
    from tomecraft.core import Match, get_game
    from tomecraft.games.wonderbook.data import card_text
    from tomecraft.games.wonderbook.state import WonderState

    game = get_game("wonderbook")
    for seed in range(20):
        match = Match(game, {"players": 2}, seed)
        bots = [make_bot("random", game, s, seed) for s in range(2)]
        while True:
            list(match.advance())
            d = match.state.decision()
            if d is None or d.kind == "dilemma":
                break
            match.step(bots[d.actor].choose(match.state))
        if d is not None:
            break
    else:
        pytest.skip("no dilemma met in 20 random games")
    st = match.state
    assert isinstance(st, WonderState)
    card = next(t.card for t in reversed(st.stack) if hasattr(t, "card"))
    story = Translator("en")(card_text(st.ch, card))
    assert story and story in Translator("en")(d.prompt)
