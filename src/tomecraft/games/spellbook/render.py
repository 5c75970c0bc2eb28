"""What a text interface shows of a SpellBook game, as game-agnostic board sections."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.core import Breakdown, Cell, Row, Section
from tomecraft.games.spellbook.data import (
    COLOURS,
    FAMILIAR_SPACES,
    FAMILIAR_VALUES,
    NUM_KINDS,
    SOLO_BOARD_SPACES,
    SOLO_WIPE_SPACES,
    SPELLS,
    colour_of,
    familiar_value,
)
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.spellbook.state import SpellBookState


def _token_cells(st: SpellBookState, kinds: list[int]) -> list[Cell]:
    return [Cell(st.token_text(k), f"token:{COLOURS[colour_of(k)]}") for k in sorted(kinds)]


def _expand(counts: list[int]) -> list[int]:
    return [k for k in range(NUM_KINDS) for _ in range(counts[k])]


def _level_cells(st: SpellBookState, s: int) -> list[Cell]:
    card = SPELLS[s]
    cells = []
    for lv in (3, 4, 5):
        pts = card.points_at(lv)
        cells.append(
            Cell(msg("sb-board-level-points", level=lv, points="?" if pts is None else pts))
        )
    return cells


def board(st: SpellBookState, viewer: int | None) -> list[Section]:
    n = st.players
    rnd = st.days // n + 1
    head = Section(
        msg("sb-board-title", round=rnd, seat=st.current + 1, phase=msg(f"sb-phase-{st.phase}")),
        [
            Row(msg("sb-board-altar"), _token_cells(st, _expand(st.altar)) or [Cell("—")]),
            Row(
                msg("sb-board-supply"),
                [
                    Cell(msg("sb-board-bag", n=sum(st.bag))),
                    Cell(msg("sb-board-discard", n=sum(st.discard))),
                ],
            ),
        ],
    )
    if st.end_triggered and not st.over:
        head.rows.append(Row(msg("sb-board-final-round"), []))
    spells = Section(msg("sb-board-spells"), reference=True)
    for s in st.spells:
        card = SPELLS[s]
        phase = "none" if card.phase is None else ("morning", "midday", "evening")[card.phase]
        spells.rows.append(
            Row(
                st.spell_msg(s),
                [
                    Cell(msg(f"sb-colour-{card.colour}"), f"token:{COLOURS[card.colour]}"),
                    Cell(msg(f"sb-phase-{phase}")),
                    *_level_cells(st, s),
                ],
            )
        )
    sections = [head, spells]
    for seat in range(n):
        fam = st.familiars[seat]
        stored = len(fam)
        nxt = FAMILIAR_VALUES[min(stored + 1, FAMILIAR_SPACES)]
        sec = Section(
            msg("sb-board-seat", seat=seat + 1, score=st.score(seat)),
            [
                Row(
                    msg("sb-board-pool", n=st.pool_size(seat)),
                    _token_cells(st, _expand(st.pools[seat])) or [Cell("—")],
                ),
                Row(
                    msg("sb-board-familiar", n=stored, value=familiar_value(stored), next=nxt),
                    _token_cells(st, fam) or [Cell("—")],
                ),
            ],
            highlight=(seat == st.current and not st.over),
        )
        for s in st.spells:
            lv = st.levels[seat][s]
            if not lv:
                continue
            sec.rows.append(
                Row(
                    st.spell_msg(s),
                    [
                        Cell(msg("sb-board-learned", level=lv, points=st.spell_points(seat, s))),
                        *_token_cells(st, [st.markers[seat][s]]),
                    ],
                )
            )
        sections.append(sec)
    if st.solo:
        marks = []
        for i in range(1, SOLO_BOARD_SPACES + 1):
            if i <= len(st.opp_board):
                k = st.opp_board[i - 1]
                marks.append(Cell(st.token_text(k), f"token:{COLOURS[colour_of(k)]}"))
            else:
                marks.append(Cell("✶" if i in SOLO_WIPE_SPACES else "·"))
        sections.append(
            Section(
                msg("sb-board-opponent", score=st.opponent_score()),
                [
                    Row(msg("sb-board-opponent-track", n=len(st.opp_board)), marks),
                    Row(
                        msg("sb-board-opponent-bottom", n=len(st.opp_bottom)),
                        _token_cells(st, st.opp_bottom) or [Cell("—")],
                    ),
                ],
            )
        )
    return sections


def breakdown(st: SpellBookState) -> Breakdown:
    """Points per spell and for the familiar, per seat (solo: plus the opponent)."""
    seats = [msg("core-seat", seat=s + 1) for s in range(st.players)]
    rows: list[tuple[object, list[int]]] = []
    for s in st.spells:
        rows.append((st.spell_msg(s), [st.spell_points(seat, s) for seat in range(st.players)]))
    rows.append(
        (
            msg("sb-board-familiar-points"),
            [familiar_value(len(st.familiars[seat])) for seat in range(st.players)],
        )
    )
    totals = st.scores()
    winners = st.winners() if st.over else []
    if st.solo:
        seats.append(msg("sb-board-opponent-name"))
        rows = [(label, [*vals, 0]) for label, vals in rows]
        rows.append((msg("sb-board-opponent-points"), [0, st.opponent_score()]))
        totals = [*totals, st.opponent_score()]
        if st.over and st.opponent_score() > totals[0]:
            winners = [1]
    return Breakdown(seats, rows, totals, winners)  # type: ignore[arg-type]
