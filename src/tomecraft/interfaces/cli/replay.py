"""``tomecraft replay``: narrate a saved game, step by step or all at once.

A game file (``Match.game_file()``) or a snapshot (``Match.snapshot()``; its recorded
decisions are replayed from the start) is rebuilt with the core's :class:`Match`, and the
recorded decisions are applied one by one with ``Match.replay_steps``, which checks every
chance outcome against the seed. Each option's label is computed *before* it is applied,
while the decision it belongs to is still pending.

Step by step (``--step``), the whole recording is replayed first into frames (each
decision with its label, its events and the board its player saw), so the viewer can go
forwards (Enter or ``n``), back (``b``) or to any move by its number; chance and forced
decisions (a single option) are narrated with the move before them, never paused on.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.prompt import Prompt
from rich.text import Text

from tomecraft.core import (
    CHANCE,
    Decision,
    InvalidPosition,
    Match,
    Section,
    State,
    Step,
    TomecraftError,
)
from tomecraft.core.match import GAME_FILE_FORMAT, SNAPSHOT_FORMAT
from tomecraft.core.serial import digest
from tomecraft.i18n import Msg, Translator
from tomecraft.interfaces.cli.common import CliError
from tomecraft.interfaces.cli.coop_report import show_team_end
from tomecraft.interfaces.cli.render import Renderer

#: Errors a malformed document can cause while a match is rebuilt from it.
LOAD_ERRORS = (TomecraftError, ValueError, TypeError, KeyError, AttributeError, IndexError)
NEXT_WORDS = frozenset({"", "n", "next"})
BACK_WORDS = frozenset({"b", "p", "back", "prev"})
STOP_WORDS = frozenset({"q", "quit", "exit"})


@dataclass(slots=True)
class Frame:
    """One recorded decision: what was pending, the chosen option's label, what applying
    it did, and the board its player saw before choosing (``None`` for chance)."""

    decision: Decision
    label: Msg | None
    step: Step
    board: list[Section] | None


@dataclass(slots=True)
class Recording:
    """A saved game ready to replay: a fresh match, the decisions, and what the file says."""

    match: Match
    decisions: list[Any]
    #: A snapshot's stored final state (to check the replay against), else ``None``.
    final_state: Any = None
    source_format: str = GAME_FILE_FORMAT


def _describe(exc: BaseException) -> str:
    return str(exc) if isinstance(exc, TomecraftError) else f"{type(exc).__name__}: {exc}"


def open_recording(data: Any) -> Recording:
    """A fresh match set up from a game file or snapshot; raises :class:`InvalidPosition`.

    The document is checked by the core (``Match.from_game_file`` on the same document
    with no decisions), so the format, version, game and configuration are validated
    exactly as the engine validates them.
    """
    if not isinstance(data, dict):
        raise InvalidPosition(
            f"a game file must be a JSON object, got {type(data).__name__}"
        )
    fmt = data.get("format")
    doc = dict(data)
    final_state = None
    if fmt == SNAPSHOT_FORMAT:
        final_state = doc.pop("state", None)
        doc.pop("rng", None)
        doc["format"] = GAME_FILE_FORMAT
    decisions = doc.get("decisions")
    if "decisions" in doc:
        doc["decisions"] = []
    try:
        match = Match.from_game_file(doc)
    except LOAD_ERRORS as exc:
        raise InvalidPosition(_describe(exc)) from None
    if not isinstance(decisions, list):
        raise InvalidPosition("'decisions' must be a list of [actor, option] pairs")
    return Recording(match, decisions, final_state, str(fmt))


def recorded_label(state: State, decision: Decision | None, pair: Any) -> Msg | None:
    """The label of a recorded ``[actor, option]`` pair while its decision is pending.

    ``None`` when the pair does not fit the decision (replaying it will raise).
    """
    if decision is None or not (isinstance(pair, list) and len(pair) == 2):
        return None
    option = pair[1]
    if type(option) is not int or option not in decision.ids:
        return None
    return state.label(decision, option)


def labelled_steps(
    match: Match, decisions: list[Any]
) -> Iterator[tuple[Decision, Msg | None, Step]]:
    """``Match.replay_steps`` with, for each step, its decision and the option's label.

    The label is computed before the option is applied. Errors from the core
    (:class:`InvalidPosition`, :class:`~tomecraft.core.IllegalDecision`) propagate,
    the latter wrapped as :class:`InvalidPosition` naming the decision's index.
    """
    steps = match.replay_steps(decisions)
    for i, pair in enumerate(decisions):
        decision = match.state.decision()
        label = recorded_label(match.state, decision, pair)
        try:
            step = next(steps, None)
        except TomecraftError as exc:
            if isinstance(exc, InvalidPosition):
                raise

            raise InvalidPosition(f"decision {i}: {exc}") from None
        if step is None or decision is None:  # pragma: no cover - replay_steps raises first
            return
        yield decision, label, step


def check_recording(data: Any) -> None:
    """Replay the whole document once, silently: any problem raises InvalidPosition."""
    rec = open_recording(data)
    for _ in labelled_steps(rec.match, rec.decisions):
        pass
    if rec.final_state is not None:
        try:
            same = digest(rec.match.state.to_json()) == digest(rec.final_state)
        except (TypeError, ValueError):
            same = False
        if not same:
            raise InvalidPosition(
                "the snapshot's stored state differs from the state its decisions lead to"
            )


class ReplaySession:
    """Narrates a recording on a console; with ``step`` the viewer moves through it."""

    def __init__(self, rec: Recording, renderer: Renderer, *, step: bool, path: Path) -> None:
        self.rec = rec
        self.match = rec.match
        self.r = renderer
        self.t = renderer.t
        self.console = renderer.console
        self.step = step
        self.path = path
        game, config = self.match.game, self.match.config
        players = self.match.state.num_players
        self.names = [self.t(game.seat_label(config, s)) for s in range(players)]

    def actor_name(self, actor: int) -> str:
        if actor == CHANCE:
            return self.t("core-chance")
        return self.names[actor] if 0 <= actor < len(self.names) else str(actor)

    def run(self) -> int:
        """Narrate the recording: all at once, or step by step (see :meth:`browse`)."""
        m = self.match
        self.r.note(
            "cli-replay-header",
            style="bold",
            game=m.game.name,
            players=m.state.num_players,
            seed=str(m.seed),
            decisions=len(self.rec.decisions),
            path=str(self.path),
        )
        if not m.history:  # from the setup: what it narrated (a story's first cards)
            self.r.events(m.opening, self.names)
        if self.step:
            return self.browse()
        for frame in self.walk(boards=False):
            self.narrate(frame.decision, frame.label, frame.step)
        self.finish()
        return 0

    def walk(self, *, boards: bool) -> Iterator[Frame]:
        """Replay the recording decision by decision (the match ends at its last state):
        each decision, its recorded label, what applying it did and, with ``boards``, the
        board its player saw before choosing (never for chance)."""
        m = self.match
        steps = m.replay_steps(self.rec.decisions)
        for pair in self.rec.decisions:
            d = m.state.decision()
            if d is None:  # pragma: no cover - check_recording rejects such files
                break
            label = recorded_label(m.state, d, pair)
            board = m.state.board(d.actor) if boards and d.actor != CHANCE else None
            yield Frame(d, label, next(steps), board)

    def frames(self) -> list[Frame]:
        """The whole recording, with what each decision needs to be shown again."""
        return list(self.walk(boards=True))

    def browse(self) -> int:
        """Step through the recording's moves (player decisions with a choice): Enter or
        ``n`` narrates the next one, ``b`` goes back one, a number goes to that move, ``c``
        narrates the rest, ``q`` stops. Chance and forced decisions are narrated with the
        move before them (those before the first move at once)."""
        frames = self.frames()
        moves = [
            i for i, f in enumerate(frames)
            if f.decision.actor != CHANCE and len(f.decision.ids) > 1
        ]
        starts = [*moves, len(frames)]
        self.narrate_frames(frames[: starts[0]])
        position = 0
        while position < len(moves):
            answer = self.ask_move(frames[moves[position]], position, len(moves))
            if answer is None:
                self.r.note("cli-replay-stopped", style="bold yellow")
                return 0
            if answer == "c":
                self.narrate_frames(frames[moves[position] :])
                break
            if answer == "n":
                self.narrate_frames(frames[starts[position] : starts[position + 1]])
                position += 1
            elif answer == "b":
                position -= 1
            else:
                position = int(answer) - 1
        self.finish()
        return 0

    def ask_move(self, frame: Frame, position: int, total: int) -> str | None:
        """Show move ``position`` (from 0) and read what to do: ``"n"`` (next), ``"b"``
        (back), ``"c"`` (to the end), a move number as text, or ``None`` (stop). The end
        of the input runs to the end."""
        d = frame.decision
        title = self.t("cli-replay-move", number=position + 1, total=total)
        seat = self.t("cli-replay-turn", seat=self.actor_name(d.actor))
        self.console.rule(Text(f"{title} · {seat}", style="bold"))
        prompt = Text(self.r.text(d.prompt), style="bold")
        if frame.board is not None:
            budget = self.console.height - 2 - self.r.height(prompt)
            self.r.board(frame.board, budget=budget, keep=self.actor_name(d.actor))
        self.r.line(prompt)
        while True:
            try:
                raw = Prompt.ask(
                    Text(self.t("cli-replay-continue")), console=self.console, default="",
                    show_default=False,
                )
            except (EOFError, KeyboardInterrupt):
                return "c"
            word = raw.strip().lower()
            if word in NEXT_WORDS:
                return "n"
            if word in STOP_WORDS:
                return None
            if word == "c":
                return "c"
            if word in BACK_WORDS:
                if position > 0:
                    return "b"
                self.r.note("cli-replay-first", style="yellow")
            elif word.isdigit():
                if 1 <= int(word) <= total:
                    return word
                self.r.note("cli-replay-no-move", style="yellow", number=word, total=total)
            else:
                self.r.note("cli-replay-not-understood", style="yellow", answer=raw.strip())

    def narrate_frames(self, frames: list[Frame]) -> None:
        for frame in frames:
            self.narrate(frame.decision, frame.label, frame.step)

    def narrate(self, d: Decision, label: Msg | None, step: Step) -> None:
        text = self.r.text(label) if label is not None else str(step.option)
        if d.actor == CHANCE:
            self.r.line(
                Text.assemble(
                    (self.actor_name(CHANCE), "dim"),
                    (self.t("cli-narrate-sep"), "dim"),
                    (text, "dim"),
                )
            )
        else:
            self.r.choice(self.actor_name(d.actor), d.actor, text)
        self.r.events(step.events, self.names, actor=None if d.actor == CHANCE else d.actor)

    def finish(self) -> None:
        st = self.match.state
        self.console.rule(Text(self.t("cli-replay-end"), style="bold"))
        self.r.board(st.board(None))
        if st.decision() is None:
            if not show_team_end(self.r, self.match.game, st):
                self.r.breakdown(st.breakdown())
                self.r.outcome(st.breakdown(), self.names)
        else:
            self.r.breakdown(st.breakdown())
            d = st.decision()
            assert d is not None
            self.r.note(
                "cli-replay-unfinished",
                style="bold yellow",
                decisions=len(self.rec.decisions),
                seat=self.actor_name(d.actor),
            )


def replay_file(
    data: Any, renderer: Renderer, *, step: bool, path: Path, t: Translator
) -> int:
    """Check, then narrate a loaded document; a bad document is a :class:`CliError`."""
    try:
        check_recording(data)
        rec = open_recording(data)
    except InvalidPosition as exc:
        raise CliError(t("cli-error-bad-game-file", path=str(path), detail=str(exc))) from None
    return ReplaySession(rec, renderer, step=step, path=path).run()
