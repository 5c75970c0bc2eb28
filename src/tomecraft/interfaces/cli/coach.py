"""``tomecraft review``: the coach's move-by-move review of a saved game, in the terminal.

The review itself is :func:`tomecraft.analysis.review.review` (playouts from each
reviewed seat's view); this module prints it: per player the accuracy, the value lost
per decision, the count per grade and the three costliest decisions with the better
option and, where the game can say it, why; a sparkline of the chance of winning (or
the standing) over the game, and (``--all``) every decision. ``--json`` writes the
review document, ``--plot`` a PNG chart.

Each listed decision says what was being decided (the decision's prompt, replayed from
the file) before the option taken and the better one; a file that stops before the end
of its game says so at the top. Piped, lines are printed whole (no hard wrap at 80
columns, which cut quoted labels); on a terminal a long line wraps at word boundaries,
indented under its text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tomecraft.analysis.review import GRADES, DecisionReview, Figures, Review, figures_of, review
from tomecraft.analysis.review_document import SHOWN_LOSS
from tomecraft.core import CHANCE, InvalidPosition, Match
from tomecraft.i18n import Msg, Translator
from tomecraft.interfaces.cli.common import CliError

#: Sparkline characters, lowest first.
SPARKS = "▁▂▃▄▅▆▇█"
#: Most points of a sparkline (longer series are averaged into this many buckets).
SPARK_WIDTH = 60
GRADE_STYLES = {
    "best": "green",
    "fine": "green",
    "inaccuracy": "yellow",
    "mistake": "dark_orange",
    "blunder": "bold red",
}


def parse_seats(text: str | None, players: int, t: Translator) -> list[int] | None:
    """``"1,3"`` (seat numbers as players read them, from 1) -> ``[0, 2]``; None: default."""
    if text is None or not text.strip():
        return None
    out = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= players:
            raise CliError(t("cli-review-bad-seats", given=text, players=players))
        out.append(int(part) - 1)
    return out


def sparkline(values: Sequence[float], width: int = SPARK_WIDTH) -> str:
    """Values in [0, 1] as a line of block characters (averaged down to ``width``)."""
    if not values:
        return ""
    if len(values) > width:
        buckets = []
        for i in range(width):
            chunk = values[i * len(values) // width:(i + 1) * len(values) // width]
            buckets.append(sum(chunk) / len(chunk))
        values = buckets
    top = len(SPARKS) - 1
    return "".join(SPARKS[min(top, max(0, round(v * top)))] for v in values)


def seat_name(match: Match, seat: int, t: Translator) -> str:
    return t(match.game.seat_label(match.config, seat))


def _pct(v: float) -> str:
    return f"{100 * v:.0f}%"


#: Where a listed decision's second line (the options) and its why begin.
DETAIL_INDENT = 8


def decision_head(d: DecisionReview, t: Translator) -> Text:
    """``#12 mistake -9.4 `` (what was decided, or the options, follows)."""
    line = Text(f"#{d.index + 1:<4}", style="dim")
    line.append(t(f"cli-review-grade-{d.grade}"), style=GRADE_STYLES[d.grade])
    if d.loss >= SHOWN_LOSS:  # never "-0.0"
        line.append(f" -{d.loss:.1f}")
    line.append(" ")
    return line


def decision_line(d: DecisionReview, t: Translator, shown: Figures) -> Text:
    """``#12 mistake -9.4 took "…" (chance of winning 41%, standing 52%); better "…"
    (…)`` (:func:`options_line`)."""
    return decision_head(d, t) + options_line(d, t, shown)


def options_line(d: DecisionReview, t: Translator, shown: Figures) -> Text:
    """``took "…" (chance of winning 41%, standing 52%); better "…" (…)`` (the figures
    ``shown``), and whether a hint came before."""
    chosen = d.chosen_value
    line = Text(t("cli-review-took", option=t(chosen.label), value=t(shown.text(chosen))))
    if d.best != d.chosen:
        best = d.best_value
        line.append("; " + t("cli-review-better", option=t(best.label),
                             value=t(shown.text(best))))
    if d.hinted:
        line.append(" " + t("cli-review-hinted"), style="cyan")
    return line


def say(console: Console, text: Text, indent: int = 0, head: Text | None = None) -> None:
    """``head`` then ``text``, after ``indent`` spaces: piped, on one line whatever its
    length; on a terminal, ``text`` wrapped at word boundaries with each further line
    under its first word."""
    if not console.is_terminal:
        console.print(Text(" " * indent) + (head or Text()) + text, soft_wrap=True)
        return
    grid = Table.grid()
    cells: list[Text | str] = []
    if indent:
        grid.add_column(width=indent)
        cells.append("")
    if head is not None:
        grid.add_column(no_wrap=True)
        cells.append(head)
    grid.add_column(overflow="fold")
    grid.add_row(*cells, text)
    console.print(grid)


def _decision(console: Console, d: DecisionReview, t: Translator,
              questions: Mapping[int, Msg], why: bool, shown: Figures) -> None:
    """A listed decision: what was decided, then the options (and the why)."""
    question = questions.get(d.index)
    if question is None:
        say(console, decision_line(d, t, shown), 3)
    else:
        say(console, Text(t(question), style="bold"), 3, head=decision_head(d, t))
    if question is not None:
        say(console, options_line(d, t, shown), DETAIL_INDENT)
    if why and d.why is not None:
        say(console, Text(t(d.why), style="italic"), DETAIL_INDENT)


