"""The numbered options of a decision on a Rich console (a part of the CLI's renderer).

One a line when boards are wide; compactly, in as many columns as the screen's width
allows (numbered down each column), without blank lines. More than eight options that
would take one column go in two, each cut to its column; options that would take more
than half the screen's height are cut to one line each (``?`` shows them whole). When
``play`` finds the board cannot shrink enough beside them, it asks for two columns, then
three (only when most labels fit whole there), then lists only the first options.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

#: Space kept around each option in compact option columns (number, gap, label, gap).
OPTION_GAP = 3
#: The share of the screen's height that wrapped options may take in the compact layout;
#: longer lists are cut to one line per option.
OPTION_SHARE = 0.5
#: More options than this go in at least two columns (labels cut to fit, "?" shows them).
OPTIONS_PER_COLUMN = 8
#: Options go in three columns (to leave a tall board room) only when this share of
#: them fit whole there; else fewer are listed, in two.
LEGIBLE = 0.75


class OptionsLayout:
    """The options' part of :class:`~tomecraft.interfaces.cli.render.Renderer`."""

    console: Console
    #: Draw one option a line, in a bordered table (``--wide``).
    wide: bool

    def height(self, renderable: RenderableType) -> int:
        """How many lines ``renderable`` takes on this console."""
        return len(self.console.render_lines(renderable, self.console.options, pad=False))

    def options(
        self, labels: Sequence[str], *, full: bool = False, numbers: Sequence[str] | None = None
    ) -> bool:
        """Print the numbered options (``numbers``: what to type for each, default 1, 2,
        ...); True if they were cut to one line each."""
        table, short = self.options_layout(labels, full, numbers=numbers)
        self.console.print(table)
        return short

    def options_table(self, labels: Sequence[str], *, full: bool = False) -> Table:
        """The numbered options: one a line when wide; compactly, in as many columns as
        the screen's width allows (numbered down each column), without blank lines. When
        compact and not ``full``: more than :data:`OPTIONS_PER_COLUMN` options that would
        take one column go in two, each cut to its column; options that would take more
        than :data:`OPTION_SHARE` of the screen's height are cut to one line each (``?``
        shows them whole)."""
        return self.options_layout(labels, full)[0]

    def options_layout(
        self,
        labels: Sequence[str],
        full: bool = False,
        columns: int = 0,
        numbers: Sequence[str] | None = None,
    ) -> tuple[Table, bool]:
        """:meth:`options_table`'s table, and whether it cut the options; ``columns``
        (compact, not ``full``): at least that many columns, labels cut to fit (a screen
        too short for the board and one option a line); ``numbers``: what to type for
        each option (default 1, 2, ...)."""
        if numbers is None:
            numbers = [str(i) for i in range(1, len(labels) + 1)]
        if self.wide:
            table = Table(box=box.SIMPLE, show_header=False, pad_edge=False)
            table.add_column(justify="right", style="bold cyan")
            table.add_column()
            for number, label in zip(numbers, labels, strict=True):
                table.add_row(number, Text(label))
            return table, False
        number_width = max((len(n) for n in numbers), default=1)
        longest = max((Text(label).cell_len for label in labels), default=0)
        per_column = number_width + 1 + longest + OPTION_GAP
        fit = max(1, min(len(labels), (self.console.width + OPTION_GAP) // per_column))
        rows = -(-len(labels) // fit) if labels else 0
        fit = -(-len(labels) // rows) if rows else 1
        wanted = min(columns, len(labels)) if not full and len(labels) > 2 else 0
        if not full and fit < wanted:
            return self.option_columns(labels, wanted, numbers)
        grid = Table.grid(padding=(0, 1))
        for c in range(fit):
            grid.add_column(justify="right", style="bold cyan")
            grid.add_column(min_width=longest + OPTION_GAP - 1 if c < fit - 1 else None)
        for r in range(rows):
            cells: list[RenderableType] = []
            for c in range(fit):
                i = c * rows + r
                if i < len(labels):
                    cells += [numbers[i], Text(labels[i])]
                else:
                    cells += ["", ""]
            grid.add_row(*cells)
        if not full and fit == 1 and len(labels) > OPTIONS_PER_COLUMN:
            return self.option_columns(labels, numbers=numbers)
        if full or self.height(grid) <= max(1, int(self.console.height * OPTION_SHARE)):
            return grid, False
        short = Table.grid(padding=(0, 1))
        short.add_column(justify="right", style="bold cyan", min_width=number_width, no_wrap=True)
        short.add_column(no_wrap=True)
        room = max(4, self.console.width - number_width - 1)
        for number, label in zip(numbers, labels, strict=True):
            line = Text(label)
            line.truncate(room, overflow="ellipsis")
            short.add_row(number, line)
        if self.height(short) >= self.height(grid):  # nothing to gain: keep every word
            return grid, False
        return short, True

    def column_room(self, n: int, columns: int, number_width: int = 0) -> int:
        """The width of a label in :meth:`option_columns`' ``columns`` columns of ``n``
        options: the screen's width less the numbers (``number_width`` wide, default as
        wide as ``n``), a pad between cells and a gap after each column but the last."""
        number_width = number_width or len(str(n))
        return max(4, (self.console.width - columns * (number_width + 3) + 2) // columns)

    def legible(self, labels: Sequence[str], columns: int) -> bool:
        """Whether at least :data:`LEGIBLE` of ``labels`` fit whole in ``columns``
        columns."""
        room = self.column_room(len(labels), columns)
        whole = sum(Text(label).cell_len <= room for label in labels)
        return whole >= LEGIBLE * len(labels)

    def option_columns(
        self, labels: Sequence[str], columns: int = 2, numbers: Sequence[str] | None = None
    ) -> tuple[Table, bool]:
        """``columns`` columns (numbered down each), each label cut to one line of its
        column; and whether a label was cut."""
        if numbers is None:
            numbers = [str(i) for i in range(1, len(labels) + 1)]
        number_width = max((len(n) for n in numbers), default=1)
        rows = -(-len(labels) // columns)
        room = self.column_room(len(labels), columns, number_width)
        grid = Table.grid(padding=(0, 1))
        for c in range(columns):
            grid.add_column(justify="right", style="bold cyan", min_width=number_width)
            grid.add_column(no_wrap=True, width=room + (c < columns - 1))  # the gap
        cut = False
        for r in range(rows):
            cells: list[RenderableType] = []
            for c in range(columns):
                i = r + c * rows
                if i < len(labels):
                    line = Text(labels[i])
                    cut |= line.cell_len > room
                    line.truncate(room, overflow="ellipsis")
                    cells += [numbers[i], line]
                else:
                    cells += ["", ""]
            grid.add_row(*cells)
        return grid, cut
