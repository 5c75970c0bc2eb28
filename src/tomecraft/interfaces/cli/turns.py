"""What the terminal adds around a human's decision (a part of ``tomecraft play``).

* **No fake choices** (:func:`one_outcome`, :func:`merged`): a multi-step choice whose
  every way through ends in the same state (paying tokens that must all be paid, in
  whatever order), on the true state and on states drawn from the seat's view (so
  that not asking tells nothing hidden), is taken without asking; options that the game
  calls alike
  (:meth:`~tomecraft.core.State.alike`: two Wyrms in one zone in one state) or that read
  the same are shown once. The decisions themselves are the engine's, unchanged: the
  terminal only takes the first of the options it merged.
* **Stable numbers** (:class:`Numbering`): within one seat's turn (its decisions while
  nobody else decided in between; chance may), an option offered again in a decision of
  the same kind (the actions menu after a payment) keeps the number it was first shown
  with (found by its option id, else by its text), whatever was decided or drawn since;
  a new option takes the lowest number not yet shown in that kind of decision in the
  turn, so a number typed from memory never picks another option of the menu it was
  read in (it is refused). Each kind of decision is numbered from 1 (a payment's
  options, a target's).
* **What happened since your last decision** (:class:`Summary`): the narration grouped
  by who acted, one line per group, shown above the board.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

from rich.console import Console
from rich.text import Text

from tomecraft.analysis.playouts import view_seed
from tomecraft.bots import Bot
from tomecraft.core import CHANCE, Decision, Event, GameDef, Match, Rng, State
from tomecraft.core.match import alike_option, forced_option
from tomecraft.i18n import Translator, msg
from tomecraft.interfaces.cli.render import Renderer, cut_at_word, seat_style

#: The most states :func:`one_outcome` visits before it gives up (a real choice then).
SEARCH_LIMIT = 256
#: States drawn from the seat's view on which :func:`one_outcome` must hold as well.
DRAWS = 8
#: Salt of their generators (apart from the coach's).
VIEW_SALT = 40
#: The most lines the summary of what happened takes above the board.
SUMMARY_LINES = 4


def one_outcome(
    state: State, limit: int = SEARCH_LIMIT, game: GameDef | None = None
) -> bool:
    """Whether every way through the pending multi-step choice (the decisions of the same
    seat and kind that follow each other) ends in the same state: a choice of order only,
    or none at all. Decisions with one option are forced (the core takes them); chance or
    another seat deciding ends a way. Gives up (False) past ``limit`` states.

    With ``game``, it must also hold on :data:`DRAWS` states drawn from the deciding
    seat's view (seeded from that view): taking a choice without asking must not tell the
    player a hidden fact (Madness: healing "one player" does the same for everyone only
    because another hand, hidden, holds no madness card, which its owner's deck might)."""
    if not _one_outcome(state, limit):
        return False
    d = state.decision()
    if game is None or d is None:
        return True
    try:
        draw = game.determinizer(state.view(d.actor), d.actor)
    except NotImplementedError:  # a game that hides nothing
        return True
    for k in range(DRAWS):
        world = draw(Rng(view_seed(state, d.actor, VIEW_SALT + k)))
        world.quiet = True
        if not _one_outcome(world, limit):
            return False
    return True


def _one_outcome(state: State, limit: int) -> bool:
    """:func:`one_outcome` on ``state`` alone."""
    d = state.decision()
    if d is None or d.actor == CHANCE or len(d.ids) < 2:
        return False
    ends: set[str] = set()
    todo: list[State] = [state]
    seen = 0
    while todo:
        st = todo.pop()
        now = st.decision()
        if st is not state and (now is None or now.actor != d.actor or now.kind != d.kind):
            ends.add(st.state_hash())
            if len(ends) > 1:
                return False
            continue
        assert now is not None
        for option in now.ids:
            seen += 1
            if seen > limit:
                return False
            nxt = st.clone()
            nxt.quiet = True
            nxt.apply(option)
            todo.append(nxt)
    return len(ends) == 1


def merged(state: State, d: Decision, labels: Sequence[str]) -> list[list[int]]:
    """``d``'s options in groups shown as one (in the order of their first member): the
    ones the game calls alike, and the ones whose labels read the same."""
    groups: dict[Hashable, list[int]] = {}
    for option, label in zip(d.ids, labels, strict=True):
        key = state.alike(d, option)
        key = ("label", label) if key is None else ("alike", key)
        groups.setdefault(key, []).append(option)
    return list(groups.values())


@dataclass
class Numbering:
    """The numbers shown for the options of each human decision, by its place in the
    match's history (so taking a decision back forgets the numbers given after it)."""

    #: history index -> (actor, decision kind, {option key: number}, {option id: number})
    given: dict[int, tuple[int, str, dict[tuple[str, int], int], dict[int, int]]] = field(
        default_factory=dict)

    def numbers(
        self, history: Sequence[tuple[int, int]], actor: int, labels: Sequence[str],
        kind: str = "", ids: Sequence[Sequence[int]] | None = None,
    ) -> list[int]:
        """Numbers for options labelled ``labels`` (in order; ``ids``: each one's option
        ids, several where options are shown as one) of a decision of ``kind`` asked of
        ``actor`` now: an option shown earlier in the seat's turn in a decision of the
        same kind keeps its number, found by its id (the same id is the same option in one
        kind of decision, whatever its label says now: "does nothing now") or else by its
        label; the others take the lowest numbers not shown in that kind of decision in
        the turn. No two options of one decision share a number."""
        index = len(history)
        self.given = {i: v for i, v in self.given.items() if i < index}
        start = turn_start(history, actor)
        by_label: dict[tuple[str, int], int] = {}
        by_id: dict[int, int] = {}
        for i, (seat, asked, shown, shown_ids) in self.given.items():
            if i >= start and seat == actor and asked == kind:
                by_label.update(shown)
                by_id.update(shown_ids)
        keys = keyed(labels)
        groups: Sequence[Sequence[int]] = [()] * len(keys) if ids is None else ids
        found: list[int | None] = []
        taken: set[int] = set()
        for key, group in zip(keys, groups, strict=True):
            n = next((by_id[o] for o in group if o in by_id), by_label.get(key))
            if n is not None and n in taken:
                n = None
            found.append(n)
            if n is not None:
                taken.add(n)
        used = set(by_label.values()) | set(by_id.values())
        free = (n for n in itertools.count(1) if n not in used and n not in taken)
        out = [next(free) if n is None else n for n in found]
        self.given[index] = (
            actor, kind, dict(zip(keys, out, strict=True)),
            {o: n for group, n in zip(groups, out, strict=True) for o in group},
        )
        return out

    def shown_before(
        self, history: Sequence[tuple[int, int]], actor: int, kind: str, number: int
    ) -> str | None:
        """The label of the option shown as ``number`` earlier in ``actor``'s turn, in a
        decision of ``kind`` (an option gone since: what a ``why N`` typed from memory is
        about), the latest; None if no option was shown so."""
        start = turn_start(history, actor)
        found = [label for i, (seat, asked, shown, _) in sorted(self.given.items())
                 if start <= i < len(history) and seat == actor and asked == kind
                 for (label, _), n in shown.items() if n == number]
        return found[-1] if found else None


def turn_start(history: Sequence[tuple[int, int]], actor: int) -> int:
    """Where ``actor``'s turn began in ``history`` (after the last decision of another
    seat; chance does not end a turn)."""
    for i in range(len(history) - 1, -1, -1):
        if history[i][0] not in (actor, CHANCE):
            return i + 1
    return 0


def keyed(labels: Sequence[str]) -> list[tuple[str, int]]:
    """Each label with how many times it appeared before it (labels may repeat)."""
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        n = seen.get(label, 0)
        seen[label] = n + 1
        out.append((label, n))
    return out


@dataclass
class Group:
    """What one seat did (``seat`` None: the table, chance, the enemies), as narrated."""

    seat: int | None
    texts: list[str] = field(default_factory=list)
    #: The places in ``texts`` of the seat's choices while nothing they caused was
    #: narrated yet (what they caused then says it better, and takes their place: a
    #: multi-step choice is said once, by what it did).
    choices: list[int] = field(default_factory=list)


@dataclass
class Summary:
    """The narration since each seat last decided, grouped by who acted; each thing that
    happened is said once."""

    groups: list[Group] = field(default_factory=list)
    #: seat -> how many groups there were when it last decided
    seen: dict[int, int] = field(default_factory=dict)

    def add(self, seat: int | None, text: str) -> None:
        """``seat`` (None: the table) caused ``text``: it takes the place of the seat's
        choices just before, when they caused nothing else yet."""
        if not text:
            return
        group = self.group(seat)
        for index in reversed(group.choices):
            del group.texts[index]
        group.choices.clear()
        group.texts.append(text)

    def chose(self, seat: int, label: str) -> None:
        """``seat`` chose ``label``."""
        group = self.group(seat)
        group.choices.append(len(group.texts))
        group.texts.append(label)

    def group(self, seat: int | None) -> Group:
        if not self.groups or self.groups[-1].seat != seat:
            self.groups.append(Group(seat))
        return self.groups[-1]

    def decided(self, seat: int) -> None:
        """``seat`` decided and saw what its decision did: its summary starts afresh."""
        self.seen[seat] = len(self.groups)
        self.groups.append(Group(None))  # what follows is a new group

    def since(self, seat: int) -> list[tuple[int | None, str]]:
        """``(seat, text)`` per group since ``seat`` last decided: each group's texts
        joined with " · ", a text repeated in a row once with "×N"."""
        out = []
        for group in self.groups[self.seen.get(seat, 0) :]:
            if not group.texts:
                continue
            parts: list[tuple[str, int]] = []
            for text in group.texts:
                if parts and parts[-1][0] == text:
                    parts[-1] = (text, parts[-1][1] + 1)
                else:
                    parts.append((text, 1))
            words = [t if n == 1 else f"{t} ×{n}" for t, n in parts]
            out.append((group.seat, " · ".join(words)))
        return out


class TurnNarration:
    """The narration part of :class:`~tomecraft.interfaces.cli.play.PlaySession`: forced
    steps, events, and what happened since a seat last decided."""

    match: Match
    bots: list[Bot | None]
    names: list[str]
    labels: list[str]
    #: Who each seat is in the narration and the recap: the lone person at the keyboard
    #: is "You" (:func:`~tomecraft.interfaces.cli.play.second_person`), the others their
    #: names (``said``) or labels (``said_labels``).
    said: list[str]
    said_labels: list[str]
    summary: Summary
    #: Choices of one seat not printed yet, (seat, label) (see :meth:`narrate`).
    waiting: list[tuple[int, str]]
    r: Renderer
    t: Translator
    console: Console

    def printed(self, lines: int | None) -> None:
        """Count lines printed under the board (the session's own)."""
        raise NotImplementedError

    def advance(self) -> None:
        """Resolve chance and take forced decisions, narrated; a human seat's own forced
        decision names its option even where labels are private (it is that seat's own
        move), and the rest of a multi-step choice that ends the same whatever is chosen
        (:func:`~tomecraft.interfaces.cli.turns.one_outcome`), or a question whose options
        are all alike (:func:`~tomecraft.core.match.alike_option`: one answer), is taken
        like a forced one."""
        while True:
            for step in self.match.advance(forced=False):
                self.narrate(step.events)
            st = self.match.state
            d = st.decision()
            if d is None:
                return
            own = self.bots[d.actor] is None
            if forced_option(st) is None and not (
                own and (alike_option(st) is not None
                         or one_outcome(st, game=self.match.game))
            ):
                return
            option = d.ids[0]
            label = self.r.text(st.label(d, option))
            events = self.match.step(option)
            self.match.mark_forced()
            text = label if own or st.public_options(d.kind) else None
            actor = d.actor if own else None
            if events:  # what the forced step did says it, not its label nor "only one choice"
                self.narrate(events, actor=actor)
                continue
            said = msg("core-forced", option=text) if text is not None else msg(
                "core-forced-hidden")
            self.narrate([Event("forced", d.actor, said)], label=text, actor=actor)

    def narrate(
        self, events: Sequence[Event], *, actor: int | None = None, label: str | None = None,
        chosen: bool = False, secret: bool = False,
    ) -> None:
        """Print ``events`` (after ``actor``'s choice, labelled ``label``) and note them
        for the summary of what happened: each under the seat it names (an event of no
        seat, such as the enemies' phase, under the table's, not the chooser's).

        With ``chosen``, the choice ("Player 2: <label>") is printed only when nothing
        the seat does says what it did: it waits (:attr:`waiting`) until the next
        narration, which drops it when an event of that seat follows (the event names
        the player instead: "Draw 2 tokens" then "Player 2: Drew ..." says it once), and
        prints it otherwise (:meth:`flush`). With ``secret``, ``label`` is the hidden
        choice's stand-in ("a choice only they can see"), recapped as it is."""
        if self.waiting and events:
            if any(ev.seat == self.waiting[0][0] for ev in events):
                self.waiting = []
            else:
                self.flush()
        if chosen and actor is not None and label is not None:
            if any(ev.seat == actor for ev in events):
                self.printed(self.r.events(events, self.said, labels=self.labels))
            else:
                if self.waiting_for() not in (None, actor):
                    self.flush()
                self.waiting.append((actor, label))
                if events:
                    self.flush()
                    self.printed(self.r.events(events, self.said, actor=actor,
                                               labels=self.labels))
        else:
            self.printed(self.r.events(events, self.said, actor=actor, labels=self.labels))
        if actor is not None and label is not None:  # "chose <label>": not an event
            self.summary.chose(actor, label if secret else self.t("cli-recap-chose",
                                                                   option=label))
        for ev in events:
            if ev.kind == "forced":
                continue
            seat = ev.seat if ev.seat is not None and 0 <= ev.seat < len(self.names) else None
            self.summary.add(seat, self.r.text(ev.msg))

    def waiting_for(self) -> int | None:
        """The seat whose choices wait to be printed (:meth:`narrate`), if any."""
        return self.waiting[0][0] if self.waiting else None

    def flush(self, deciding: int | None = None) -> None:
        """Print the choices that wait (:meth:`narrate`): before anything else is shown;
        not those of the person ``deciding`` again now (the choice they just typed)."""
        for actor, label in self.waiting:
            if actor != deciding or self.bots[actor] is not None:
                self.printed(self.r.choice(self.said[actor], actor, label))
        self.waiting = []

    def recap_lines(self, seat: int, room: int | None = None) -> list[Text]:
        """What happened since ``seat`` last decided: a line per group, who acted in
        front, each cut to two lines (after a whole word, with "…"), the latest ones in
        ``room`` lines (default :data:`SUMMARY_LINES`, at most a sixth of a short screen).

        Groups are dropped whole, the oldest first: a group never starts mid-sentence
        and keeps who acted, and a line "… (N earlier lines)" says what was left out.
        Only when a single line is left is the latest group cut to it."""
        groups = self.summary.since(seat)
        if not groups:
            return []
        if room is None:
            room = min(SUMMARY_LINES, max(1, self.console.height // 6))
        if room <= 0:
            return []
        blocks = [self.recap_group(who, text) for who, text in reversed(groups)]
        shown: list[list[Text]] = []
        used = 0
        for block in blocks:
            if used + len(block) > room:
                break
            shown.append(block)
            used += len(block)
        while len(shown) < len(blocks) and shown and used + 1 > room:
            used -= len(shown.pop())  # room for the line that says what is left out
        if not shown and room >= 2:
            return [self.earlier(len(blocks) - 1), *self.cut(blocks[0], room - 1)]
        if not shown:  # a single line: the latest group, cut to it, then the marker
            if len(blocks) == 1:
                return self.cut(blocks[0], 1)
            mark = self.earlier(len(blocks) - 1)
            mark.plain = mark.plain.lstrip()
            first = self.cut(blocks[0], 1, mark.cell_len + 2)[0]
            return [first.append("  ").append_text(mark)]
        lines = [line for block in reversed(shown) for line in block]
        if len(shown) < len(blocks):
            lines.insert(0, self.earlier(len(blocks) - len(shown)))
        return lines

    def recap_group(self, who: int | None, text: str) -> list[Text]:
        """One group of the recap: who acted in front, in two lines at most."""
        width = self.console.width
        line = Text()
        if who is not None:
            line.append(self.said_labels[who], style=seat_style(who))
            line.append(self.t("cli-narrate-sep"))
        line.append(text, style="italic" if who is None else "")
        wrapped = list(line.wrap(self.console, width - 2))
        return [Text("  ").append_text(part) for part in self.cut(wrapped, 2)]

    def cut(self, lines: list[Text], n: int, keep: int = 0) -> list[Text]:
        """``lines`` cut to ``n`` lines, the last ending after a whole word with "…" and
        leaving ``keep`` cells free."""
        if len(lines) <= n and lines[-1].cell_len <= self.console.width - 2 - keep:
            return lines
        last = lines[n - 1].copy()
        for more in lines[n:]:  # so that the cut falls after a whole word
            last.append(" " + more.plain)
        return [*lines[: n - 1], cut_at_word(last, self.console.width - 2 - keep)]

    def earlier(self, n: int) -> Text:
        """The line that says ``n`` earlier lines of the recap are left out."""
        return Text("  " + self.t("cli-recap-earlier", n=n), style="dim")
