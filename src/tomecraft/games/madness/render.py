"""What a text interface shows of a Big Book of Madness game, as board sections."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.core import Breakdown, Cell, Row, Section
from tomecraft.games.madness.data import MADNESS, NK, kind
from tomecraft.games.madness.effects import cost_msg, effect_msg
from tomecraft.games.madness.flow import vec
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

#: Style tags of the elements and of madness (the CLI maps token colours).
ELEMENT_STYLES = ("token:blue", "token:green", "token:red", "token:white")
MADNESS_STYLE = "token:purple"
SPACES = ("2", "3", "3", "4", "5")


def card_cell(st: MadnessState, k: int, count: int = 1) -> Cell:
    style = MADNESS_STYLE if k == MADNESS else ELEMENT_STYLES[k // 3]
    text: Msg = (
        st.card_msg(k) if count == 1 else msg("mad-board-cards", n=count, card=st.card_msg(k))
    )
    return Cell(text, style)


def card_cells(st: MadnessState, counts: list[int]) -> list[Cell]:
    cells = [card_cell(st, k, counts[k]) for k in range(NK) if counts[k]]
    return cells or [Cell("—")]


def _spell_row(st: MadnessState, seat: int, s: int) -> Row:
    card = st.c.spells[s]
    status = "ready"
    if s in st.neutral_set(seat):
        status = "neutral"
    elif (st.exhausted[seat] >> s) & 1:
        status = "exhausted"
    return Row(
        card.name,
        [
            Cell(
                msg(
                    "mad-board-spell-cost",
                    level=card.level,
                    cost=cost_msg(vec(card.element, card.cost)),
                ),
                ELEMENT_STYLES[card.element],
            ),
            Cell(msg(f"mad-board-spell-{status}"), "dim" if status != "ready" else None),
            Cell(effect_msg(st, card.effect)),
        ],
    )


def _track(st: MadnessState) -> list[Section]:
    """The invocation track (pinned: a compact board never folds it): the marker, each
    curse on it (space, name, cost, state, effect); then the monster's card (failure or
    final, success, appearance, curse symbols), which may fold to one line."""
    c = st.c
    monster = st.monster_card()
    assert monster is not None
    page = st.right_page()
    track = Section(
        msg("mad-board-track", monster=monster.name, space=st.marker), pinned=True
    )
    for slot in range(5):
        cid = st.slots[slot]
        label = msg("mad-board-slot", space=SPACES[slot])
        flags = []
        if st.under[slot]:
            flags.append(Cell(msg("mad-board-under", n=st.under[slot])))
        if any(st.curse_tokens[slot]):
            flags.append(
                Cell(msg("mad-board-tokens", tokens=cost_msg(tuple(st.curse_tokens[slot]))))
            )
        if cid < 0:
            if flags:  # an empty space with something left on it
                track.rows.append(Row(label, [Cell("—"), *flags]))
            continue
        curse = c.curses[cid]
        if st.curse_neutral[slot] >= 0:
            flags.insert(0, Cell(msg("mad-board-neutral"), "dim"))
        if int(SPACES[slot]) <= st.marker:
            flags.insert(0, Cell(msg("mad-board-applied"), "dim"))
        track.rows.append(
            Row(
                label,
                [
                    Cell(curse.name, "bold"),
                    Cell(cost_msg(curse.cost)),
                    *flags,
                    Cell(effect_msg(st, curse.effect)),
                ],
            )
        )
    if not track.rows:
        track.rows.append(Row(msg("mad-board-no-curses"), []))
    card = Section(monster.name, reference=True)
    if st.monster < c.rounds:  # what failing it does first: a folded line still shows it
        card.rows.append(Row(msg("mad-board-penalty"), [Cell(effect_msg(st, page.penalty))]))
        card.rows.append(Row(msg("mad-board-bonus"), [Cell(effect_msg(st, page.bonus))]))
    else:
        card.rows.append(Row(msg("mad-board-final"), [Cell(msg("mad-board-final-text"))]))
    card.rows.append(Row(msg("mad-board-appear"), [Cell(effect_msg(st, monster.appear))]))
    card.rows.append(
        Row(
            msg("mad-board-symbols"),
            [Cell(msg(f"mad-element-{e}"), ELEMENT_STYLES[e]) for e in monster.curses],
        )
    )
    return [track, card]


def board(st: MadnessState, viewer: int | None) -> list[Section]:
    c = st.c
    monster = st.monster_card()
    head = Section(
        msg(
            "mad-board-title",
            round=max(st.monster, 1),
            rounds=c.rounds,
            turn=st.turn,
            seat=st.active + 1,
            difficulty=st.difficulty,
            mode=msg(f"mad-mode-{st.mode}"),
        ),
        [
            Row(
                msg("mad-board-pile"), [Cell(msg("mad-board-pile-left", n=st.pile), MADNESS_STYLE)]
            ),
            Row(
                msg("mad-board-token-supply"),
                [Cell(cost_msg(tuple(st.tokens)) if any(st.tokens) else "—")],
            ),
            Row(
                msg("mad-board-market"),
                [
                    Cell(
                        msg(
                            "mad-board-cards",
                            n=st.market[p],
                            card=st.card_msg(kind(p // 2, p % 2 + 2)),
                        ),
                        ELEMENT_STYLES[p // 2],
                    )
                    for p in range(8)
                ],
            ),
            Row(
                msg("mad-board-library"),
                [
                    Cell(
                        msg(
                            "mad-board-library-top",
                            spell=c.spells[s].name,
                            level=c.spells[s].level,
                            cost=cost_msg(vec(e, c.spells[s].learn_cost)),
                        )
                        if s >= 0
                        else msg("mad-board-library-empty"),
                        ELEMENT_STYLES[e],
                    )
                    for e, s in enumerate(st.lib_top)
                ],
            ),
        ],
    )
    if st.over:
        head.rows.append(
            Row(
                msg("mad-board-result"),
                [Cell(msg("mad-ev-win" if st.won else f"mad-ev-lose-{st.lost}"), "bold")],
            )
        )
    sections = [head]
    if monster is not None:
        sections += _track(st)
    for seat in range(st.players):
        if st.mages[seat] < 0:
            sections.append(Section(msg("mad-board-seat-choosing", seat=seat + 1)))
            continue
        mage = c.mages[st.mages[seat]]
        sec = Section(
            msg(
                "mad-board-seat",
                seat=seat + 1,
                mage=mage.name,
                element=msg(f"mad-element-{mage.element}"),
            ),
            highlight=(seat == st.active and not st.over),
        )
        if st.eliminated[seat]:
            sec.rows.append(Row(msg("mad-board-eliminated"), []))
            sections.append(sec)
            continue
        if viewer == seat:
            sec.rows.append(
                Row(msg("mad-board-hand", n=st.hand_size(seat)), card_cells(st, st.hands[seat]))
            )
        else:
            sec.rows.append(
                Row(
                    msg("mad-board-hand", n=st.hand_size(seat)),
                    [Cell(msg("mad-board-hidden"), "dim")],
                )
            )
        tops = [
            card_cell(st, top)
            if viewer is not None and knowers >> viewer & 1
            else Cell(msg("mad-board-top-unknown"), "dim")
            for top, knowers in st.tops[seat]
        ]
        discard = card_cells(st, st.discards[seat])
        slots = st.slots_of(seat)
        if not st.supports[seat]:  # an empty support: a note on this row, not a row
            discard.append(Cell(msg("mad-board-support-empty", slots=slots), "dim"))
        if tops:
            sec.rows.append(Row(msg("mad-board-deck", n=sum(st.decks[seat])), tops))
            sec.rows.append(Row(msg("mad-board-discard", n=sum(st.discards[seat])), discard))
        else:  # nothing known on the deck: its size goes with the discard pile's
            sec.rows.append(
                Row(
                    msg(
                        "mad-board-deck-discard",
                        deck=sum(st.decks[seat]),
                        n=sum(st.discards[seat]),
                    ),
                    discard,
                )
            )
        if st.supports[seat]:
            sup = [card_cell(st, k) for k in st.supports[seat]]
            sec.rows.append(
                Row(msg("mad-board-support", n=len(st.supports[seat]), slots=slots), sup)
            )
        sec.rows.append(
            Row(
                msg("mad-board-ability", used="yes" if st.ability_used[seat] else "no"),
                [Cell(cost_msg(mage.ability_cost)), Cell(effect_msg(st, mage.ability))],
            )
        )
        for s in st.spells[seat]:
            sec.rows.append(_spell_row(st, seat, s))
        sections.append(sec)
    return sections


def breakdown(st: MadnessState) -> Breakdown:
    """Per seat: curses destroyed, spells learned, madness healed and taken; the total is
    the group's rounds survived."""
    seats: list[Msg | str] = [msg("core-seat", seat=s + 1) for s in range(st.players)]
    rows: list[tuple[Msg | str, list[int]]] = [
        (msg(f"mad-breakdown-{name}"), [st.stats[s][i] for s in range(st.players)])
        for i, name in enumerate(("curses", "learned", "healed", "madness"))
    ]
    rows.append((msg("mad-breakdown-defeated"), [st.defeated] * st.players))
    return Breakdown(seats, rows, st.scores(), st.winners())


__all__ = ["board", "breakdown", "card_cell", "card_cells"]
