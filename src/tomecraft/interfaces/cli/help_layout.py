"""``--help`` tables whose option names are never cut.

Typer draws each command's options as a Rich table of six columns (long name, short
name, the ``--no-x`` name of a flag pair, its short form, the type, the help), plus a
first one for the required mark. When the table is wider than the terminal, Rich narrows
the widest columns first, and at 80 columns ``serve`` cut ``--max-spectators-per-address``
to ``--max-spectators…``, which reads as another option. Here the names' columns never
wrap (only the type and the help do), and a flag pair's ``--no-x`` name goes under its
``--x`` name instead of taking a column of its own. A flag (``--json``, ``--help``) shows
no type: Typer writes ``<bool>`` as if it took a value. A word longer than the help's
column (``postgresql://user@host/db``, ``$TOMECRAFT_TRUSTED_PROXIES``) is folded onto
the next line, never cut with "…".

:func:`install` puts :class:`OptionsTable` in Typer's renderer (``typer.rich_utils``,
where it builds ``Table`` objects); the commands panel (two columns) is left as it is.
"""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

#: Cells of a row of Typer's options table, without and with the required mark.
_OPTION_ROWS = (6, 7)
#: How Typer writes the type of a flag (an option that takes no value).
FLAG_TYPES = frozenset({"<bool>", "bool", "BOOLEAN"})


class OptionsTable(Table):
    """A Rich table that lays out Typer's option rows as the module says (other rows,
    e.g. the commands panel's, are added as they are)."""

    def add_row(self, *renderables: RenderableType | None, **kwargs: Any) -> None:
        cells = list(renderables)
        if len(cells) not in _OPTION_ROWS:
            super().add_row(*cells, **kwargs)
            return
        first = len(cells) - 6  # the long name's cell (after the required mark, if any)
        long_name, secondary = cells[first], cells[first + 2]
        if isinstance(long_name, Text) and isinstance(secondary, Text) and secondary.plain:
            cells[first] = Text.assemble(long_name, "\n", secondary)
            cells[first + 2] = Text("")
        kind = cells[first + 4]
        if isinstance(kind, Text) and kind.plain.strip() in FLAG_TYPES:  # takes no value
            cells[first + 4] = Text("")
        for part in _texts(cells[first + 5]):  # the help: long words folded, not cut
            part.overflow = "fold"
        super().add_row(*cells, **kwargs)
        for column in self.columns[: first + 4]:  # the mark and every name column
            column.no_wrap = True
        self.columns[first + 5].overflow = "fold"


def _texts(cell: RenderableType | None) -> list[Text]:
    """The texts of a help cell (a text, or a group of them)."""
    if isinstance(cell, Text):
        return [cell]
    return [r for r in getattr(cell, "renderables", ()) if isinstance(r, Text)]


def install() -> None:
    """Make Typer's help renderer build :class:`OptionsTable` tables (idempotent)."""
    from typer import rich_utils

    if getattr(rich_utils, "Table", None) is Table:
        setattr(rich_utils, "Table", OptionsTable)  # noqa: B010 (not exported by Typer)


__all__ = ["OptionsTable", "install"]
