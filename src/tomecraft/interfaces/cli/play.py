"""``tomecraft play``: humans at the keyboard against bots (or bots among themselves).

The loop is the core's: resolve chance with the match's generator and take forced
decisions (a single option: narrated, never asked), then ask whoever decides (a bot, or a
human choosing among numbered options) and narrate what happened.

A human's board is drawn when that seat's board differs from the one it saw last (after
its own sub-steps, bots' moves and forced steps alike), or when the lines printed below
it since would scroll that seat's own rows (its hand) off the screen, compactly to fit
the screen with the options (``--wide``: bordered tables, drawn only when changed;
:mod:`~tomecraft.interfaces.cli.turn_screen`).
Above the board, what happened since the seat last decided, grouped by who acted
(:class:`~tomecraft.interfaces.cli.turns.Summary`). Option numbers stay the same between
the decisions of one turn; options that lead to the same thing are shown once, and a
multi-step choice that ends the same whatever is chosen is not asked
(:mod:`~tomecraft.interfaces.cli.turns`). At the prompt, ``t`` lists what the seat can
ask about (the game's :meth:`~tomecraft.core.State.topics`), ``i N`` says what option N
(``i tN``: topic N) does and ``why N`` why it is not offered (or which options are about
it) (:mod:`~tomecraft.interfaces.cli.topic_commands`); ``b`` takes the seat's last
decision back while nothing was revealed since (the core's undo rule,
:meth:`~tomecraft.core.Match.undo_point`, the browser's too); ``w`` shows the whole board.

A bot that fails (raises while choosing, or answers an option not offered) hands its
seat to a working kind (:func:`tomecraft.bots.fallback_bot`): the player is told in
their language, the traceback goes to the ``tomecraft.cli`` log (stderr), and the game
goes on.
"""

from __future__ import annotations

import logging
import shlex
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.prompt import Prompt
from rich.text import Text

from tomecraft.bots import Bot, bot_names, fallback_bot, make_bot, seat_bots
from tomecraft.core import Decision, InvalidConfig, Match, Section, derive_seed
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.common import EXIT_FAILURE, HUMAN, CliError, write_json
from tomecraft.interfaces.cli.coop_report import show_team_end
from tomecraft.interfaces.cli.render import Renderer
from tomecraft.interfaces.cli.save_prompt import ask_save_path, default_name
from tomecraft.interfaces.cli.topic_commands import TOPIC_COMMAND, TopicCommands
from tomecraft.interfaces.cli.turn_screen import TurnScreen
from tomecraft.interfaces.cli.turns import Numbering, Summary, merged

log = logging.getLogger("tomecraft.cli")

#: Exit status when the input ends (or Ctrl-C) before the game does.
EXIT_INTERRUPTED = 130
QUIT_WORDS = frozenset({"q", "quit", "exit"})
HELP_WORDS = frozenset({"h", "help"})
TOPICS_WORDS = frozenset({"t", "topics"})
BACK_WORDS = frozenset({"b", "back"})
BOARD_WORDS = frozenset({"w", "board"})
HINT_WORDS = frozenset({"hint"})
#: The search level whose choice ``hint`` shows.
HINT_LEVEL = "hard"


class Quit(Exception):
    """The game stops early: ``status`` is the exit status to return."""

    def __init__(self, status: int, *, ask_save: bool) -> None:
        super().__init__(status)
        self.status = status
        self.ask_save = ask_save


def make_bots(match: Match, controllers: Sequence[str], seed: int) -> list[Bot | None]:
    """A bot per bot seat (``None`` for humans), seeded exactly like ``play_game`` seeds them.

    Human seats get a placeholder kind for the derivation and are then left empty, so an
    all-bot ``play`` with a seed is the same game as ``simulate``/``play_game`` with it.
    """
    placeholder = bot_names(match.game)[0]
    names = [placeholder if c == HUMAN else c for c in controllers]
    bots: list[Bot | None] = list(seat_bots(match.game, names, seed))
    for seat, controller in enumerate(controllers):
        if controller == HUMAN:
            bots[seat] = None
    return bots