def print_review(rv: Review, match: Match, console: Console, t: Translator,
                 *, every: bool = False, questions: Mapping[int, Msg] | None = None,
                 finished: bool = True) -> None:
    """The review on ``console``: a heading (and, for a game the file does not finish,
    a line saying so), then per seat its summary, costliest decisions and sparkline (and
    with ``every`` each decision). ``questions``: each decision's prompt by index (see
    :func:`replay_questions`)."""
    asked = questions or {}
    shown = figures_of(match.game, match.state)
    say(console, Text(t("cli-review-heading", game=match.game.name, samples=rv.samples),
                      style="bold"))
    if not finished:
        say(console, Text(t("cli-review-unfinished", decisions=len(match.history)),
                          style="bold yellow"))
    scale = ("cli-review-scale" if shown.chance and shown.standing
             else "cli-review-scale-chance" if shown.chance else "cli-review-scale-standing")
    say(console, Text(t(scale, thresholds=_thresholds()), style="dim"))
    cost = rv.recheck_cost()
    if cost is not None:
        say(console, Text(t("cli-review-rechecked", **cost), style="dim"))
    for s in rv.summaries:
        console.print()
        say(console, Text(t(
            "cli-review-seat", seat=seat_name(match, s.seat, t), accuracy=_pct(s.accuracy),
            decisions=s.decisions, loss=f"{s.mean_loss:.1f}",
        ), style="bold"))
        counts = Text()
        for g in GRADES:
            counts.append(f"{t(f'cli-review-grade-{g}')} {s.grades[g]}  ", style=GRADE_STYLES[g])
        say(console, counts, 2)
        if s.hints:
            say(console, Text(t("cli-review-hints", count=s.hints), style="cyan"), 2)
        if s.costliest:
            say(console, Text(t("cli-review-costliest")), 2)
            for d in s.costliest:
                _decision(console, d, t, asked, True, shown)
        line = [shown.curve(d.chosen_value) for d in rv.decisions if d.seat == s.seat]
        if line:
            chart = "cli-review-chart" if shown.chance else "cli-review-chart-standing"
            say(console, Text(t(chart) + " ") + Text(sparkline(line), style="cyan"), 2)
        if every:
            for d in rv.decisions:
                if d.seat == s.seat:
                    _decision(console, d, t, asked, False, shown)


def _thresholds() -> str:
    from tomecraft.analysis.review import THRESHOLDS

    return ", ".join(f"{g} > {b:g}" for g, b in zip(GRADES[2:], THRESHOLDS[1:], strict=True))


def check_plot(t: Translator) -> None:
    """Fail before reviewing when ``--plot`` cannot be written: Matplotlib is missing
    (the ``analysis`` extra)."""
    from tomecraft.analysis import MissingPackage, require

    try:
        require("matplotlib")
    except MissingPackage as exc:
        raise CliError(t("cli-error-missing-package", package=exc.package)) from None


def write_plot(rv: Review, match: Match, path: Path, t: Translator) -> None:
    """A PNG chart of each reviewed seat's value over the game (Matplotlib, Agg)."""
    from tomecraft.analysis import require

    figure_mod: Any = require("matplotlib.figure", "matplotlib")
    fig = figure_mod.Figure(figsize=(8, 3.5), dpi=100)
    ax = fig.subplots()
    shown = figures_of(match.game, match.state)
    for seat in rv.seats:
        pts = [(d.index + 1, 100 * shown.curve(d.chosen_value))
               for d in rv.decisions if d.seat == seat]
        if pts:
            ax.plot([p[0] for p in pts], [p[1] for p in pts], marker=".", linewidth=1,
                    label=seat_name(match, seat, t))
    ax.set_ylim(0, 100)
    ax.set_xlabel(t("cli-review-plot-x"))
    tail = "" if shown.chance else "-standing"
    ax.set_ylabel(t(f"cli-review-plot-y{tail}"))
    ax.set_title(t(f"cli-review-plot-title{tail}", game=match.game.name))
    ax.legend(loc="best", fontsize="small")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    try:
        fig.savefig(path, format="png")
    except OSError as exc:
        raise CliError(t("cli-error-write", path=str(path), detail=exc.strerror or str(exc))) \
            from None


def replay_questions(doc: Any) -> tuple[Match, dict[int, Msg]]:
    """The match of a checked game file played to its last decision, and the prompt of
    each of its players' decisions by index (what was being decided)."""
    from tomecraft.interfaces.cli.replay import open_recording

    rec = open_recording(doc)
    match = rec.match
    questions: dict[int, Msg] = {}
    steps = match.replay_steps(rec.decisions)
    for index in range(len(rec.decisions)):
        d = match.state.decision()
        if d is not None and d.actor != CHANCE:
            questions[index] = d.prompt
        next(steps)
    return match, questions


def run_review(doc: Any, seats_text: str | None, samples: int,
               progress_console: Console | None, t: Translator) -> tuple[Review, Match]:
    """Review ``doc`` (with a progress bar on ``progress_console``, if any); a bad file,
    bad seats or bad samples are a :class:`CliError`. The match returned is the file's
    first position."""
    from rich.progress import Progress

    from tomecraft.interfaces.cli.replay import check_recording, open_recording

    try:
        check_recording(doc)
    except InvalidPosition as exc:
        raise CliError(t("cli-review-bad-file", detail=str(exc))) from None
    match = open_recording(doc).match
    seats = parse_seats(seats_text, match.state.num_players, t)
    if samples < 1:
        raise CliError(t("cli-review-bad-samples", given=samples))
    if progress_console is None:
        return review(doc, seats, samples=samples), match
    with Progress(console=progress_console, transient=True) as bar:
        task = bar.add_task(t("cli-review-progress"), total=None)

        def tick(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        rv = review(doc, seats, samples=samples, progress=tick)
    return rv, match
