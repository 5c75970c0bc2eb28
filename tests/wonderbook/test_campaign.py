"""The campaign: a chapter won carries keys, upgrades and Wyrm cards into the next; a
lost chapter leaves the record as it was when the chapter began."""

from __future__ import annotations

from tomecraft.core import CHANCE, Match
from tomecraft.games.wonderbook import chapter_cards
from tomecraft.games.wonderbook.game import parse_record

from .helpers import GAME, TESTPACK, A, arena, do


def test_won_chapter_carries_keys_upgrades_and_wyrm_cards() -> None:
    st = arena(2, ["sid", "lara"], campaign={"keys": ["old"]})
    chapter_cards.note_key(st, "new-key", False)
    st.upgrades["sid-up-1"] = 1
    chapter_cards.add_wyrm_card(st, "t-extra")
    st.win()
    rec = st.campaign_record()
    assert rec["chapters"] == ["arena"]
    assert rec["keys"] == ["new-key", "old"]
    assert rec["upgrades"] == {"sid-up-1": 1}
    assert rec["wyrm_cards"] == ["t-extra"]
    nxt = arena(2, ["sid", "lara"], campaign=rec, chapter="arena")
    assert nxt.keys == ["new-key", "old"]
    assert nxt.c.wyrm_index["t-extra"] in nxt.wyrm_deck
    assert nxt.abilities(0) == [0, 2]  # Sid keeps side 1 of his first upgrade card


def test_lost_chapter_resets_the_record() -> None:
    start = {"keys": ["old"], "upgrades": {}, "wyrm_cards": [], "chapters": []}
    st = arena(2, ["sid", "lara"], campaign=start)
    chapter_cards.note_key(st, "new-key", False)
    chapter_cards.note_key(st, "old", True)
    chapter_cards.add_wyrm_card(st, "t-extra")
    st.lose("destiny")
    rec = st.campaign_record()
    assert rec == parse_record(start)
    restart = arena(2, ["sid", "lara"], campaign=rec)
    assert restart.cursor == 2 and restart.keys == ["old"]  # the chapter starts over


def test_upgrade_gained_in_play_is_chosen_by_its_player() -> None:
    st = arena(2, ["lara", "sid"])
    from tomecraft.games.wonderbook.tasks import ChooseUpgrade

    st.stack.append(ChooseUpgrade(1, 0))
    st.settle()
    d = st.decision()
    assert d is not None and d.kind == "upgrade" and d.actor == 1
    do(st, A.OPTION + 0, "upgrade")
    assert st.upgrades == {"sid-up-1": 0}


def test_tutorial_can_be_won_and_continues() -> None:
    """Greedy bots play the shipped tutorial until one game is won; its record names the
    tutorial, keeps its keys and adds the Wyrm card of its last objective."""
    from tomecraft.bots.play import seat_bots

    for seed in range(30):
        m = Match(GAME, {"players": 2, "difficulty": "easy"}, seed)
        bots = seat_bots(GAME, ["greedy", "greedy"], seed)
        while not m.is_over():
            d = m.state.decision()
            assert d is not None
            if d.actor == CHANCE:
                m.resolve_chance()
            else:
                m.step(bots[d.actor].choose(m.state))
        if m.state.won:  # type: ignore[attr-defined]
            rec = m.state.campaign_record()  # type: ignore[attr-defined]
            assert rec["chapters"] == ["tutorial"] and "wyrm-frenzy" in rec["wyrm_cards"]
            assert rec["keys"]
            return
    raise AssertionError("greedy never won the tutorial in 30 games")


def test_campaign_option_accepts_json_text() -> None:
    cfg = GAME.parse_config({"pack": TESTPACK, "campaign": '{"keys": ["a"]}'})
    assert cfg["campaign"]["keys"] == ["a"]