def seat_names(match: Match, controllers: Sequence[str], t: Translator) -> list[str]:
    """``Player 1 (human)``, ``Player 2 (greedy)``..."""
    return [
        t(
            "cli-seat",
            seat=t(match.game.seat_label(match.config, seat)),
            who=t("cli-human") if c == HUMAN else c,
        )
        for seat, c in enumerate(controllers)
    ]


def second_person(names: Sequence[str], controllers: Sequence[str], you: str) -> list[str]:
    """``names`` as the narration says them: the seat of the one person at the keyboard
    is ``you`` (its own moves read "You: End the turn", as its prompts say "your"); with
    several people at one keyboard, or none, every seat keeps its name."""
    people = [seat for seat, c in enumerate(controllers) if c == HUMAN]
    out = list(names)
    if len(people) == 1:
        out[people[0]] = you
    return out


class Back(Exception):
    """The human asked to take their last decision back (``b``)."""


class PlaySession(TopicCommands, TurnScreen):
    """One game at the console, from the current state of ``match`` to the end."""

    def __init__(
        self,
        match: Match,
        controllers: Sequence[str],
        bots: Sequence[Bot | None],
        renderer: Renderer,
        *,
        save: Path | None = None,
        delay: float = 0.0,
        campaign: Path | None = None,
        hints: bool | None = None,
        hint_samples: int | None = None,
    ) -> None:
        self.match = match
        self.controllers = list(controllers)
        self.bots = list(bots)
        self.r = renderer
        self.t = renderer.t
        self.console = renderer.console
        self.save = save
        self.delay = delay
        self.campaign = campaign
        #: The board each human seat saw last.
        self.shown: dict[int, list[Section]] = {}
        #: Whether the list of commands was shown once (compact boards show it once).
        self.hinted = False
        self.names = seat_names(match, controllers, self.t)
        #: The fewest columns this turn's options go in (more than the width alone asks
        #: for when the board is too tall for the screen; 0: as the width allows).
        self.columns = 0
        #: How many of this turn's options are listed (the first ones; "?" lists all).
        self.listed: int | None = None
        #: The seat whose board was drawn last, and how many lines were printed since
        #: its own rows began (its hand): ``None`` when unknown (a command's answer).
        self.kept: tuple[int, int | None] | None = None
        #: Where this game was saved last (the way back in, told when it stops).
        self.saved_to: Path | None = None
        #: What was written there (quitting asks to save only when the game changed).
        self.saved: dict[str, Any] | None = None
        #: Whether ``hint`` works: by default only when one person plays against bots.
        self.hints = controllers.count(HUMAN) == 1 if hints is None else hints
        #: Paired playouts per option when a hint values the options (None: the coach's
        #: default).
        self.hint_samples = hint_samples
        #: The decisions (indexes in the history) before which a hint was shown: saved
        #: with the game, so that its review says so.
        self.hinted_at: list[int] = []
        #: Each seat's label alone ("Player 1"): an event that names its seat first is
        #: narrated without the name in front again.
        self.labels = [
            self.t(match.game.seat_label(match.config, seat)) for seat in range(len(controllers))
        ]
        self.said = second_person(self.names, controllers, self.t("cli-you"))
        self.said_labels = second_person(self.labels, controllers, self.t("cli-you"))
        self.numbering = Numbering()
        self.summary = Summary()
        self.waiting: list[tuple[int, str]] = []
        #: The pending decision's numbers as shown (in the order listed) and the number
        #: of each option id (options shown as one share it).
        self.numbers: list[str] = []
        self.number_of: dict[int, int] = {}
        #: What happened since the deciding seat last decided (drawn above its board).
        self.recap: list[Text] = []

    # -- the loop --------------------------------------------------------------------
    def run(self) -> int:
        """Play to the end (or until the user quits); returns the exit status."""
        try:
            if not self.match.history:  # a new game: what its setup narrated
                self.r.events(self.match.opening, self.said)
            while True:
                self.advance()  # chance, and forced decisions narrated
                d = self.match.state.decision()
                if d is None:
                    break
                bot = self.bots[d.actor]
                if bot is None:
                    try:
                        option = self.ask(d)
                    except Back:
                        self.back(d.actor)
                        continue
                else:
                    option = self.bot_choice(d.actor, bot)
                label = self.r.text(self.match.state.label(d, option))
                secret = bot is not None and not self.match.state.public_options(d.kind) and (
                    HUMAN in self.controllers)
                if secret:
                    # a decision whose option labels are secret (Madness: cards in hand):
                    # the people at the table read what the bot's move did, not its label
                    label = self.t("cli-choice-hidden")
                events = self.match.step(option)
                self.narrate(events, actor=d.actor, label=label, chosen=True, secret=secret)
                if bot is None:  # the seat saw what its decision did: not recapped
                    self.summary.decided(d.actor)
                if bot is not None and self.delay > 0:
                    time.sleep(self.delay)
        except Quit as stop:
            return self.stop(stop)
        except KeyboardInterrupt:
            return self.stop(Quit(EXIT_INTERRUPTED, ask_save=False))
        return self.finish()

    def back(self, seat: int) -> None:
        """Take ``seat``'s last decision back (and the forced ones after it): the match is
        replayed from its seed up to it (:meth:`~tomecraft.core.Match.undo_point`)."""
        index = self.match.undo_point(seat)
        if index is None:
            self.r.note("cli-back-none", style="yellow")
            self.printed(None)
            return
        old = self.match
        data = {**old.game_file(), "decisions": [list(p) for p in old.history[:index]]}
        match = Match.from_game_file(data)
        d = match.state.decision()
        assert d is not None  # the decision taken back is pending again
        label = self.r.text(match.state.label(d, old.history[index][1]))
        match.forced, match.reveals = old.forced[:index], old.reveals[:index]
        match.opening = old.opening
        self.match = match
        self.r.note("cli-back-done", style="bold yellow", option=label)
        self.summary.decided(seat)  # what was taken back is not recapped
        self.shown.pop(seat, None)
        self.kept = None

    def printed(self, lines: int | None) -> None:
        """Count ``lines`` printed under the board drawn last (``None``: unknown)."""
        if self.kept is not None:
            seat, below = self.kept
            self.kept = (seat, None if below is None or lines is None else below + lines)

    def bot_choice(self, seat: int, bot: Bot) -> int:
        """``bot``'s option; if it fails, a working kind's, which plays the seat from now
        on (the player is told; the traceback is logged)."""
        state = self.match.state
        try:
            option = bot.choose(state)
            if option in state.legal_ids():
                return option
            raise ValueError(f"the {bot.name} bot answered option {option}, not offered")
        except Exception:
            kind = fallback_bot(self.match.game, bot.name)
            log.exception("the %s bot of seat %d failed; a %s bot takes over", bot.name,
                          seat + 1, kind)
        self.flush()
        self.r.note("cli-bot-failed", style="bold yellow", seat=self.names[seat],
                    level=bot.name, fallback=kind)
        self.printed(None)
        seed = derive_seed(self.match.seed, 2000 + len(self.match.history))
        new = self.bots[seat] = make_bot(kind, self.match.game, seat, seed)
        return new.choose(state)

    def finish(self) -> int:
        self.flush()
        st = self.match.state
        self.console.rule(Text(self.t("cli-play-over"), style="bold"))
        self.r.board(st.board(None))
        if not show_team_end(self.r, self.match.game, st):
            self.r.breakdown(st.breakdown())
            self.r.outcome(st.breakdown(), self.names)
        self.r.command_note("cli-play-seed-again", style="dim", seed=str(self.match.seed),
                            options=pack_option(self.match.config))
        if self.save is not None and not self.save_to(self.save):
            return EXIT_FAILURE
        return 0 if self.carry_over() else EXIT_FAILURE

    def carry_over(self) -> bool:
        """Write what the finished game hands on (a won chapter's campaign record) to the
        ``--campaign`` file, or offer to save it when a human played; False if writing
        failed. A game that hands on nothing leaves the file as it was."""
        record = self.match.game.carry_over(self.match.state)
        if record is None:
            if self.campaign is not None:
                self.r.note("cli-campaign-kept", style="yellow", path=str(self.campaign))
            return True
        path = self.campaign
        if path is None:
            if HUMAN not in self.controllers:
                return True
            path = ask_save_path(self.console, self.t, "cli-campaign-ask",
                                 default_name(self.match.game.name, "campaign"))
            if path is None:
                return True
        try:
            write_json(path, record, self.t)
        except CliError as exc:
            self.r.line(exc.text, style="bold red")
            return False
        self.r.note("cli-campaign-saved", style="green", path=str(path))
        config = self.match.config
        nxt: dict[str, Any] = {"players": len(self.controllers), "campaign": record}
        if "pack" in config:
            nxt["pack"] = config["pack"]
        try:  # the game says whether the record has a next game (a complete campaign)
            self.match.game.parse_config(nxt)
        except InvalidConfig as exc:
            self.r.note("cli-campaign-over", style="bold", detail=str(exc))
            return True
        self.r.command_note(
            "cli-campaign-next", style="bold", game=self.match.game.name,
            path=shlex.quote(str(path)), options=pack_option(config),
        )
        return True

    def stop(self, stop: Quit) -> int:
        self.flush()
        self.console.print()
        key = {0: "cli-play-quit", EXIT_INTERRUPTED: "cli-play-interrupted"}.get(
            stop.status, "cli-play-input-ended"
        )
        self.r.note(key, style="bold yellow")
        if self.save is not None:
            if not self.save_to(self.save):
                return EXIT_FAILURE
        elif stop.ask_save and self.saved != self.game_data():
            self.offer_save()
        if self.saved_to is not None:
            self.r.command_note(
                "cli-play-resume-again", style="dim", game=self.match.game.name,
                path=shlex.quote(str(self.saved_to)), players=",".join(self.controllers))
        else:
            self.r.command_note("cli-play-seed-again", style="dim", seed=str(self.match.seed),
                                options=pack_option(self.match.config))
        return stop.status

    # -- saving ----------------------------------------------------------------------
    def game_data(self) -> dict[str, Any]:
        """The game file as ``s FILE`` writes it."""
        data = self.match.game_file()
        data["players"] = list(self.controllers)  # who played each seat, for the coach
        if self.hinted_at:
            data["hints"] = list(self.hinted_at)
        # the people's decisions taken without asking (one option, alike, or one
        # outcome): the coach does not grade them
        forced = [i for i, mark in enumerate(self.match.forced)
                  if mark and self.controllers[self.match.history[i][0]] == HUMAN]
        if forced:
            data["forced"] = forced
        return data

    def save_to(self, path: Path) -> bool:
        try:
            data = self.game_data()
            write_json(path, data, self.t)
        except CliError as exc:
            self.r.line(exc.text, style="bold red")
            return False
        self.r.note("cli-saved", style="green", path=str(path))
        self.saved_to, self.saved = path, data
        return True

    def offer_save(self) -> None:
        """Quitting: yes/no, then the file name (default: the game and the date); an
        existing file is overwritten only when the person says so."""
        path = ask_save_path(self.console, self.t, "cli-play-save-ask",
                             default_name(self.match.game.name, "game"))
        if path is not None:
            self.save_to(path)

    # -- a human decision ------------------------------------------------------------
    def give_hint(self, d: Decision) -> None:
        """``hint``: the option the ``hard`` search would take, from this seat's view,
        with its value (:func:`tomecraft.analysis.review.hint`); recorded in the game."""
        from tomecraft.analysis.review import DEFAULT_SAMPLES, figures_of, hint

        if not self.hints:
            self.r.note("cli-hint-off", style="yellow")
            return
        state = self.match.state
        game = self.match.game
        if HINT_LEVEL not in bot_names(game):
            self.r.note("cli-hint-none", style="yellow", game=game.name)
            return
        with self.console.status(self.t("cli-hint-thinking")):
            samples = DEFAULT_SAMPLES if self.hint_samples is None else self.hint_samples
            h = hint(game, state, d.actor, level=HINT_LEVEL, samples=samples)
        index = len(self.match.history)
        if index not in self.hinted_at:
            self.hinted_at.append(index)
        number = self.number_of.get(h.option, d.ids.index(h.option) + 1)  # as shown
        self.r.note("cli-hint", style="cyan", number=number, option=self.r.text(h.label),
                    value=self.r.text(figures_of(game, state).text(h.value)))

    def earlier_option(self, d: Decision, number: int) -> str | None:
        return self.numbering.shown_before(self.match.history, d.actor, d.kind, number)

    def ask(self, d: Decision) -> int:
        """Read a choice: an option's number; ``?`` options, ``b`` back, ``w`` board,
        ``s FILE``, ``q``... Options shown as one (:func:`merged`) answer their first."""
        state = self.match.state
        texts = {o: self.r.text(state.label(d, o)) for o in d.ids}
        groups = merged(state, d, [texts[o] for o in d.ids])
        numbers = self.numbering.numbers(
            self.match.history, d.actor, [texts[g[0]] for g in groups], d.kind, groups
        )
        order = sorted(range(len(groups)), key=lambda i: numbers[i])
        self.number_of = {o: numbers[i] for i, g in enumerate(groups) for o in g}
        by_number = {numbers[i]: groups[i][0] for i in order}
        labels = [texts[groups[i][0]] for i in order]
        self.show_turn(d, labels, [str(numbers[i]) for i in order])
        n = max(by_number)
        while True:
            try:
                raw = Prompt.ask(
                    Text(self.t("cli-play-ask", seat=self.names[d.actor], first=min(by_number),
                                n=n)),
                    console=self.console,
                )
            except EOFError:
                raise Quit(1, ask_save=False) from None
            except KeyboardInterrupt:
                raise Quit(EXIT_INTERRUPTED, ask_save=False) from None
            answer = raw.strip()
            word, _, rest = answer.partition(" ")
            low = word.lower()
            if not (answer.isdigit() and int(answer) in by_number):
                self.printed(None)  # what a command prints is not counted: redraw next
            if not answer:
                self.r.note("cli-play-empty", style="yellow", n=n)
            elif low in QUIT_WORDS:
                raise Quit(0, ask_save=True)
            elif low == "?":
                self.show_options(d, labels, full=True)
            elif low in BACK_WORDS:
                if self.match.undo_point(d.actor) is not None:
                    raise Back
                self.r.note("cli-back-none", style="yellow")
            elif low in BOARD_WORDS:
                self.r.board(state.board(d.actor))
            elif low in TOPICS_WORDS:
                self.show_topics(state.topics(d.actor), d)
            elif topic := TOPIC_COMMAND.fullmatch(answer.lower()):
                self.topic_command(topic.group(1), topic.group(2), d)
            elif low in HELP_WORDS:
                self.r.note("cli-play-help", n=n)
            elif low in HINT_WORDS:
                self.give_hint(d)
            elif low == "s":
                if rest.strip():
                    self.save_to(Path(rest.strip()))
                else:
                    self.r.note("cli-play-save-usage", style="yellow")
            else:
                try:
                    number = int(answer)
                except ValueError:
                    self.r.note("cli-play-not-number", style="yellow", answer=answer, n=n)
                    continue
                if number in by_number:
                    return by_number[number]
                key = "cli-play-gone" if 1 <= number <= n else "cli-play-out-of-range"
                self.r.note(key, style="yellow", number=str(number), n=n,
                            first=min(by_number))


def pack_option(config: Mapping[str, Any]) -> str:
    """The ``--option pack=...`` that a command needs to play the content pack of a game
    of ``config`` (a parsed configuration holds ``pack`` only for a pack other than the
    default one), with a space in front; empty for the default pack."""
    pack = config.get("pack")
    return f" --option pack={shlex.quote(str(pack))}" if pack else ""
