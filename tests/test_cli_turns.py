"""The terminal's turn (issue 26, section 2): what happened since your last decision above
the board, option numbers that stay put within a turn, ``b`` to take a choice back, no
fake choices, and 80x24 screens where nothing is cut inside a word.

Sessions are driven by answering ``Prompt.ask`` from a seeded generator on an 80x24 Rich
console; every seat is human unless said otherwise.
"""

from __future__ import annotations

import io
import itertools
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from helpers.cli import cli_runner, invoke
from rich.console import Console
from test_cli_board import (
    GAMES,
    HEIGHT,
    PLAY_VS_GREEDY,
    WIDTH,
    console,
    fake_topics,
    moments,
    session,
    turn_screen,
)

from tomecraft.core import Decision, Event, Match, get_game
from tomecraft.i18n import Translator, msg
from tomecraft.interfaces.cli import play
from tomecraft.interfaces.cli.play import PlaySession, make_bots
from tomecraft.interfaces.cli.render import Renderer
from tomecraft.interfaces.cli.turn_screen import TurnScreen
from tomecraft.interfaces.cli.turns import Numbering, merged, one_outcome

#: Human decisions answered per driven session.
DECISIONS = 60
#: The lines of each turn shown in the last driven session (its rule to its options).
SCREENS: list[list[str]] = []
#: Each decision shown by :func:`drive`: its option ids' numbers (``PlaySession.number_of``).
NUMBER_OF: list[dict[int, int]] = []


def drive(
    match: Match,
    controllers: list[str],
    answer: Callable[[PlaySession, Decision], str],
    monkeypatch: pytest.MonkeyPatch,
    decisions: int = DECISIONS,
    before: Callable[[PlaySession, Decision], None] | None = None,
) -> tuple[PlaySession, list[tuple[Decision, list[str], list[str]]], str]:
    """Play ``match`` with ``answer`` typing for the human seats until ``decisions``
    of them were asked; the session, each turn shown (decision, labels, numbers) and the
    screen's text. ``before`` is called with each decision before its turn is drawn
    (what the session holds then, e.g. the recap it is about to show); the lines each
    turn drew are in :data:`SCREENS`."""
    out = Console(file=io.StringIO(), width=WIDTH, height=HEIGHT, color_system=None,
                  force_terminal=True)
    file = out.file
    assert isinstance(file, io.StringIO)
    SCREENS.clear()
    NUMBER_OF.clear()
    renderer = Renderer(out, Translator("en"))
    s = PlaySession(match, controllers, make_bots(match, controllers, match.seed), renderer)
    shown: list[tuple[Decision, list[str], list[str]]] = []
    show_turn = TurnScreen.show_turn  # not PlaySession's: a second drive in one test would
    # find the first one's record there and record every decision twice

    def record(self: PlaySession, d: Decision, labels: Any, numbers: Any = None) -> None:
        shown.append((d, list(labels), list(numbers or [])))
        NUMBER_OF.append(dict(self.number_of))
        if before is not None:
            before(self, d)
        start = len(file.getvalue())
        show_turn(self, d, labels, numbers)
        SCREENS.append(file.getvalue()[start:].splitlines())

    def ask(*_: Any, **__: Any) -> str:
        d = s.match.state.decision()
        if len(shown) >= decisions or d is None:
            raise KeyboardInterrupt
        return answer(s, d)

    monkeypatch.setattr(PlaySession, "show_turn", record)
    monkeypatch.setattr(play.Prompt, "ask", ask)
    s.run()
    return s, shown, file.getvalue()


def random_answer(seed: int) -> Callable[[PlaySession, Decision], str]:
    rng = random.Random(seed)

    def answer(s: PlaySession, d: Decision) -> str:
        return rng.choice(s.numbers)

    return answer


