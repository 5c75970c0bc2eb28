"""What a human's turn puts on the screen in ``tomecraft play`` (a part of
:class:`~tomecraft.interfaces.cli.play.PlaySession`): the rule, what happened since the
seat last decided, its board and the numbered options, fitted to the screen.

The board is drawn when that seat's board differs from the one it saw last, or when the
lines printed below it since would scroll the seat's own rows (its hand) off the screen;
compact boards get what the options, the prompt and the recap leave, and when even the
smallest board does not fit, the options go in two or three columns, then only the
first ones are listed ("?" lists them all).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from tomecraft.core import Decision, Section
from tomecraft.interfaces.cli.render import seat_style
from tomecraft.interfaces.cli.turns import TurnNarration


class TurnScreen(TurnNarration):
    """The screen layout of a human's decision; the session holds the state it reads."""

    #: The board each human seat saw last.
    shown: dict[int, list[Section]]
    #: Whether the list of commands was shown once (compact boards show it once).
    hinted: bool
    #: The fewest columns this turn's options go in (0: as the width allows).
    columns: int
    #: How many of this turn's options are listed (the first ones; "?" lists all).
    listed: int | None
    #: The seat whose board was drawn last, and the lines printed since its own rows.
    kept: tuple[int, int | None] | None
    #: The pending decision's numbers as shown (in the order listed).
    numbers: list[str]
    #: What happened since the deciding seat last decided (drawn above its board).
    recap: list[Text]

    def show_turn(
        self, d: Decision, labels: Sequence[str], numbers: Sequence[str] | None = None
    ) -> None:
        """What happened since the seat last decided and the board (unless this seat saw
        the very same board last time: then the narration just above stays on screen),
        and the options, numbered ``numbers`` (default 1, 2...)."""
        self.flush(d.actor)
        name = self.names[d.actor]
        self.columns, self.listed = 0, None
        self.numbers = (
            list(numbers) if numbers is not None else [str(i) for i in range(1, len(labels) + 1)]
        )
        self.console.rule(Text(self.t("cli-play-turn", seat=name), style=seat_style(d.actor)))
        self.recap = self.recap_lines(d.actor)
        drawn = self.draw_board(d, labels)
        below = self.console.height - self.room(d, labels) - 1  # all but the rule
        self.show_options(d, labels)
        self.printed(below if drawn else below + 1)

    def draw_board(self, d: Decision, labels: Sequence[str]) -> bool:
        """Draw the deciding seat's board if it changed since that seat last saw it,
        in the lines the turn's other parts leave on the screen; True if drawn.

        When the board cannot shrink enough, the options make room
        (:meth:`fit_options`)."""
        board = self.match.state.board(d.actor)
        if board == self.shown.get(d.actor):
            recap, self.recap = self.recap, []  # the narration above says it
            self.fit_options(d, labels, 0)
            if self.on_screen(d, labels):
                return False
            self.recap = recap
        seat = self.t(self.match.game.seat_label(self.match.config, d.actor))
        recap, self.recap = self.recap, []
        if not self.r.wide:  # the options first, then what happened in what is left
            least = self.r.height(self.r.compact_board(board, 1, seat))
            self.fit_options(d, labels, least)
            spare = max(0, self.room(d, labels) - least)
            recap = self.recap_lines(d.actor, spare) if spare < len(recap) else recap
        self.recap = recap
        budget = self.board_budget(d, labels)
        for line in self.recap:
            self.console.print(line)
        self.r.board(board, budget=budget, keep=seat)
        self.shown[d.actor] = board
        if not self.r.wide:
            drawn = self.r.compact_board(board, budget, seat)
            self.kept = (d.actor, self.r.kept_lines(board, drawn, seat))
        return True

    def on_screen(self, d: Decision, labels: Sequence[str]) -> bool:
        """Whether the deciding seat's own rows (its hand), drawn last, stay on the
        screen with this turn below them: compact boards only (wide ones are redrawn
        only when they change)."""
        if self.r.wide:
            return True
        if self.kept is None or self.kept[0] != d.actor or self.kept[1] is None:
            return False
        return self.kept[1] <= self.room(d, labels)

    def fit_options(self, d: Decision, labels: Sequence[str], board: int) -> None:
        """Make room for ``board`` lines of board beside the options when there is not:
        the options go in two columns, then three (labels cut to fit, when most fit
        whole), then only the first ones are listed (at least two rows of them; "?"
        lists them all). Compact only; a board that fits as it is changes nothing."""
        if self.r.wide or self.room(d, labels) >= board:
            return
        for columns in (2, 3):
            if columns == 3 and not self.r.legible(labels, columns):
                break  # three columns would cut most labels: list fewer, in two
            self.columns = columns
            if self.room(d, labels) >= board:
                return
        rows = -(-len(labels) // self.columns)
        while rows > 2:
            rows -= 1
            self.listed = rows * self.columns
            if self.room(d, labels) >= board:
                return

    def room(self, d: Decision, labels: Sequence[str]) -> int:
        """The screen's height less the turn's rule, prompt, options (as this turn lists
        them), command hint (when it will be shown) and input line: what the board may
        take (less than nothing when the options alone are too tall)."""
        listed = labels if self.listed is None else labels[: self.listed]
        table, cut = self.r.options_layout(
            listed, columns=self.columns, numbers=self.numbers_for(listed)
        )
        cut &= len(listed) == len(labels)  # else the note on what is not listed says it
        used = 2 + sum(self.r.height(line) for line in self.prompt_lines(d, cut))
        used += sum(self.r.height(line) for line in self.recap)
        used += self.r.height(table)
        if len(listed) < len(labels):
            used += self.r.height(self.more_line(len(listed), len(labels)))
        if self.show_hint():
            used += self.r.height(Text(self.t("cli-play-commands", n=len(labels))))
        return self.console.height - used

    def numbers_for(self, listed: Sequence[str]) -> list[str]:
        """The numbers of the first ``len(listed)`` options as shown."""
        if len(self.numbers) < len(listed):
            return [str(i) for i in range(1, len(listed) + 1)]
        return self.numbers[: len(listed)]

    def board_budget(self, d: Decision, labels: Sequence[str]) -> int:
        """What the board may take (:meth:`room`), at least one line."""
        return max(1, self.room(d, labels))

    def more_line(self, listed: int, n: int) -> Text:
        return Text(self.t("cli-play-options-more", first=listed + 1, n=n), style="dim")

    def show_hint(self) -> bool:
        """The command hint goes under every option list when boards are wide, and only
        under the first one when they are compact (``h`` shows the commands)."""
        return self.r.wide or not self.hinted

    def show_options(self, d: Decision, labels: Sequence[str], *, full: bool = False) -> None:
        """The prompt (wrapped at words, as the board's budget counted it), the options
        (cut when long, unless ``full``: :meth:`prompt_lines` says so; only the first
        ones when the screen has no room for all) and, when due, the command hint."""
        listed = labels if full or self.listed is None else labels[: self.listed]
        table, cut = self.r.options_layout(
            listed, full, 0 if full else self.columns, self.numbers_for(listed)
        )
        cut &= len(listed) == len(labels)  # else the note on what is not listed says it
        first, *rest = self.prompt_lines(d, cut)
        self.console.print(first)
        self.console.print(table)
        if len(listed) < len(labels):
            self.console.print(self.more_line(len(listed), len(labels)))
        for line in rest:
            self.console.print(line)
        if self.show_hint():
            self.r.note("cli-play-commands", style="dim", n=len(labels))
            self.hinted = True

    def prompt_lines(self, d: Decision, cut: bool) -> list[Text]:
        """The prompt (wrapped at words) and, when the options were cut, the note that
        ``?`` shows them whole: on the prompt's last line when it fits there, else on its
        own line after the options."""
        prompt = Text(self.r.text(d.prompt), style="bold")
        if not cut:
            return [prompt]
        both = prompt.copy()
        both.append(" " + self.t("cli-play-options-cut-short"), style="dim")
        if self.r.height(both) <= self.r.height(prompt):
            return [both]
        return [prompt, Text(self.t("cli-play-options-cut"), style="dim")]
