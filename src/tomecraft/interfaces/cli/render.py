"""Drawing the core's generic views with Rich: board sections, options, events, scores.

Games describe what to show as :class:`~tomecraft.core.Section` rows of cells with
optional style tags; this module translates every message and maps the tags it knows
(``token:<colour>``, a few text styles) to Rich styles. Unknown tags are drawn plain.
A row with a ``pre`` cell is preformatted (a text map): never wrapped, cut at the edge; a
section whose rows have no labels is drawn as one column.

Boards are compact by default (``--wide`` draws every section as a bordered table): no
borders, and when a line budget is given (what is left of the screen once the options
are counted) the renderer shrinks the board step by step until it fits: sections whose
rows fit on one line are folded into that line, then every section takes its ``brief``
form (when it has one), then the reference sections that fit on a line fold, then the
other sections' rows are cut to one line, then the other sections are folded, as few
lines as possible (the smallest section that makes the board fit, else the largest and
again; ``reference`` sections last), and last the deciding seat's rows are cut too
(all but its first ``uncut`` ones). The deciding seat's own section (its title starts
with the seat's label; failing that, the highlighted section), ``pinned`` sections and
preformatted maps are never folded. Rows wrap between cells, not inside one.
Options are laid out by :class:`~tomecraft.interfaces.cli.option_layout.OptionsLayout`.
Nothing here knows a game: it only counts lines and characters.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich import box
from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from tomecraft.core import CHANCE, Breakdown, Cell, Event, Section, names_its_seat
from tomecraft.i18n import Msg, Translator
from tomecraft.interfaces.cli.option_layout import OptionsLayout

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
#: Between a folded section's title and its rows, and between its rows.
FOLD_TITLE_SEP = " │ "
FOLD_ROW_SEP = " · "
#: How many translated messages a renderer remembers.
TEXT_CACHE_SIZE = 4096
#: Compact rows: the indent under a section's title and the gap after a row's label.
COMPACT_INDENT = 1
COMPACT_GAP = 2


def style_for(tag: str | None) -> str | None:
    """The Rich style of a board style tag, or ``None`` for no style."""
    if not tag:
        return None
    if tag.startswith("token:"):
        return TOKEN_STYLES.get(tag.removeprefix("token:").lower())
    return tag if tag in TEXT_STYLES else None


def seat_style(seat: int) -> str:
    return CHANCE_STYLE if seat == CHANCE else SEAT_STYLES[seat % len(SEAT_STYLES)]


def _has_pre(section: Section) -> bool:
    return any(cell.style == PRE for row in section.rows for cell in row.cells)


def _titled_after(title: str, seat: str | None) -> bool:
    """Whether ``title`` names ``seat`` first ("Player 1: 3 points" for "Player 1", but
    not "Player 10")."""
    if not seat or not title.startswith(seat):
        return False
    rest = title[len(seat) :]
    return not rest or not rest[0].isalnum()


def cut_at_word(line: Text, width: int) -> Text:
    """``line`` as it is when it fits ``width`` cells, else cut after its last whole cell
    (cells are two spaces apart, rows " · ", the title " │ ") that leaves room for " …":
    never inside a word or between a label and its value ("Bag: 8…"); when no whole cell
    after the title fits, after its last whole word. A first word too long for the line
    is left to Rich, which cuts it with "…"."""
    if line.cell_len <= width:
        return line
    plain = line.plain
    title = plain.find(" │ ")
    end = 0
    for pattern in (r"  | · | │ ", r" "):  # whole cells; else whole words after the title
        for found in re.finditer(pattern, plain):
            if cell_len(plain[: found.start()]) > width - 2:
                break
            end = found.start()
        if end > title:
            break
    if end <= 0:
        return line
    short = line[:end]
    short.rstrip()
    short.append(" …")
    short.no_wrap = True
    short.overflow = "ellipsis"
    return short


def _brief(section: Section) -> Section:
    """``section`` with its brief rows in place of its rows, when it has them."""
    if section.brief is None:
        return section
    # built field by field: the engine's compiled build has no dataclasses.replace
    return Section(
        section.title,
        section.brief,
        highlight=section.highlight,
        reference=section.reference,
        pinned=section.pinned,
        uncut=section.uncut,
    )


class Renderer(OptionsLayout):
    """Draws on one console in one language."""

    def __init__(self, console: Console, t: Translator, *, wide: bool = False) -> None:
        self.console = console
        self.t = t
        #: Draw boards as bordered tables (``--wide``) rather than compactly.
        self.wide = wide
        self._texts: dict[Msg, str] = {}

    def text(self, value: Msg | str) -> str:
        """``value`` translated; translations are remembered (a compact board renders
        each section in several forms), up to TEXT_CACHE_SIZE of them."""
        if isinstance(value, str):
            return value
        try:
            return self._texts[value]
        except KeyError:
            pass
        except TypeError:  # an argument that cannot be hashed
            return self.t(value)
        if len(self._texts) >= TEXT_CACHE_SIZE:
            self._texts.clear()
        text = self._texts[value] = self.t(value)
        return text

    def line(self, text: str | Text, style: str | None = None) -> None:
        """Print text as it is (never parsed as Rich markup): wrapped at words on a
        terminal, one line per message when piped (logs and files stay greppable)."""
        self.console.print(
            text if isinstance(text, Text) else Text(text, style=style or ""),
            soft_wrap=not self.console.is_terminal,
        )

    def note(self, key: str, style: str = "", **args: object) -> None:
        self.line(Text(self.t(key, **args), style=style))

    def command_note(self, key: str, style: str = "", **args: object) -> None:
        """A note that holds a command to copy ("To go on with this game later: tomecraft
        play ..."): one line even on a narrow terminal (the terminal folds it for the
        eye; copied, it is one command)."""
        self.console.print(Text(self.t(key, **args), style=style), soft_wrap=True)

    # -- boards ----------------------------------------------------------------------
    def cells(self, cells: Sequence[Cell], width: int | None = None) -> Text:
        """The cells two spaces apart; with ``width``, a cell that would cross the edge
        of that width starts a new line (a cell is not broken between lines unless it is
        longer than a line)."""
        out = Text()
        for i, cell in enumerate(cells):
            text = self.text(cell.text)
            if i:
                size = cell_len(out.plain[out.plain.rfind("\n") + 1 :])
                if width is not None and size and size + 2 + cell_len(text) > width:
                    out.append("\n")
                else:
                    out.append("  ")
            out.append(text, style=style_for(cell.style) or "")
            if cell.style == PRE:
                out.no_wrap = True
                out.overflow = "crop"
        return out

    def section(self, section: Section) -> Group:
        """The section's title on its own line (never wrapped to the table's width), then
        its rows as a table."""
        labelled = any(self.text(row.label) for row in section.rows)
        heading = self.heading(section)
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

    def board(
        self,
        sections: Sequence[Section],
        *,
        budget: int | None = None,
        wide: bool | None = None,
        keep: str | None = None,
    ) -> None:
        """Draw a board: bordered tables when wide (``wide`` overrides the renderer's
        setting), else compactly, shrunk to ``budget`` lines when one is given (sections
        titled after the seat label ``keep`` are not folded)."""
        if self.wide if wide is None else wide:
            for section in sections:
                self.console.print(self.section(section))
            return
        self.console.print(self.compact_board(sections, budget, keep))

    def compact_board(
        self, sections: Sequence[Section], budget: int | None, keep: str | None = None
    ) -> Group:
        """The board without borders, shrunk until it fits ``budget`` lines (or as far as
        it goes): see the module's docstring for the order of the steps. Each section is
        measured once per form (a board's height is the sum of its sections')."""
        folded: set[int] = set()
        form = {"brief": False, "crop": False, "own": False}
        own = [_titled_after(self.text(sec.title), keep) for sec in sections]
        protected = own if any(own) else [sec.highlight for sec in sections]

        def shown(i: int) -> RenderableType:
            sec = sections[i]
            if i in folded:
                return self.folded_section(sec)
            crop = form["own"] if protected[i] else form["crop"]
            return self.compact_section(_brief(sec) if form["brief"] else sec, crop)

        if budget is None:
            return Group(*(shown(i) for i in range(len(sections))))
        sizes: dict[tuple[int, bool, bool], int] = {}

        def size(i: int) -> int:
            if i in folded:
                return 1
            crop = form["own"] if protected[i] else form["crop"]
            key = (i, form["brief"] and sections[i].brief is not None, crop)
            if key not in sizes:
                sizes[key] = self.height(shown(i))
            return sizes[key]

        def height() -> int:
            return sum(size(i) for i in range(len(sections)))

        def build() -> Group:
            return Group(*(shown(i) for i in range(len(sections))))

        if height() <= budget:
            return build()
        width = self.console.width
        foldable = [
            i for i, sec in enumerate(sections)
            if not protected[i] and not sec.pinned and sec.rows and not _has_pre(sec)
        ]
        lossless = [i for i in foldable if self.folded_section(sections[i]).cell_len <= width]
        lossy = [i for i in foldable if i not in lossless]

        def fold(candidates: list[int]) -> None:
            """Fold as little as possible: the smallest section that is enough to fit,
            else the largest one, and again."""
            left = list(candidates)
            while left and height() > budget:
                deficit = height() - budget
                enough = [i for i in left if size(i) - 1 >= deficit]
                pick = (
                    min(enough, key=lambda i: (size(i), i))
                    if enough
                    else max(left, key=lambda i: (size(i), -i))
                )
                folded.add(pick)
                left.remove(pick)

        # reference sections (what everyone consults) fold only after the others, and
        # after every section has taken its brief form
        fold([i for i in lossless if not sections[i].reference])
        form["brief"] = height() > budget
        fold([i for i in lossless if sections[i].reference])
        if height() <= budget:
            return build()
        # rows cut to a line: the other sections' first, the deciding seat's last
        form["crop"] = True
        fold([i for i in lossy if not sections[i].reference])
        fold([i for i in lossy if sections[i].reference])
        form["own"] = height() > budget
        return build()

    def kept_lines(self, sections: Sequence[Section], drawn: Group, keep: str | None) -> int:
        """How many lines of ``drawn`` (a :meth:`compact_board` of ``sections``) start
        at the first row of the deciding seat's section (titled after ``keep``; failing
        that, the highlighted one): its hand stays on a screen while no more lines than
        the screen's height are printed from there. The whole board when there is none."""
        own = [_titled_after(self.text(sec.title), keep) for sec in sections]
        mine = own if any(own) else [sec.highlight for sec in sections]
        parts = drawn.renderables
        if not any(mine) or len(parts) != len(sections):
            return self.height(drawn)
        i = mine.index(True)
        return sum(self.height(part) for part in parts[i:]) - (1 if sections[i].rows else 0)

    def heading(self, section: Section) -> Text:
        title = self.text(section.title)
        return Text(
            ("▶ " + title) if section.highlight else title,
            style="bold yellow" if section.highlight else "bold",
        )

    def compact_section(self, section: Section, crop: bool = False) -> RenderableType:
        """The title, then the rows indented by one space without borders; with ``crop``
        each row but the section's first ``uncut`` ones is cut to one line (ending in
        "…")."""
        heading = self.heading(section)
        if not section.rows:
            return heading
        labels = [Text(self.text(row.label)) for row in section.rows]
        room = self.console.width - COMPACT_INDENT
        grid = Table.grid(padding=(0, COMPACT_GAP))
        if any(label.plain for label in labels):
            widest_cells = max(self.cells(row.cells).cell_len for row in section.rows)
            label_width = min(
                max(label.cell_len for label in labels),
                max(room // 2, room - COMPACT_GAP - widest_cells),
            )
            grid.add_column(style="bold", no_wrap=True, width=label_width)
            room -= label_width + COMPACT_GAP
            for label in labels:
                label.truncate(label_width, overflow="ellipsis")
        grid.add_column()
        for n, (row, label) in enumerate(zip(section.rows, labels, strict=True)):
            cut = crop and n >= section.uncut
            cells = self.cells(row.cells, None if cut else room)
            if cells.no_wrap or cut:  # a map, or cut to a line
                cells.no_wrap = True
                cells.truncate(room, overflow="crop" if cells.overflow == "crop" else "ellipsis")
            if len(grid.columns) == 2:
                grid.add_row(label, cells)
            else:
                grid.add_row(cells)
        return Group(heading, Padding(grid, (0, 0, 0, COMPACT_INDENT)))

    def folded_section(self, section: Section) -> Text:
        """The whole section on one line: ``title │ label cells · label cells`` (its
        brief rows when it has them), cut with "…" at the edge of the screen."""
        line = self.heading(section)
        for i, row in enumerate(_brief(section).rows):
            line.append(FOLD_TITLE_SEP if i == 0 else FOLD_ROW_SEP, style="dim")
            label = self.text(row.label)
            if label:
                line.append(label, style="bold")
                if row.cells:
                    line.append(" ")
            line.append_text(self.cells(row.cells))
        line.no_wrap = True
        line.overflow = "ellipsis"
        return cut_at_word(line, self.console.width)

    # -- decisions: the options (OptionsLayout) ------------------------------------
    def choice(self, actor: str, seat: int, label: str) -> int:
        """``Player 2 (greedy): <option>``; how many lines that took."""
        text = Text.assemble(
            (actor, seat_style(seat)), (self.t("cli-narrate-sep"), ""), (label, "")
        )
        self.line(text)
        return self.height(text) if self.console.is_terminal else 1

    def events(
        self,
        events: Sequence[Event],
        seat_names: Sequence[str],
        *,
        actor: int | None = None,
        dim: bool = False,
        labels: Sequence[str] = (),
    ) -> int:
        """One line per event, with the player's name in front when the event has a seat
        other than ``actor`` (the player whose choice was just narrated) and does not name
        it already (:func:`~tomecraft.core.names_its_seat`, or its seat's label in
        ``labels`` first); how many lines that took."""
        lines = 0
        for ev in events:
            body = self.text(ev.msg)
            named = names_its_seat(ev.seat, ev.msg) or (
                ev.seat is not None and ev.seat < len(labels)
                and _titled_after(body, labels[ev.seat]))
            if (ev.seat is not None and ev.seat != actor and 0 <= ev.seat < len(seat_names)
                    and not named):
                text = Text.assemble(
                    (seat_names[ev.seat], seat_style(ev.seat) if not dim else CHANCE_STYLE),
                    (self.t("cli-narrate-sep"), ""),
                    (body, CHANCE_STYLE if dim else ""),
                )
            else:
                text = Text(body, style=CHANCE_STYLE if dim else "italic")
            lines += self.bullet(text)
        return lines

    def bullet(self, text: Text) -> int:
        """A narrated line: ``   · text``; on a terminal, long text (a story card) wraps
        at word boundaries under its first word rather than at the screen's edge. How
        many lines that took."""
        if not self.console.is_terminal:
            self.line(Text.assemble(("   · ", "dim"), text))
            return 1
        grid = Table.grid()
        grid.add_column(width=5, style="dim")
        grid.add_column(overflow="fold")
        grid.add_row("   · ", text)
        self.console.print(grid)
        return self.height(grid)

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
            Text(self.t("cli-breakdown-total") if breakdown.total_label is None
                 else self.text(breakdown.total_label), style="bold"),
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
