"""What a text interface shows of a Big Book of Madness game, as board sections."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.core import Breakdown, Cell, Row, Section
from tomecraft.games.madness.data import MADNESS, NK, kind
from tomecraft.games.madness.effects import cost_msg, effect_msg
from tomecraft.games.madness.options import vec
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
    status = _spell_status(st, seat, s)
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


def _spell_status(st: MadnessState, seat: int, s: int) -> str:
    if s in st.neutral_set(seat):
        return "neutral"
    if (st.exhausted[seat] >> s) & 1:
        return "exhausted"
    return "ready"


def _spells_row(st: MadnessState, seat: int) -> Row:
    """The ability and every spell on one row: name and cost, and the state when it is
    not ready (the effects are in the wide board and in the topics)."""
    mage = st.c.mages[st.mages[seat]]
    ability = "mad-board-brief-ability-used" if st.ability_used[seat] else "mad-board-brief-ability"
    cells = [Cell(msg(ability, cost=cost_msg(mage.ability_cost)), "dim")]
    for s in st.spells[seat]:
        card = st.c.spells[s]
        status = _spell_status(st, seat, s)
        cost = cost_msg(vec(card.element, card.cost))
        if status == "ready":
            text = msg("mad-board-brief-spell", spell=card.name, cost=cost)
        else:
            text = msg(
                "mad-board-brief-spell-off",
                spell=card.name,
                cost=cost,
                status=msg(f"mad-board-spell-{status}"),
            )
        cells.append(Cell(text, ELEMENT_STYLES[card.element] if status == "ready" else "dim"))
    return Row(msg("mad-board-spells"), cells)


def _own_brief(
    st: MadnessState, seat: int, hand: list[Cell], tops: list[Cell], discard: list[Cell],
    sup: list[Cell],
) -> list[Row]:
    """The deciding player's seat in three rows under short labels: the hand with the
    support's cards (both pay), the discard pile with the deck's size (and its top, when
    known), the ability and spells."""
    first = Row(msg("mad-board-hand", n=st.hand_size(seat)), list(hand))
    if sup:
        first.cells += [_support_cell(st, seat), *sup]
    cards = card_cells(st, st.discards[seat])
    piles = [*cards, Cell(msg("mad-board-brief-deck", n=sum(st.decks[seat])), "dim")]
    if any(cell.style != "dim" for cell in tops):
        piles += [Cell(msg("mad-board-brief-top"), "dim"), *tops]
    piles += discard[len(cards) :]  # the empty support's note, if any
    second = Row(msg("mad-board-discard", n=sum(st.discards[seat])), piles)
    return [first, second, _spells_row(st, seat)]


def _support_cell(st: MadnessState, seat: int) -> Cell:
    return Cell(
        msg("mad-board-brief-support", k=len(st.supports[seat]), slots=st.slots_of(seat)), "dim"
    )


def _other_brief(st: MadnessState, seat: int, tops: list[Cell], sup: list[Cell]) -> list[Row]:
    """Another player's seat on one row: how many cards in hand, deck and discard pile
    and how many spells, what the viewer knows of the deck's top, the support's cards."""
    cells = [
        Cell(
            msg(
                "mad-board-brief-piles",
                hand=st.hand_size(seat),
                deck=sum(st.decks[seat]),
                discard=sum(st.discards[seat]),
                spells=msg("mad-board-brief-spells", n=len(st.spells[seat])),
            )
        )
    ]
    if any(cell.style != "dim" for cell in tops):
        cells += [Cell(msg("mad-board-brief-top"), "dim"), *tops]
    if sup:
        cells += [_support_cell(st, seat), *sup]
    return [Row("", cells)]


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
    mode = msg(f"mad-mode-{st.mode}")
    unchosen = [seat for seat, m in enumerate(st.mages) if m < 0]
    head = Section(
        # setup: the seats choose their mages in order, before any turn (the first of
        # them with none is choosing, whoever will play first)
        msg("mad-board-title-setup", seat=unchosen[0] + 1, difficulty=st.difficulty, mode=mode)
        if unchosen
        else msg(
            "mad-board-title",
            round=max(st.monster, 1),
            rounds=c.rounds,
            turn=st.turn,
            seat=st.active + 1,
            difficulty=st.difficulty,
            mode=mode,
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
            uncut=1,  # the hand
        )
        if st.eliminated[seat]:
            sec.rows.append(Row(msg("mad-board-eliminated"), []))
            sections.append(sec)
            continue
        if viewer == seat:
            hand = card_cells(st, st.hands[seat])
            sec.rows.append(Row(msg("mad-board-hand", n=st.hand_size(seat)), hand))
        else:
            hand = [Cell(msg("mad-board-hidden"), "dim")]
            sec.rows.append(Row(msg("mad-board-hand", n=st.hand_size(seat)), hand))
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
        sup = [card_cell(st, k) for k in st.supports[seat]]
        if sup:
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
        sec.brief = (
            _own_brief(st, seat, hand, tops, discard, sup)
            if viewer == seat
            else _other_brief(st, seat, tops, sup)
        )
        sections.append(sec)
    return sections


def breakdown(st: MadnessState) -> Breakdown:
    """Per seat: curses destroyed, spells learned, madness healed and taken; the score
    row is the group's rounds survived (labelled so: it is not the rows' sum)."""
    seats: list[Msg | str] = [msg("core-seat", seat=s + 1) for s in range(st.players)]
    rows: list[tuple[Msg | str, list[int]]] = [
        (msg(f"mad-breakdown-{name}"), [st.stats[s][i] for s in range(st.players)])
        for i, name in enumerate(("curses", "learned", "healed", "madness"))
    ]
    rows.append((msg("mad-breakdown-defeated"), [st.defeated] * st.players))
    return Breakdown(seats, rows, st.scores(), st.winners(), msg("mad-breakdown-total"))


__all__ = ["board", "breakdown", "card_cell", "card_cells"]
