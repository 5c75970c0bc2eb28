"""Tutorials (core.tutorial) and SpellBook's first-game tutorial script."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tomecraft.games  # noqa: F401  (registers the games)
import tomecraft.games.spellbook.game as sb_game
from tomecraft.bots import play_match, seat_bots
from tomecraft.core import Match, game_names, get_game
from tomecraft.core.tutorial import OTHER, OVER, Tutorial, TutorialStep
from tomecraft.games.spellbook.observation import DECISION_KINDS
from tomecraft.i18n import LANGUAGES, Translator, msg

SB_LOCALES = Path(sb_game.__file__).parent / "locales"


def _tutorial(*whens: str) -> Tutorial:
    return Tutorial(
        title=msg("t"),
        intro=msg("i"),
        config={},
        seed=1,
        seats=(None, "greedy"),
        steps=tuple(TutorialStep(w, msg(f"k{i}")) for i, w in enumerate(whens)),
    )


def test_pick_shows_unseen_steps_in_order_then_repeats_the_last_one_seen() -> None:
    tut = _tutorial("morning", "take", "morning", OTHER)
    assert tut.pick("morning", []) == 0
    assert tut.pick("morning", [0]) == 2  # the next morning step, on a later day
    assert tut.pick("morning", [0, 1, 2]) == 2  # all seen: the last one shown again
    assert tut.pick("take", [0]) == 1
    assert tut.pick("store", [0, 1]) is None  # no step for it: the panel keeps its text
    assert tut.pick(OTHER, [0]) == 3


def test_a_tutorial_needs_one_learner_and_some_steps() -> None:
    with pytest.raises(ValueError, match="learner"):
        Tutorial(msg("t"), msg("i"), {}, 1, ("greedy", "greedy"), (TutorialStep("x", msg("k")),))
    with pytest.raises(ValueError, match="learner"):
        Tutorial(msg("t"), msg("i"), {}, 1, (None, None), (TutorialStep("x", msg("k")),))
    with pytest.raises(ValueError, match="step"):
        Tutorial(msg("t"), msg("i"), {}, 1, (None, "greedy"), ())
    assert _tutorial("x").learner == 0


def test_games_without_a_tutorial_say_none() -> None:
    offered = {name for name in game_names() if get_game(name).tutorial() is not None}
    assert offered == {"spellbook"}


# -- SpellBook's script ----------------------------------------------------------------
SB = get_game("spellbook")
TUT = SB.tutorial()
assert TUT is not None


def test_spellbook_tutorial_starts_with_the_learner_in_the_morning() -> None:
    config = SB.parse_config(TUT.config)
    match = Match(SB, config, TUT.seed)
    assert match.state.num_players == len(TUT.seats) == 2
    assert TUT.learner == 0 and TUT.seats[1] == "greedy"
    assert TUT.situation(match.state) == "morning"
    assert TUT.pick("morning", []) == 0
    # fixed seed: the same opening every time
    again = Match(SB, config, TUT.seed)
    assert again.state.state_hash() == match.state.state_hash()


def test_every_step_names_a_real_situation() -> None:
    for step in TUT.steps:
        assert step.when in (*DECISION_KINDS, OTHER, OVER), step.when


def test_steps_json_carries_the_situation_and_the_message() -> None:
    steps = TUT.steps_json()
    assert steps[0] == {"when": "morning", "key": "sb-tut-welcome", "args": {}}
    assert len(steps) == len(TUT.steps)


def _keys(path: Path) -> list[str]:
    return re.findall(r"^([a-z0-9-]+) =", path.read_text(encoding="utf-8"), flags=re.M)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tutorial_text_is_written_in_every_language(lang: str) -> None:
    en = _keys(SB_LOCALES / "en" / "tutorial.ftl")
    assert _keys(SB_LOCALES / lang / "tutorial.ftl") == en
    used = {TUT.title.key, TUT.intro.key, *(s.text.key for s in TUT.steps)}
    assert used == set(en)
    t, english = Translator(lang), Translator("en")
    for key in en:
        text = t(msg(key))
        assert text and not text.startswith("sb-tut-"), (lang, key)
        if lang != "en":
            assert text != english(msg(key)), f"{lang}: {key} is not translated"


def test_a_played_tutorial_game_meets_the_main_situations() -> None:
    """Played by two bots from the tutorial's seed, the game reaches the steps for the
    three phases, a store, learning, the other seat's day and the end."""
    match = Match(SB, SB.parse_config(TUT.config), TUT.seed)
    seen: list[int] = []
    situations: list[str] = []

    def look(*_: object) -> None:
        where = TUT.situation(match.state)
        situations.append(where)
        i = TUT.pick(where, seen)
        if i is not None and i not in seen:
            seen.append(i)

    look()
    play_match(match, seat_bots(SB, ["greedy", "greedy"], 7), on_step=look)
    assert situations[-1] == OVER
    assert {"morning", "midday", "evening", "store", "learn-marker", "learn-pay", OTHER} <= set(
        situations
    )
    assert len(seen) >= 10
