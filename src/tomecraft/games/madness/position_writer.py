"""A Big Book of Madness state written back as a compact position (:mod:`.position`
describes the format): at the start of a turn, in the action phase with nothing
pending, or at recovery."""

from __future__ import annotations

from typing import Any

from tomecraft.core import InvalidPosition
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness.data import ELEMENTS, pile_kind
from tomecraft.games.madness.position_codes import PHASES, card_code, cards_text, tokens_text
from tomecraft.games.madness.state import MadnessState


def _seat_out(st: MadnessState, i: int) -> dict[str, Any]:
    c = st.c
    deck = st.decks[i][:]
    top: list[Any] = []
    for k, mask in st.tops[i]:
        deck[k] -= 1
        knowers = [s for s in range(st.players) if (mask >> s) & 1]
        top.append(card_code(k) if knowers == [i] else {"card": card_code(k), "known_by": knowers})
    out: dict[str, Any] = {
        "mage": c.mages[st.mages[i]].id,
        "hand": cards_text(st.hands[i]),
        "deck": cards_text(deck),
    }
    if top:
        out["top"] = top
    out["discard"] = cards_text(st.discards[i])
    out["support"] = " ".join(card_code(k) for k in st.supports[i])
    out["spells"] = [c.spells[s].id for s in st.spells[i]]
    exhausted = [c.spells[s].id for s in st.spells[i] if (st.exhausted[i] >> s) & 1]
    if exhausted:
        out["exhausted"] = exhausted
    neutral: list[Any] = []
    for s, slot, until in st.neutral[i]:
        if slot < 0 and until == st.monster:
            neutral.append(c.spells[s].id)
        else:
            neutral.append({"spell": c.spells[s].id, "slot": slot, "until": until})
    if neutral:
        out["neutralised"] = neutral
    if st.ability_used[i]:
        out["ability_used"] = True
    if st.eliminated[i]:
        out["eliminated"] = True
    return out


def _track_out(st: MadnessState) -> list[Any]:
    c = st.c
    out: list[Any] = []
    for slot in range(A.SLOTS):
        cid = st.slots[slot]
        if cid < 0:
            out.append(None)
            continue
        entry: dict[str, Any] = {"curse": c.curses[cid].id}
        if st.curse_neutral[slot] >= 0:
            n = st.curse_neutral[slot]
            entry["neutralised"] = True if n == st.turn else n
        if st.under[slot]:
            entry["madness"] = st.under[slot]
        if any(st.curse_tokens[slot]):
            entry["tokens"] = tokens_text(st.curse_tokens[slot])
        out.append(entry["curse"] if len(entry) == 1 else entry)
    return out


def to_position(st: MadnessState) -> dict[str, Any]:
    """The compact position of a state at the start of a turn, in the action phase with
    nothing pending, or at recovery (otherwise :class:`InvalidPosition`)."""
    stages = {v: k for k, v in PHASES.items()}
    turn = st.stack[0] if len(st.stack) == 1 else None
    if (
        st.over
        or not isinstance(turn, F.Turn)
        or turn.stage not in stages
        or turn.seat != st.active
        or any(m < 0 for m in st.mages)
    ):
        raise InvalidPosition(
            "a position can only be written at the start of a turn, in the action phase "
            "with nothing pending, or at recovery, once the mages are chosen"
        )
    c = st.c
    out: dict[str, Any] = {
        "players": st.players,
        "difficulty": st.difficulty,
        "mode": st.mode,
    }
    if c.key != "original":
        out["pack"] = c.key
    out["seats"] = [_seat_out(st, i) for i in range(st.players)]
    out["pile"] = st.pile
    if st.min_pile != st.pile:
        out["min_pile"] = st.min_pile
    out["market"] = {card_code(pile_kind(p)): st.market[p] for p in range(8)}
    if any(st.destroyed):
        out["destroyed"] = cards_text(st.destroyed)
    out["library"] = {
        ELEMENTS[e]: c.spells[s].id if s >= 0 else None for e, s in enumerate(st.lib_top)
    }
    if st.spells_out:
        out["spells_out"] = [c.spells[s].id for s in st.spells_out]
    out["track"] = _track_out(st)
    types = (*ELEMENTS, "multi")
    bottom = {types[t]: [c.curses[x].id for x in b] for t, b in enumerate(st.curse_bottom) if b}
    if bottom:
        out["curse_bottom"] = bottom
    if st.curses_out:
        out["curses_out"] = [c.curses[x].id for x in st.curses_out]
    # The book's progress, as the saved game (``MadnessState.to_json``) writes it.
    saved = st.to_json()
    progress = ("cover", "pages", "monster", "marker", "checks", "defeated", "first", "active")
    out.update({key: saved[key] for key in (*progress, "turn")})
    out["phase"] = stages[turn.stage]
    return out


__all__ = ["to_position"]