# -- stable numbers ------------------------------------------------------------------------
def test_numbering_keeps_an_option_s_number_within_a_turn() -> None:
    n = Numbering()
    assert n.numbers([], 0, ["Move to A", "Move to Balcony", "Attack"]) == [1, 2, 3]
    # the seat moved to A: Balcony and Attack keep 2 and 3; a new option does not take 1,
    # which meant "Move to A" a moment ago
    history = [(0, 7)]
    assert n.numbers(history, 0, ["Move to Balcony", "Attack", "Collect"]) == [2, 3, 4]
    # another seat decided in between: a new turn, numbered from 1
    assert n.numbers([*history, (1, 3)], 0, ["Move to Balcony", "Attack"]) == [1, 2]
    # nothing in common with the previous decision: still the turn's next free numbers,
    # never 1 or 2, which named "Move to Balcony" and "Attack" in this turn
    assert n.numbers([*history, (1, 3), (0, 2)], 0, ["Sid", "Lara"]) == [3, 4]
    # an option shown two decisions ago comes back with its number
    assert n.numbers([*history, (1, 3), (0, 2), (0, 1)], 0, ["Lara", "Attack"]) == [4, 2]
    # a decision of another kind (a payment, a target) is numbered on its own, from 1;
    # the menu it interrupted keeps its numbers when it comes back
    later = [*history, (1, 3), (0, 2), (0, 1), (0, 4)]
    assert n.numbers(later, 0, ["2 water", "1 water"], "payment") == [1, 2]
    assert n.numbers([*later, (0, 1)], 0, ["Lara", "Collect"], "payment") == [3, 4]
    assert n.numbers([*later, (0, 1), (0, 3)], 0, ["Attack", "Lara"]) == [2, 4]


@pytest.mark.parametrize("game", GAMES)
def test_option_numbers_stay_put_between_decisions_of_a_turn(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Played at random: at consecutive decisions of one seat with nobody else deciding in
    between, every option offered again shows the number it showed before, and numbers are
    never shared; at least once an option kept its number where its place moved."""
    match = Match(get_game(game), {"players": 2}, 7)
    _, shown, _ = drive(match, ["human", "human"], random_answer(1), monkeypatch)
    assert len(shown) >= 20
    moved = 0
    for (d0, labels0, numbers0), (d1, labels1, numbers1) in itertools.pairwise(shown):
        assert len(set(numbers1)) == len(numbers1), (labels1, numbers1)
        if d0.actor != d1.actor or labels0 == labels1:  # a new turn, or asked again
            continue
        before = dict(zip(labels0, numbers0, strict=True))
        common = [label for label in labels1 if label in before and labels0.count(label) == 1]
        if not common or labels1.count(common[0]) != 1:
            continue
        for label in common:
            now = numbers1[labels1.index(label)]
            if now != before[label] and any(a not in (d1.actor, -1) for a in [d0.actor]):
                continue
            if labels1.index(label) != labels0.index(label):
                moved += 1
    if game == "wonderbook":  # its turns are several actions long
        assert moved > 0


def turns_shown(
    game: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> list[list[tuple[list[str], list[str], dict[int, int]]]]:
    """A random hotseat game's human decisions, (labels, numbers, each option id's
    number) each, grouped by turn (a seat's decisions while no other seat decided; chance
    may) and kind of decision (each kind is numbered on its own)."""
    match = Match(get_game(game), {"players": 2}, seed)
    asked: list[tuple[int, int]] = []  # (history length, actor) at each decision shown
    pick = random_answer(seed)

    def answer(s: PlaySession, d: Decision) -> str:
        asked.append((len(s.match.history), d.actor))
        return pick(s, d)

    s, shown, _ = drive(match, ["human", "human"], answer, monkeypatch, decisions=150)
    history = s.match.history
    turns: dict[tuple[int, int, str], list[tuple[list[str], list[str], dict[int, int]]]] = {}
    for (index, actor), (d, labels, numbers), ids in zip(asked, shown, NUMBER_OF,
                                                         strict=False):
        start = max((i + 1 for i, (a, _) in enumerate(history[:index]) if a not in (actor, -1)),
                    default=0)
        turns.setdefault((start, actor, d.kind), []).append((labels, numbers, ids))
    return list(turns.values())


@pytest.mark.parametrize("game", GAMES)
def test_a_number_once_shown_in_a_turn_never_names_another_option(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random games: within a turn and a kind of decision, an option (its id: the same id
    is the same option in one kind of decision) offered again shows the number it was
    first shown with, even after a draw, a decision of another kind (a payment) in
    between or a label that changed ("does nothing now"); and a number names one option
    only: one id, or options that read the same (shown as one). Madness seed 5's first
    turn was the stranger's case: 3 was Activate Sprout, then Activate Frost."""
    checked = kept_over_a_new_label = 0
    for seed in (5, 11):
        for turn in turns_shown(game, seed, monkeypatch):
            numbered: dict[int, int] = {}  # option id -> number
            named: dict[int, tuple[set[int], set[str]]] = {}  # number -> ids, labels
            label_of: dict[int, str] = {}
            for labels, numbers, ids in turn:
                text = dict(zip(map(int, numbers), labels, strict=True))
                shared = [n for n in ids.values() if list(ids.values()).count(n) > 1]
                for option, number in ids.items():
                    if number in shared:  # options shown as one (alike): the group's number
                        numbered[option] = number
                        continue
                    assert numbered.setdefault(option, number) == number, (option, turn)
                    kept_over_a_new_label += label_of.setdefault(option, text[number]) != \
                        text[number]
                for number, label in text.items():
                    options = {o for o, n in ids.items() if n == number}
                    before_ids, before_labels = named.setdefault(number, (set(), set()))
                    assert not before_ids or options & before_ids or label in before_labels, (
                        number, label, before_labels)
                    before_ids.update(options)
                    before_labels.add(label)
            checked += len(turn) > 1
    assert checked >= 3, "too few turns with a kind of decision asked twice to check"
    if game == "madness":  # the stranger's second case: "Activate Kindle ... does nothing now"
        assert kept_over_a_new_label > 0


