"""``t``, ``i N`` and ``why N`` at a human's decision (a part of ``tomecraft play``).

``t`` lists what the seat can ask about (the game's :meth:`~tomecraft.core.State.topics`)
numbered ``t1``, ``t2``...; ``i N`` says what option N is about (the topic listing it)
and ``i tN`` what topic N does; ``why N``/``why tN`` why it is not offered, or which
options are about it. Option numbers are the ones shown beside the options.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from rich.console import Console
from rich.text import Text

from tomecraft.core import Decision, Match, Topic
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.render import Renderer

INFO_WORDS = frozenset({"i", "info"})
#: ``i N``/``info N`` (what option or topic N does) and ``why N`` (why it is not offered).
TOPIC_COMMAND = re.compile(r"(info|i|why)(?:\s+|(?=\d|t\d)|$)(.*)")
#: A topic's number as typed: ``t3`` (``t 3`` too).
TOPIC_NUMBER = re.compile(r"t\s*(\d+)")


class TopicCommands:
    """The topic commands of :class:`~tomecraft.interfaces.cli.play.PlaySession`."""

    match: Match
    r: Renderer
    t: Translator
    console: Console
    #: The number shown for each option id of the pending decision (merged ones share).
    number_of: dict[int, int]

    def show_topics(self, topics: Sequence[Topic], d: Decision) -> None:
        """``t1  name  (options 2, 3)``: one numbered line per topic."""
        if not topics:
            self.r.note("cli-topics-none", style="yellow")
            return
        self.r.note("cli-topics-title", style="bold")
        if not self.r.wide and len(topics) > max(8, self.console.height - 6):
            # too many for one a line on this screen: columns, options as "→ 2, 5" and
            # "✗" for what is not offered now (the legend says so)
            labels = []
            for topic in topics:
                numbers = self.option_numbers(topic, d)
                mark = f" → {', '.join(numbers)}" if numbers else (
                    " ✗" if topic.why_not is not None else "")
                labels.append(self.r.text(topic.name) + mark)
            numbered = [f"t{i}" for i in range(1, len(labels) + 1)]
            self.console.print(self.r.options_layout(labels, True, numbers=numbered)[0])
            self.r.note("cli-topics-legend", style="dim")
            return
        width = len(str(len(topics))) + 1
        for number, topic in enumerate(topics, start=1):
            line = Text.assemble((f"{'t' + str(number):>{width}}  ", "bold cyan"),
                                 self.r.text(topic.name))
            numbers = self.option_numbers(topic, d)
            if numbers:
                text = self.t("cli-topic-options", numbers=", ".join(numbers), count=len(numbers))
                line.append("  " + text, style="green")
            elif topic.why_not is not None:
                line.append("  " + self.t("cli-topic-not-offered"), style="dim")
            self.r.line(line)

    def numbers_now(self, d: Decision) -> Mapping[int, int]:
        """The number shown for each option id of ``d`` (1, 2... when none was given)."""
        if self.number_of and all(o in self.number_of for o in d.ids):
            return self.number_of
        return {o: i for i, o in enumerate(d.ids, start=1)}

    def earlier_option(self, d: Decision, number: int) -> str | None:
        """The label of the option shown as ``number`` earlier in this turn, in a decision
        of ``d``'s kind (None where the session keeps no numbers)."""
        return None

    def option_numbers(self, topic: Topic, d: Decision) -> list[str]:
        """The option numbers (as typed) of ``topic``'s pending options: ``["2", "5"]``."""
        numbers = self.numbers_now(d)
        shown = sorted({numbers[o] for o in topic.options if o in numbers})
        return [str(n) for n in shown]

    def topic_command(self, word: str, rest: str, d: Decision) -> None:
        """``i N``/``why N`` about option N (the topic listing it), ``i tN``/``why tN``
        about topic N: what it does, or why it is not offered."""
        topics = self.match.state.topics(d.actor)
        command = "i" if word in INFO_WORDS else "why"
        arg = rest.strip().lower()
        if not topics:
            self.r.note("cli-topics-none", style="yellow")
            return
        named = TOPIC_NUMBER.fullmatch(arg)
        if named is not None:
            number = int(named.group(1))
            if not 1 <= number <= len(topics):
                self.r.note("cli-topic-unknown", style="yellow", number=f"t{number}",
                            n=len(topics))
                return
            self.about(command, topics[number - 1], f"t{number}", d)
            return
        if not arg.isdigit():
            self.r.note("cli-topic-usage", style="yellow", command=command, n=len(topics))
            return
        numbers = self.numbers_now(d)
        ids = [o for o, n in numbers.items() if n == int(arg) and o in d.ids]
        if not ids:  # a number of no option of this decision (perhaps of an earlier one)
            earlier = self.earlier_option(d, int(arg))
            if earlier is not None:  # shown earlier in the turn, gone since
                self.r.note("cli-topic-gone", style="yellow", number=arg, option=earlier)
                return
            self.r.note("cli-topic-no-option", style="yellow", number=arg,
                        first=min(numbers.values(), default=1),
                        n=max(numbers.values(), default=0))
            return
        about = [i for i, tp in enumerate(topics, start=1) if set(ids) & set(tp.options)]
        if not about:
            label = self.r.text(self.match.state.label(d, ids[0]))
            self.r.note("cli-topic-option-none", style="dim", number=arg, option=label)
            return
        self.about(command, topics[about[0] - 1], f"t{about[0]}", d)

    def about(self, command: str, topic: Topic, number: str, d: Decision) -> None:
        """What ``topic`` (typed as ``number``) does, or why it is not offered."""
        name = self.r.text(topic.name)
        numbers = self.option_numbers(topic, d)
        if command == "i":
            self.r.line(Text(name, style="bold"))
            if topic.text is not None:
                self.console.print(Text(self.r.text(topic.text)))  # wrapped at words
            else:
                self.r.note("cli-topic-no-text", style="dim", name=name)
            if numbers:
                self.r.note(
                    "cli-topic-options-line", style="green", numbers=", ".join(numbers),
                    count=len(numbers),
                )
            elif topic.why_not is not None:
                self.r.note("cli-topic-why-hint", style="dim", number=number)
            return
        if numbers:
            self.r.note(
                "cli-topic-offered", style="green", name=name, numbers=", ".join(numbers),
                count=len(numbers),
            )
        elif topic.why_not is not None:
            reason = self.t("cli-topic-why", name=name, reason=self.r.text(topic.why_not))
            self.console.print(Text(reason))
        else:
            self.r.note("cli-topic-no-reason", style="dim", name=name)
