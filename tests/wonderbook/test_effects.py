"""The coach's why in Wonder Book (``topics.effects``): each team change is one effect,
signed good-for-the-team, worded by its direction, with nothing for what did not change."""

from __future__ import annotations

from tomecraft.core import Rng
from tomecraft.games.wonderbook.game import WonderBookGame
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.games.wonderbook.topics import effects


def _start() -> WonderState:
    game = WonderBookGame()
    st = game.new_state(game.parse_config({"players": 2, "chapter": "one"}), Rng(7))
    assert isinstance(st, WonderState)
    return st


def test_no_change_no_effect() -> None:
    st = _start()
    assert effects(st, st.clone(), 0) == ()


def test_each_change_is_signed_and_worded_by_its_direction() -> None:
    before = _start()
    after = before.clone()
    after.hearts[0] -= 2
    after.shield[1] += 1  # a shield, said as one (the stranger's lantern "gained 1 heart")
    after.sparks[1] += 3
    after.sparks[0] -= 1
    after.destiny_up -= 1
    got = {e.key: (e.amount, e.text.key, dict(e.text.args)) for e in effects(before, after, 0)}
    assert got == {
        "hearts": (-2.0, "wb-effect-hearts-lost", {"count": 2}),
        "shields": (1.0, "wb-effect-shields", {"count": 1}),
        "sparks": (2.0, "wb-effect-sparks", {"count": 2}),
        "destiny": (-1.0, "wb-effect-destiny-down", {"count": 1}),
    }


def test_a_defeated_wyrm_counts_its_whole_health_as_damage() -> None:
    before = _start()
    after = before.clone()
    after.defeated += 1
    order = [e.key for e in effects(before, after, 0)]
    assert order == ["wyrms", "damage"]
    damage = next(e for e in effects(before, after, 0) if e.key == "damage")
    assert damage.amount == after.wyrm_health()


def test_a_heros_name_takes_no_apostrophe_s() -> None:
    """A name of one's own pack may end in s or hold "of" ("Mirela of the Tides's"):
    English says "the shield of <hero>" and "the turn of <hero>"."""
    from tomecraft.i18n import Translator, msg

    WonderBookGame()  # its catalogue
    en = Translator("en")
    hero = "Silas of the Marsh"
    for m in (msg("wb-why-not-hero", hero=hero), msg("wb-ev-shield-used", hero=hero, n=1)):
        text = en(m)
        assert hero in text and "'s" not in text and "’s" not in text, text