def test_a_number_no_longer_offered_is_refused_not_reused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Wonder Book, one player: typing the number of an option gone since is answered
    "not offered any more", never taken as another option."""
    match = Match(get_game("wonderbook"), {"players": 1}, 5)
    gone: list[str] = []

    def answer(s: PlaySession, d: Decision) -> str:
        missing = [str(n) for n in range(1, max(map(int, s.numbers)) + 1)
                   if str(n) not in s.numbers]
        if missing and not gone:
            gone.append(missing[0])
            return missing[0]
        return s.numbers[0]

    _, _, text = drive(match, ["human"], answer, monkeypatch, decisions=25)
    assert gone, "no decision of a turn left a gap in its numbers"
    assert f"Option {gone[0]} is not offered any more" in text


def test_i_and_why_take_option_numbers_and_topic_numbers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``i N``/``why N`` ask about the topic of option N (the number beside it); ``i tN``
    about topic N; an option no topic is about says so."""
    state_cls = type(Match(get_game("spellbook"), {"players": 2}, 1).state)
    monkeypatch.setattr(state_cls, "topics", fake_topics)
    typed = "i 1\ni 3\nwhy 3\ni t2\nq\n\n"  # seed 3 opens with three options
    result = invoke(cli_runner(), PLAY_VS_GREEDY, input=typed)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Option 1 (Skip the morning): there is nothing more to say about it." in out
    assert "Alpha\nGame stopped.\nTo choose it, type one of 2, 3." in out  # i 3
    assert "Alpha is offered: type one of 2, 3." in out  # why 3
    assert 'Not offered now: "why t2" says why.' in out


# -- back ----------------------------------------------------------------------------------
def test_back_returns_to_the_choice_before_unless_something_was_revealed() -> None:
    """SpellBook, seed 5: draw 2 tokens (random: revealed), then "Store 1 pool token": "b"
    takes the store back to the midday choice; a second "b" cannot go back over the draw."""
    runner = cli_runner()
    typed = "3\n2\nb\nb\nq\n\n"
    result = invoke(runner, ["play", "--players", "human,medium", "--seed", "5"], input=typed)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Taken back: Store 1 pool token." in out
    after = out.split("Taken back: Store 1 pool token.")[1]
    assert "choose a midday action" in after.split("Nothing to take back")[0]
    assert "Nothing to take back" in after


