"""Search bots do not know unread chapter cards: the determinised state is blind, so its
play stops (a leaf scored by the estimate) wherever text no player has read would be
carried out; the Wyrm and passage decks are chance draws over their contents."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.core import CHANCE, Rng
from tomecraft.games.wonderbook.state import WonderState

from .helpers import GAME, TESTPACK, A, arena, at_the_dilemma, do, zone


def _near_goal(pack: str = TESTPACK) -> WonderState:
    """Sid's turn; one more defeat meets the arena's goal (9 defeats), then card 3 follows;
    a stunned Wyrm shares Sid's zone."""
    st = GAME.new_state(
        {"pack": pack, "players": 2, "heroes": ["sid", "lara"], "max_rounds": 99}, Rng(0)
    )
    assert isinstance(st, WonderState)
    st.defeated = 8
    st.wyrm_zone[0] = zone(st, "x")
    st.wyrm_dmg[0] = 1
    do(st, A.HERO + 0, "next-hero")
    return st


def test_a_blind_sample_stops_before_the_objectives_back_and_the_next_card() -> None:
    true = _near_goal()
    sample = GAME.determinizer(true.view(0), 0)(Rng(1))
    assert isinstance(sample, WonderState) and sample.blind and not true.blind
    assert sample.state_hash() == true.state_hash()
    for st in (true, sample):
        st.apply(A.ATTACK)
        st.apply(A.HITS + 2)  # the stunned Wyrm is defeated: the goal holds
    assert "arena-done" in true.keys and 2 in true.read  # the back ran, card 3 was read
    assert true.decision() is not None and true.decision().kind == "dilemma"  # type: ignore[union-attr]
    assert sample.cut and sample.decision() is None
    assert "arena-done" not in sample.keys and 2 not in sample.read
    assert GAME.final_rewards(sample) == GAME.estimate(sample)
    assert 0.0 < GAME.final_rewards(sample)[0] < 0.99


def test_a_blind_sample_stops_at_an_interactions_back_and_a_dilemmas_outcome() -> None:
    st = arena(2, ["sid", "lara"])
    st.pos[0] = zone(st, "k")  # the box: card 1, an interaction
    do(st, A.HERO + 0, "next-hero")
    sample = GAME.determinizer(st.view(0), 0)(Rng(1))
    sample.apply(A.INTERACT + 0)
    assert sample.cut and 0 in sample.read and not any(sample.items)
    st.apply(A.INTERACT + 0)
    assert not st.cut and st.decision().kind == "passage"  # type: ignore[union-attr]
    st = at_the_dilemma(arena(2, ["sid", "lara"]))  # the dilemma (card 3), read in the true game
    sample = GAME.determinizer(st.view(0), 0)(Rng(1))
    sample.apply(A.OPTION + 0)
    assert sample.cut and "left" not in sample.keys


def _pack_with_card3(tmp_path: Path, name: str, destiny: int) -> str:
    """The test pack with card 3 (unread at the start) a story card turning destiny."""
    folder = tmp_path / name
    shutil.copytree(TESTPACK, folder)
    path = folder / "chapters" / "arena.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    data["cards"][2] = {"n": 3, "type": "story", "script": [{"do": "destiny", "n": destiny}]}
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(folder)


def test_search_choices_do_not_depend_on_unread_cards(tmp_path: Path) -> None:
    """Two packs that differ only in card 3 (a loss at once, or 5 destiny): the search
    makes the same choices, since no player has read card 3."""
    choices = []
    for name, n in (("doom", -9), ("boon", 5)):
        pack = _pack_with_card3(tmp_path, name, n)
        picked = []
        for seed in (7, 8, 9):
            bot = MCTSBot(GAME, 0, seed, SearchConfig(iterations=150, rollout_decisions=8))
            picked.append(bot.choose(_near_goal(pack)))
        choices.append(picked)
    assert choices[0] == choices[1]
    assert choices[0].count(A.ATTACK) >= 2  # meeting the goal is worth it, whatever follows


def test_wyrm_and_passage_draws_are_chance_over_contents() -> None:
    st = arena(2, ["sid", "lara"])
    from .helpers import to_round_stage

    to_round_stage(st, 1)
    d = st.decision()
    assert d is not None and d.actor == CHANCE and d.kind == "wyrm-card"
    assert d.weights == tuple(st.wyrm_deck.count(k - A.WYRM_CARD) for k in d.ids)
    assert "wyrm_deck" in st.view(0) and sorted(st.view(0)["wyrm_deck"]) == st.view(0)["wyrm_deck"]
