"""Drawing the core's generic views with Rich: board sections, options, events, scores.

Games describe what to show as :class:`~tomecraft.core.Section` rows of cells with
optional style tags; this module translates every message and maps the tags it knows
(``token:<colour>``, a few text styles) to Rich styles. Unknown tags are drawn plain.
A row with a ``pre`` cell is preformatted (a text map): never wrapped, cut at the edge; a
section whose rows have no labels is drawn as one column.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from tomecraft.core import CHANCE, Breakdown, Cell, Event, Section
from tomecraft.i18n import Msg, Translator

#: ``token:<colour>`` tags -> Rich styles.
TOKEN_STYLES: dict[str, str] = {
    "red": "bold red",
    "purple": "bold magenta",
    "magenta": "bold magenta",
    "green": "bold green",
    "black": "bold black on grey70",
    "white": "bold bright_white on grey30",
    "blue": "bold blue",
    "yellow": "bold yellow",
    "orange": "bold dark_orange",
    "grey": "bold grey50",
    "gray": "bold grey50",
}
#: Plain style tags passed through as they are.
TEXT_STYLES = frozenset({"bold", "dim", "italic", "underline", "strike"})
#: The style tag of preformatted cells (drawn as they are, never wrapped).
PRE = "pre"
#: One colour per seat for narration (cycled).
SEAT_STYLES = ("bold cyan", "bold magenta", "bold green", "bold yellow", "bold blue", "bold red")
CHANCE_STYLE = "dim"


def style_for(tag: str | None) -> str | None:
    """The Rich style of a board style tag, or ``None`` for no style."""
    if not tag:
        return None
    if tag.startswith("token:"):
        return TOKEN_STYLES.get(tag.removeprefix("token:").lower())
    return tag if tag in TEXT_STYLES else None


def seat_style(seat: int) -> str:
    return CHANCE_STYLE if seat == CHANCE else SEAT_STYLES[seat % len(SEAT_STYLES)]


class Renderer:
    """Draws on one console in one language."""

    def __init__(self, console: Console, t: Translator) -> None:
        self.console = console
        self.t = t

    def text(self, value: Msg | str) -> str:
        return value if isinstance(value, str) else self.t(value)

    def line(self, text: str | Text, style: str | None = None) -> None:
        """Print text as it is (never parsed as Rich markup)."""
        self.console.print(
            text if isinstance(text, Text) else Text(text, style=style or ""), soft_wrap=True
        )

    def note(self, key: str, style: str = "", **args: object) -> None:
        self.line(Text(self.t(key, **args), style=style))

    # -- boards ----------------------------------------------------------------------
    def cells(self, cells: Sequence[Cell]) -> Text:
        out = Text()
        for i, cell in enumerate(cells):
            if i:
                out.append("  ")
            out.append(self.text(cell.text), style=style_for(cell.style) or "")
            if cell.style == PRE:
                out.no_wrap = True
                out.overflow = "crop"
        return out

    def section(self, section: Section) -> Group:
        """The section's title on its own line (never wrapped to the table's width), then
        its rows as a table."""
        title = self.text(section.title)
        labelled = any(self.text(row.label) for row in section.rows)
        heading = Text(
            ("▶ " + title) if section.highlight else title,
            style="bold yellow" if section.highlight else "bold",
        )
        table = Table(
            border_style="yellow" if section.highlight else "grey50",
            box=box.HEAVY if section.highlight else box.ROUNDED,
            show_header=False,
            expand=False,
        )
        if labelled:
            table.add_column(style="bold")
        table.add_column()
        for row in section.rows:
            cells = self.cells(row.cells)
            if labelled:
                table.add_row(Text(self.text(row.label)), cells)
            else:
                table.add_row(cells)
        return Group(heading, table)

    def board(self, sections: Sequence[Section]) -> None:
        for section in sections:
            self.console.print(self.section(section))

    # -- decisions -------------------------------------------------------------------
    def options(self, labels: Sequence[str]) -> None:
        table = Table(box=box.SIMPLE, show_header=False, pad_edge=False)
        table.add_column(justify="right", style="bold cyan")
        table.add_column()
        for i, label in enumerate(labels, start=1):
            table.add_row(str(i), Text(label))
        self.console.print(table)

    def choice(self, actor: str, seat: int, label: str) -> None:
        """``Player 2 (greedy): <option>``."""
        self.line(
            Text.assemble(
                (actor, seat_style(seat)), (self.t("cli-narrate-sep"), ""), (label, "")
            )
        )

    def events(
        self,
        events: Sequence[Event],
        seat_names: Sequence[str],
        *,
        actor: int | None = None,
        dim: bool = False,
    ) -> None:
        """One line per event, with the player's name in front when the event has a seat
        other than ``actor`` (the player whose choice was just narrated)."""
        for ev in events:
            body = self.text(ev.msg)
            if ev.seat is not None and ev.seat != actor and 0 <= ev.seat < len(seat_names):
                text = Text.assemble(
                    (seat_names[ev.seat], seat_style(ev.seat) if not dim else CHANCE_STYLE),
                    (self.t("cli-narrate-sep"), ""),
                    (body, CHANCE_STYLE if dim else ""),
                )
            else:
                text = Text(body, style=CHANCE_STYLE if dim else "italic")
            self.bullet(text)

    def bullet(self, text: Text) -> None:
        """A narrated line: ``   · text``; on a terminal, long text (a story card) wraps
        at word boundaries under its first word rather than at the screen's edge."""
        if not self.console.is_terminal:
            self.line(Text.assemble(("   · ", "dim"), text))
            return
        grid = Table.grid()
        grid.add_column(width=5, style="dim")
        grid.add_column(overflow="fold")
        grid.add_row("   · ", text)
        self.console.print(grid)

    # -- the end ---------------------------------------------------------------------
    def breakdown(self, breakdown: Breakdown) -> None:
        table = Table(
            title=self.t("cli-breakdown-title"), title_style="bold", box=box.ROUNDED
        )
        table.add_column(self.t("cli-breakdown-item"))
        for i, seat in enumerate(breakdown.seats):
            name = self.text(seat)
            if i in breakdown.winners:
                name = "★ " + name
            table.add_column(name, justify="right", style="bold" if i in breakdown.winners else "")
        for j, (label, values) in enumerate(breakdown.rows):
            table.add_row(
                Text(self.text(label)),
                *(str(v) for v in values),
                end_section=j == len(breakdown.rows) - 1,
            )
        table.add_row(
            Text(self.t("cli-breakdown-total"), style="bold"),
            *(Text(str(v), style="bold") for v in breakdown.totals),
        )
        self.console.print(table)

    def outcome(self, breakdown: Breakdown, seat_names: Sequence[str]) -> None:
        """Who won, by the breakdown's columns (a game may add columns, e.g. a solo
        opponent, after the seats)."""
        extra = [self.text(s) for s in breakdown.seats[len(seat_names) :]]
        self.result(breakdown.winners, [*seat_names, *extra])

    def result(self, winners: Sequence[int], seat_names: Sequence[str]) -> None:
        """Who won: one winner, a shared victory, or nobody."""
        names = ", ".join(seat_names[s] for s in winners if 0 <= s < len(seat_names))
        if not winners:
            key = "core-no-winner"
        elif len(winners) == 1:
            key = "core-winner"
        else:
            key = "core-draw-result"
        self.line(Text(self.t(key, names=names), style="bold green"))