def test_back_uses_the_core_undo_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wherever "b" goes back, the match is the one replayed without the taken-back
    decisions (the same game as the core's undo), and it goes back only where
    ``Match.undo_point`` allows it."""
    match = Match(get_game("wonderbook"), {"players": 1}, 5)
    backs: list[tuple[list[tuple[int, int]], int]] = []

    def answer(s: PlaySession, d: Decision) -> str:
        point = s.match.undo_point(d.actor)
        if point is not None and len(backs) < 3 and len(s.match.history) % 2:
            backs.append((list(s.match.history), point))
            return "b"
        return s.numbers[-1]

    s, _, text = drive(match, ["human"], answer, monkeypatch, decisions=30)
    assert backs, "no decision could be taken back"
    assert text.count("Taken back: ") == len(backs)
    history, point = backs[-1]
    assert s.match.history[:point] == history[:point]


# -- no fake choices -----------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_no_decision_asked_ends_the_same_whatever_is_chosen(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A multi-step choice that ends in the same state whatever is chosen (paying tokens
    that must all be paid, in some order) is not asked; options shown as one are the
    game's alike ones or read the same."""
    match = Match(get_game(game), {"players": 2}, 3)
    asked: list[bool] = []
    labels_seen: list[list[str]] = []

    def answer(s: PlaySession, d: Decision) -> str:
        asked.append(one_outcome(s.match.state))
        return random.Random(len(asked)).choice(s.numbers)

    _, shown, _ = drive(match, ["human", "human"], answer, monkeypatch, decisions=80)
    for _, labels, _ in shown:
        labels_seen.append(labels)
        assert len(set(labels)) == len(labels), labels  # no two options read the same
    assert not any(asked)


def test_spellbook_payment_in_any_order_is_not_a_choice() -> None:
    """SpellBook's learn payment: with exactly the tokens that must be paid, the order
    is no choice (one outcome); with a real choice of tokens, it is."""
    found = {True: 0, False: 0}
    for seed in range(40):
        match = Match(get_game("spellbook"), {"players": 2}, seed)
        bots = make_bots(match, ["random", "random"], seed)
        while not match.is_over() and sum(found.values()) < 200:
            list(match.advance())
            d = match.state.decision()
            if d is None:
                break
            if d.kind == "learn-pay":
                found[one_outcome(match.state)] += 1
            bot = bots[d.actor]
            assert bot is not None
            match.step(bot.choose(match.state))
        if found[True] and found[False]:
            break
    assert found[True] > 0 and found[False] > 0, found


def test_alike_wyrms_are_one_option() -> None:
    """Two Wyrms in one zone, in one state, are one option (``WonderState.alike``)."""
    match = Match(get_game("wonderbook"), {"players": 1}, 5)
    st = match.state
    for _ in range(400):
        list(match.advance())
        d = match.state.decision()
        if d is None:
            break
        st = match.state
        keys = [st.alike(d, o) for o in d.ids]
        wyrms = [k for k in keys if k is not None]
        if len(wyrms) > len(set(wyrms)):
            labels = [str(o) for o in d.ids]
            groups = merged(st, d, labels)
            assert len(groups) < len(d.ids)
            assert all(len({keys[d.ids.index(o)] for o in g}) == 1 for g in groups)
            return
        bots = make_bots(match, ["random"], len(match.history))
        bot = bots[d.actor]
        assert bot is not None
        match.step(bot.choose(st))
    pytest.skip("no two alike Wyrms offered in this game")


def test_own_forced_moves_are_named_and_events_naming_their_seat_read_as_sentences(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Madness keeps option labels private: a human's own forced move still names its
    option (never "(kept hidden)"); "Player 1 is chosen." is not printed after
    "Player 1 (human): " again."""
    match = Match(get_game("madness"), {"players": 2}, 5)
    _, _, text = drive(match, ["human", "human"], random_answer(2), monkeypatch)
    assert "kept hidden" not in text
    r = Renderer(console(), Translator("en"))
    names = ["Player 1 (human)", "Player 2 (medium)"]
    from tomecraft.i18n import msg

    r.events([Event("target", 0, msg("mad-ev-target", seat=1))], names, actor=1,
             labels=["Player 1", "Player 2"])
    file = r.console.file
    assert isinstance(file, io.StringIO)
    assert "Player 1 (human): Player 1" not in file.getvalue()
    assert "Player 1 is chosen." in file.getvalue()


# -- what happened since your last decision ------------------------------------------------
def test_what_happened_stays_above_the_board() -> None:
    """SpellBook against a bot: the turn starts with the bot's moves grouped on a line
    that names it, above the board; the screen still fits 80x24."""
    runner = cli_runner(WIDTH)
    result = invoke(runner, ["play", "--players", "human,medium", "--seed", "5"], input="q\n\n")
    assert result.exit_code == 0, result.output
    turn = result.output.split("your decision")[1]
    before_board = turn.split("Round 1")[0]
    assert "Player 2: Drew" in before_board and "Stored" in before_board


@pytest.mark.parametrize("game", GAMES)
def test_recap_screens_fit_80_by_24(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Against a bot, every turn (what happened, the board, the options) fits 80x24."""
    match = Match(get_game(game), {"players": 2}, 9)
    _, shown, _ = drive(match, ["human", "random"], random_answer(3), monkeypatch,
                        decisions=25)
    assert len(SCREENS) == len(shown) > 10
    recaps = 0
    for screen in SCREENS:
        assert len(screen) + 1 <= HEIGHT, "\n".join(screen)  # and the input line
        assert max(len(line) for line in screen) <= WIDTH, "\n".join(screen)
        top = screen[2:6] if re.fullmatch(r"  … \(\d+ earlier lines?\)", screen[1]) else screen[1:5]
        recaps += top[0].startswith("  Player 2: ") if top else False
    assert recaps > 0


# -- 80x24: nothing cut inside a word ------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3])
@pytest.mark.parametrize("game", GAMES)
def test_screens_cut_lines_only_between_words(game: str, players: int) -> None:
    """Every sampled 80x24 turn screen: a folded line ending in "…" ends after a whole
    word of the full line (the header never reads "Bag: 8…")."""
    if players == 1 and game == "madness":
        players = 2
    for match in moments(game, players):
        d = match.state.decision()
        assert d is not None
        lines = turn_screen(match)
        assert len(lines) <= HEIGHT and max(len(line) for line in lines) <= WIDTH
        s = session(match, out=console(1000))
        sections = match.state.board(d.actor)
        full = [s.r.folded_section(sec).plain for sec in sections]
        for line in lines:
            if " │ " not in line or not line.rstrip().endswith("…"):
                continue
            head = line.rstrip()[:-1].rstrip()
            whole = [f for f in full if f.startswith(head)]
            assert whole, line
            rest = whole[0][len(head) :]
            assert not rest or rest[0] in " ·│", (line, whole[0])


def test_wonderbook_key_explains_every_mark_and_the_objective_shows_progress() -> None:
    """Wonder Book's map key is never cut ("@ vortex" is on screen with the map), and the
    objective with its Wyrms defeated is on the compact screen."""
    keys = {"@": "@ vortex", "*": "sparks", "?": "? object", "&": "& Dark Aura",
            "~": "~ hurts", "#": "# no way out", "+": "ally", "!": "enemy", "W": "Wyrm 1",
            "w": "Wyrm 1", "┃": "━┃ wall", "┆": "┄┆ open"}
    with_map = with_goal = 0
    marks: set[str] = set()
    for match in moments("wonderbook", 1):
        lines = turn_screen(match)
        screen = "\n".join(lines)
        if "┌" not in screen:
            continue
        with_map += 1
        top = next(i for i, line in enumerate(lines) if "┌" in line)
        bottom = next(i for i, line in enumerate(lines) if "└" in line)
        inside = " ".join(lines[top + 1 : bottom])
        words = re.split(r"[\s│┃┆├┤┼━┄─]+", inside)
        for word in words:
            if word and word[0] in keys and not (word[0] in "Ww" and len(word) == 1):
                marks.add(word[0])
                assert keys[word[0]] in screen, (word, screen)
        for border in "┃┆":
            if border in inside:
                assert keys[border] in screen, screen
        if match.state.objective >= 0:  # type: ignore[attr-defined]
            with_goal += 1
            assert "defeated)" in screen, screen
    assert with_map and with_goal and "@" in marks


def test_a_bots_secret_choice_is_not_named_at_a_table_with_people() -> None:
    """Madness keeps option labels secret (cards in hand): at a table with a person, a
    bot's move is narrated by what it did, its own label is not printed."""
    from typer.testing import CliRunner

    from tomecraft.interfaces.cli.app import app

    out = CliRunner().invoke(app, ["play", "madness", "--players", "human,greedy",
                                   "--seed", "3"], input="1\n" * 12 + "q\n\n",
                             env={"COLUMNS": "80"})
    bots = CliRunner().invoke(app, ["play", "madness", "--players", "greedy,greedy",
                                    "--seed", "3"], env={"COLUMNS": "80"})
    assert bots.exit_code == 0, bots.output
    assert "(a choice only they can see)" not in bots.output  # no person at the table
    # the bot's secret moves are said by what they did (its events name it), not its labels
    assert "Player 2 (greedy): Discarded" in out.output, out.output
    assert "Player 2 (greedy): Discard " not in out.output  # the label, not "Discarded"
    # a mage is face up: the bot's choice of one is named
    assert "Player 2 chooses Odran Wellkeeper." in out.output, out.output


class _Hidden:
    """A one-decision game of hidden information for :func:`one_outcome`: seat 0 heals
    player A or player B; a heal removes a madness card from that player's hidden hand if
    it holds one. The seat sees only how many madness cards A and B hold together
    (``unseen``), not whose hand they are in."""

    def __init__(self, hands: tuple[int, int]) -> None:
        self.hands = list(hands)
        self.done = False
        self.quiet = False

    def decision(self) -> Decision | None:
        return None if self.done else Decision(0, "target", (1, 2), prompt=msg("core-seat"))

    def clone(self) -> _Hidden:
        c = _Hidden((self.hands[0], self.hands[1]))
        c.done = self.done
        return c

    def apply(self, option: int) -> None:
        self.hands[option - 1] = max(0, self.hands[option - 1] - 1)
        self.done = True

    def state_hash(self) -> str:
        return repr((self.hands, self.done))

    def view(self, seat: int) -> dict[str, Any]:
        return {"unseen": sum(self.hands), "done": self.done}


class _HiddenGame:
    def determinizer(self, view: dict[str, Any], seat: int) -> Callable[[Any], _Hidden]:
        def draw(rng: Any) -> _Hidden:
            a = rng.next64() % (view["unseen"] + 1)  # how many of them A holds
            return _Hidden((a, view["unseen"] - a))  # B holds the rest
        return draw


def test_a_choice_is_not_taken_unasked_when_only_hidden_cards_make_it_one() -> None:
    """The stranger's Madness game: healing "one player" was taken without asking because
    neither hand held a madness card, though the other player's might have (one was in
    their deck): not asking told them so. Such a choice is taken unasked only when every
    state drawn from the seat's view agrees; where the view itself shows nothing to heal,
    it still is."""
    nothing_known = _Hidden((0, 0))  # no madness card anywhere: the seat knows it
    assert one_outcome(nothing_known)  # type: ignore[arg-type]
    assert one_outcome(nothing_known, game=_HiddenGame())  # type: ignore[arg-type]
    # the hands hold none, but one madness card is somewhere in the hidden cards
    hidden = _Hidden((0, 0))
    hidden.view = lambda seat: {"unseen": 1, "done": False}  # type: ignore[method-assign]
    assert one_outcome(hidden)  # type: ignore[arg-type]  # the true state alone: one outcome
    assert not one_outcome(hidden, game=_HiddenGame())  # type: ignore[arg-type]


def test_why_for_a_number_gone_since_names_the_option_it_was() -> None:
    """Madness seed 5, the stranger's turn: after Activate Sprout (3) is paid, "why 3"
    names the option 3 was ("Activate Sprout ... is not offered any more"), not "there is
    no option 3: options 1 to 12"; a number never shown is still out of range."""
    typed = "2\n3\n1\nwhy 3\nwhy 99\nq\n\n"
    result = invoke(cli_runner(), ["play", "madness", "--players", "human,bot", "--option",
                                   "mages=mirela,bryn", "--seed", "5"], input=typed)
    assert result.exit_code == 0, result.output
    assert "Option 3 (Activate Sprout (1 earth)) is not offered any more" in result.output
    assert "There is no option 3 " not in result.output
    assert "There is no option 99 now: this decision has options 1 to 12" in result.output
