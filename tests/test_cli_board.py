"""The terminal's play experience (issue 12): a compact board that fits 80x24, redrawn
only when it changed, ``t``/``i N``/``why N`` about the game's topics, stepping back and
forth in ``replay``, and ``--first-player`` counted from 1.

Boards are measured on an 80x24 Rich console exactly as ``play`` draws a human's turn
(:meth:`PlaySession.show_turn`), at moments of games played by random bots.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from helpers.cli import PLAY_VS_GREEDY, cli_runner, invoke, write_game_file
from rich.console import Console
from typer.testing import CliRunner

from tomecraft.core import Decision, Match, State, Topic, get_game
from tomecraft.i18n import Translator, msg
from tomecraft.interfaces.cli.play import PlaySession, Quit, make_bots
from tomecraft.interfaces.cli.render import Renderer

GAMES = ("spellbook", "madness", "wonderbook")
WIDTH, HEIGHT = 80, 24
#: Moments sampled per game: every STRIDE-th decision, up to SAMPLES of them.
STRIDE, SAMPLES = 5, 14
#: Human turns watched in the redraw test.
TURNS = 40


@pytest.fixture
def runner() -> CliRunner:
    return cli_runner()


def console(width: int = WIDTH) -> Console:
    return Console(
        file=io.StringIO(), width=width, height=HEIGHT, color_system=None, force_terminal=False
    )


def session(match: Match, *, wide: bool = False, out: Console | None = None) -> PlaySession:
    """A session where every seat is human (nothing is asked: tests call its parts)."""
    seats = ["human"] * match.state.num_players
    renderer = Renderer(out or console(), Translator("en"), wide=wide)
    return PlaySession(match, seats, make_bots(match, seats, match.seed), renderer)


def turn_screen(match: Match, *, wide: bool = False) -> list[str]:
    """The lines a human's turn takes on an 80x24 screen (the turn's rule, the board,
    the prompt and options), plus the input line that follows them."""
    s = session(match, wide=wide)
    s.hinted = True  # the command hint is shown once per game, not at every turn
    d = match.state.decision()
    assert d is not None
    labels = [s.r.text(match.state.label(d, o)) for o in d.ids]
    s.show_turn(d, labels)
    file = s.console.file
    assert isinstance(file, io.StringIO)
    return [*file.getvalue().splitlines(), "<input>"]


def moments(game: str, players: int, seed: int = 11) -> list[Match]:
    """Copies of a random-bot game at every STRIDE-th decision (SAMPLES at most)."""
    gdef = get_game(game)
    match = Match(gdef, {"players": players}, seed)
    bots = make_bots(match, ["random"] * players, seed)
    out: list[Match] = []
    count = 0
    while len(out) < SAMPLES:
        list(match.advance())
        d = match.state.decision()
        if d is None:
            break
        if count % STRIDE == 0:
            out.append(Match.from_game_file(match.game_file()))
        bot = bots[d.actor]
        assert bot is not None
        match.step(bot.choose(match.state))
        count += 1
    return out


# -- 1. a compact board that fits 80x24 ------------------------------------------------
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("game", GAMES)
def test_compact_board_fits_80_by_24(game: str, players: int) -> None:
    """Every sampled screen fits 80 columns and 24 lines, and the compact board is much
    shorter than the wide one."""
    compact_total = wide_total = 0
    for match in moments(game, players):
        lines = turn_screen(match)
        assert max(len(line.rstrip()) for line in lines) <= WIDTH, "\n".join(lines)
        assert len(lines) <= HEIGHT, "\n".join(lines)
        compact_total += len(lines)
        wide_total += len(turn_screen(match, wide=True))
    assert compact_total < 0.8 * wide_total


def test_wide_draws_bordered_tables_and_compact_does_not(runner: CliRunner) -> None:
    args = PLAY_VS_GREEDY
    wide = invoke(runner, [*args, "--wide"], input="q\n\n")
    compact = invoke(runner, args, input="q\n\n")
    assert wide.exit_code == compact.exit_code == 0, wide.output + compact.output
    assert "╭" in wide.output and "│ Altar" in wide.output
    assert "╭" not in compact.output and "Altar" in compact.output


@pytest.mark.parametrize("game", GAMES)
def test_folding_keeps_the_deciding_seat_and_the_map(game: str) -> None:
    """With no room, other sections fold into one line each; the section titled after
    the seat that decides (failing that, the highlighted one) and preformatted maps are
    never folded."""
    for match in moments(game, 3)[1:6]:
        d = match.state.decision()
        assert d is not None
        sections = match.state.board(d.actor)
        for keep in (None, Translator("en")(match.game.seat_label(match.config, d.actor))):
            s = session(match)
            out = s.console.file
            assert isinstance(out, io.StringIO)
            s.r.board(sections, budget=1, keep=keep)
            lines = out.getvalue().splitlines()
            titles = [s.r.text(section.title) for section in sections]
            mine = [keep is not None and re.match(rf"{re.escape(keep)}(\W|$)", t) for t in titles]
            for section, title, own in zip(sections, titles, mine, strict=True):
                folded = any(line.lstrip("▶ ").startswith(title + " │") for line in lines)
                pre = any(c.style == "pre" for row in section.rows for c in row.cells)
                kept = bool(own) if any(mine) else section.highlight
                assert folded != (kept or pre or section.pinned or not section.rows), (title, keep)


def test_options_go_in_columns_numbered_down() -> None:
    r = Renderer(console(), Translator("en"))
    r.options([f"Option {i}" for i in range(1, 8)])
    file = r.console.file
    assert isinstance(file, io.StringIO)
    lines = file.getvalue().splitlines()
    assert len(lines) == 2  # 7 short labels in 4 balanced columns
    assert lines[0].split()[::3] == ["1", "3", "5", "7"]
    r = Renderer(console(40), Translator("en"))
    r.options([f"Option {i}" for i in range(1, 8)])
    file = r.console.file
    assert isinstance(file, io.StringIO)
    words = [line.split() for line in file.getvalue().splitlines()]
    assert len(words) == 3 and words[0][:3] == ["1", "Option", "1"]
    assert words[0][3] == "4" and words[1][0] == "2"  # numbered down the columns


def test_long_options_are_cut_to_one_line_and_question_mark_shows_them_whole() -> None:
    """Eight options of three lines each would fill an 80x24 screen: the compact layout
    gives each one line ending in an ellipsis and says so; ``?`` (full) shows every word."""
    labels = [f"Mage {i}: " + " ".join(["starting cards worth five"] * 9) for i in range(1, 9)]
    r = Renderer(console(), Translator("en"))
    assert r.options(labels) is True
    file = r.console.file
    assert isinstance(file, io.StringIO)
    lines = file.getvalue().splitlines()
    assert len(lines) == 8 and all(len(line) <= WIDTH for line in lines)
    assert [line.split()[0] for line in lines] == [str(i) for i in range(1, 9)]
    assert all(line.rstrip().endswith("…") for line in lines)
    full = Renderer(console(), Translator("en"))
    assert full.options(labels, full=True) is False
    file = full.console.file
    assert isinstance(file, io.StringIO)
    assert len(file.getvalue().splitlines()) > 16  # every word, wrapped
    short = Renderer(console(), Translator("en"))
    assert short.options([f"Option {i}" for i in range(30)]) is False  # already one line


def test_more_than_eight_options_go_in_two_columns() -> None:
    """Ten options too long for two columns side by side still go in two (numbered down
    each, cut to fit, and said so); eight stay one a line."""
    labels = [f"Activate the spell number {i} (2 water + 1 earth)" for i in range(1, 11)]
    r = Renderer(console(), Translator("en"))
    table, cut = r.options_layout(labels)
    assert cut is True and r.height(table) == 5
    assert r.options(labels) is True
    file = r.console.file
    assert isinstance(file, io.StringIO)
    lines = file.getvalue().splitlines()
    assert len(lines) == 5 and all(len(line.rstrip()) <= WIDTH for line in lines)
    assert lines[0].split()[0] == "1" and " 6 Activate" in lines[0]
    assert r.height(r.options_layout(labels[:8])[0]) == 8


#: Madness games whose screens are checked: every player count and difficulty, each
#: game sampled at MADNESS_SAMPLES decisions spread from its first to its last.
MADNESS_GAMES = [
    (players, difficulty, seed)
    for players in (2, 3, 4, 5)
    for difficulty in ("I", "II", "III")
    for seed in (3, 11)
]
MADNESS_SAMPLES = 6


def spread_moments(game: str, config: dict[str, Any], seed: int, count: int) -> list[Match]:
    """Copies of a random-bot game at ``count`` decisions spread evenly from its first
    to its last (the late game included)."""

    def play(keep: set[int]) -> tuple[int, list[Match]]:
        match = Match(get_game(game), config, seed)
        bots = make_bots(match, ["random"] * match.state.num_players, seed)
        out: list[Match] = []
        n = 0
        while True:
            list(match.advance())
            d = match.state.decision()
            if d is None:
                return n, out
            if n in keep:
                out.append(Match.from_game_file(match.game_file()))
            bot = bots[d.actor]
            assert bot is not None
            match.step(bot.choose(match.state))
            n += 1

    total, _ = play(set())
    assert total > count
    return play({round(i * (total - 1) / (count - 1)) for i in range(count)})[1]


def check_madness_screen(match: Match, lines: list[str]) -> int:
    """Assert a Madness turn's screen fits 80x24 with the deciding player's hand whole on
    it and the invocation track (its title, a row per curse); the curses seen."""
    st = match.state
    d = st.decision()
    assert d is not None
    screen = "\n".join(lines)
    assert len(lines) <= HEIGHT, screen
    assert max(len(line.rstrip()) for line in lines) <= WIDTH, screen
    if st.mages[d.actor] >= 0 and not st.eliminated[d.actor]:  # type: ignore[attr-defined]
        hand = [line for line in lines if line.startswith(" Hand (")]
        assert hand and not hand[0].rstrip().endswith("…"), screen  # never cut
    curses = 0
    if st.monster_card() is not None:  # type: ignore[attr-defined]
        assert any(line.startswith("Invocation track:") for line in lines), screen
        for slot in st.slots:  # type: ignore[attr-defined]
            if slot >= 0:
                name = Translator("en")(st.c.curses[slot].name)  # type: ignore[attr-defined]
                assert any(
                    line.startswith(" Space ") and name in line for line in lines
                ), (name, screen)
                curses += 1
    return curses


@pytest.mark.parametrize(("players", "difficulty", "seed"), MADNESS_GAMES)
def test_every_madness_screen_fits_with_the_track_and_the_hand(
    players: int, difficulty: str, seed: int
) -> None:
    """Every sampled Madness decision, from the first to the game's last, on 80x24: the
    screen fits (more than eight options in columns, fewer listed when even that leaves
    no room), the deciding player's hand is on it and never cut, and the invocation
    track (its title and a row per curse on it) is on the compact board."""
    config = {"players": players, "difficulty": difficulty}
    for match in spread_moments("madness", config, seed, MADNESS_SAMPLES):
        check_madness_screen(match, turn_screen(match))


def test_madness_screens_show_curses() -> None:
    """The sampled screens do show curses on the track (the check is not vacuous)."""
    seen = sum(
        check_madness_screen(match, turn_screen(match))
        for match in spread_moments("madness", {"players": 4, "difficulty": "III"}, 3, 4)
    )
    assert seen > 0


def test_sixty_four_options_fit_beside_the_board() -> None:
    """A late five-player board with 64 long options (the most payments Madness
    offers): the first options are listed in columns, numbered from 1, with a line that
    says which are not and that "?" lists them all; the screen fits, the hand on it."""
    match = spread_moments("madness", {"players": 5, "difficulty": "III"}, 11, 3)[1]
    d = match.state.decision()
    assert d is not None
    labels = [f"water {i % 3 + 1}, earth {i % 2 + 1}, fire 2, air 2, {i} lost" for i in range(64)]
    s = session(match)
    s.hinted = True
    s.show_turn(d, labels)
    file = s.console.file
    assert isinstance(file, io.StringIO)
    lines = [*file.getvalue().splitlines(), "<input>"]
    check_madness_screen(match, lines)
    more = [line for line in lines if line.startswith("Options ") and "not listed" in line]
    assert len(more) == 1, "\n".join(lines)
    first = int(more[0].split()[1].split("–")[0])
    assert 4 <= first <= 64 and more[0].split()[1].endswith("–64"), more
    numbers = {int(w) for line in lines for w in line.split() if w.isdigit()}
    assert set(range(1, first)) <= numbers
    full = session(match)
    full.hinted = True
    full.show_turn(d, labels)
    full.show_options(d, labels, full=True)  # "?": every option, whole
    file = full.console.file
    assert isinstance(file, io.StringIO)
    assert all(label in file.getvalue() for label in labels)


def test_an_unchanged_board_is_drawn_again_when_the_hand_would_scroll_off() -> None:
    """A seat's board is not drawn again while it is unchanged and its hand is still on
    the screen; once more lines were printed below it than leave the hand on the
    screen (or a command answered), it is drawn again."""
    match = spread_moments("madness", {"players": 3, "difficulty": "I"}, 3, 3)[1]
    d = match.state.decision()
    assert d is not None
    labels = [match.state.label(d, o) for o in d.ids]
    s = session(match)
    texts = [s.r.text(label) for label in labels]
    s.show_turn(d, texts)
    s.printed(1)
    assert s.draw_board(d, texts) is False
    s.show_turn(d, texts)
    s.printed(HEIGHT)
    assert s.draw_board(d, texts) is True
    s.show_turn(d, texts)
    s.printed(None)  # a command's answer: how much it printed is not counted
    assert s.draw_board(d, texts) is True


def test_the_mage_choice_fits_and_says_options_were_cut() -> None:
    """Madness's opening (eight mages with long descriptions) fits 24 lines compactly;
    the prompt's line says that "?" shows the options whole."""
    match = Match(get_game("madness"), {"players": 2}, 4)
    list(match.advance())
    lines = turn_screen(match)
    assert len(lines) <= HEIGHT, "\n".join(lines)
    assert any('("?" shows the options whole)' in line for line in lines)


def test_reference_sections_fold_after_the_other_seats() -> None:
    """Four-player SpellBook on 80x24: the spells in play (a reference section) stay
    drawn in full while other seats' sections fold into one line each."""
    folded_others = 0
    for match in moments("spellbook", 4):
        lines = turn_screen(match)
        heading = [i for i, line in enumerate(lines) if line.startswith("Spells")]
        assert heading and lines[heading[0]].strip() == "Spells", "\n".join(lines)
        folded_others += sum(" │ Pool" in line for line in lines)
    assert folded_others > 0  # the budget was tight: other seats did fold


def test_a_long_topic_list_goes_in_columns_that_fit_the_screen() -> None:
    """Madness has some thirty topics: on 80x24 they go in columns with "→ N" for the
    options about them and "✗" for what is not offered, plus a legend line."""
    match = Match(get_game("madness"), {"players": 3}, 3)
    list(match.advance())
    d = match.state.decision()
    assert d is not None
    topics = match.state.topics(d.actor)
    assert len(topics) > HEIGHT
    s = session(match)
    s.show_topics(topics, d)
    file = s.console.file
    assert isinstance(file, io.StringIO)
    lines = file.getvalue().splitlines()
    assert len(lines) <= HEIGHT - 2 and max(len(line) for line in lines) <= WIDTH
    body = " ".join(lines)
    assert all(f"t{n} " in body for n in range(1, len(topics) + 1))
    offered = [t for t in topics if t.options]
    assert offered and "→" in body and "✗" in body
    assert "why tN" in lines[-1]
    wide = session(match, wide=True)
    wide.show_topics(topics, d)
    file = wide.console.file
    assert isinstance(file, io.StringIO)
    assert len(file.getvalue().splitlines()) == len(topics) + 1  # one a line when wide


# -- 2. redrawn only when it changed -----------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_board_is_redrawn_only_when_it_changed(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game against a bot (its first TURNS human turns): at each turn the board is drawn
    exactly when it differs from the one that seat last saw (after its own sub-steps,
    the bot's moves and forced steps alike) or when its hand would scroll off."""
    match = Match(get_game(game), {"players": 2}, 4)
    s = session(match)
    s.controllers = ["human", "random"]
    s.bots = make_bots(match, s.controllers, 4)
    drawn: list[bool] = []
    expected: list[bool] = []
    last: list[Any] = [None]
    board = Renderer.board

    def record(self: Renderer, sections: Any, **kw: Any) -> None:
        drawn[-1] = True
        board(self, sections, **kw)

    def ask(d: Decision) -> int:
        if len(drawn) == TURNS:
            raise Quit(0, ask_save=False)
        now = match.state.board(d.actor)
        labels = [str(o) for o in d.ids]
        s.columns, s.listed = 0, None
        s.fit_options(d, labels, 0)
        expected.append(now != last[0] or not s.on_screen(d, labels))
        last[0] = now
        drawn.append(False)
        s.show_turn(d, labels)
        return d.ids[-1]

    monkeypatch.setattr(Renderer, "board", record)
    monkeypatch.setattr(s, "ask", ask)
    assert s.run() == 0
    assert drawn == expected
    assert any(drawn)
    if game != "wonderbook":  # its boards change with every action
        assert not all(drawn)


# -- 3. topics: t, i N, why N ------------------------------------------------------------
def fake_topics(self: State, seat: int | None) -> list[Topic]:
    """Two topics about the pending decision: one offered (its last two options), one not."""
    d = self.decision()
    ids = d.ids if d is not None else []
    return [
        Topic("thing:a", "Alpha", text=msg("cli-play-quit"), options=tuple(ids[-2:])),
        Topic("thing:b", "Beta", why_not=msg("cli-play-interrupted")),
        Topic("thing:c", "Gamma"),
    ]


def test_topic_commands_with_a_fake_game(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    state_cls = type(Match(get_game("spellbook"), {"players": 2}, 1).state)
    monkeypatch.setattr(state_cls, "topics", fake_topics)
    typed = "t\ni t1\nwhy t1\nwhy t2\ni t2\nwhy t3\ni t9\nwhy\ni x\nq\n\n"
    result = invoke(runner, PLAY_VS_GREEDY, input=typed)
    assert result.exit_code == 0, result.output
    out = result.output
    listing = out.split("What you can ask about")[1]
    assert re.search(r"t1  Alpha  options \d+, \d+", listing)
    assert "t2  Beta  not offered" in listing
    assert "Game stopped." in out  # topic 1's text
    assert re.search(r"Alpha is offered: type one of \d+, \d+\.", out)
    assert "Beta: Game interrupted (Ctrl-C)." in out
    assert 'Not offered now: "why t2" says why.' in out
    assert "Gamma is not among your options right now." in out
    assert "There is no topic t9: choose from t1 to t3" in out
    assert out.count('Type "why N"') == 1 and out.count('Type "i N"') == 1


def test_topics_none(runner: CliRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    state_cls = type(Match(get_game("spellbook"), {"players": 2}, 1).state)
    monkeypatch.setattr(state_cls, "topics", lambda self, seat: [])
    result = invoke(runner, PLAY_VS_GREEDY, input="t\ni 1\nq\n\n")
    assert result.output.count("There is nothing to ask about on this board.") == 2


@pytest.mark.parametrize("game", GAMES)
def test_topic_commands_with_the_games_own_topics(game: str) -> None:
    """Each game's topics: ``why N`` on an offered one names the option numbers to type,
    on another gives the game's reason; ``i N`` shows a description."""
    match = Match(get_game(game), {"players": 2}, 5)
    list(match.advance())
    d = match.state.decision()
    assert d is not None
    s = session(match)
    topics = match.state.topics(d.actor)
    if not topics:
        pytest.skip(f"{game} has no topics yet")
    file = s.console.file
    assert isinstance(file, io.StringIO)
    s.show_topics(topics, d)
    listing = " ".join(file.getvalue().split())  # one a line, or in columns when many
    for number, topic in enumerate(topics, start=1):
        assert f"t{number} {' '.join(s.r.text(topic.name).split())}" in listing
    offered = [i for i, tp in enumerate(topics, start=1) if tp.options]
    refused = [i for i, tp in enumerate(topics, start=1) if tp.why_not is not None]
    assert offered or refused
    for number in offered[:2]:
        topic = topics[number - 1]
        file.seek(0)
        file.truncate()
        s.topic_command("why", f"t{number}", d)
        typed = [str(d.ids.index(o) + 1) for o in topic.options]
        assert "is offered: type" in file.getvalue()
        assert ", ".join(typed) in file.getvalue()
    for number in refused[:2]:
        topic = topics[number - 1]
        assert topic.why_not is not None
        file.seek(0)
        file.truncate()
        s.topic_command("why", f"t{number}", d)
        assert s.r.text(topic.why_not)[:30] in file.getvalue().replace("\n", " ")
    described = [i for i, tp in enumerate(topics, start=1) if tp.text is not None]
    if described:
        topic = topics[described[0] - 1]
        assert topic.text is not None
        file.seek(0)
        file.truncate()
        s.topic_command("i", f"t{described[0]}", d)
        assert s.r.text(topic.text)[:30] in file.getvalue().replace("\n", " ")


def test_help_mentions_the_topic_commands(runner: CliRunner) -> None:
    result = invoke(runner, PLAY_VS_GREEDY, input="h\nq\n\n")
    assert '"t" lists the topics you can ask about' in result.output
    assert '"i N" says what option N does ("i tN": topic N)' in result.output
    assert '"why N" says why it is not offered' in result.output
    assert '"b" takes your last choice back' in result.output


# -- 4. replay backwards and forwards ----------------------------------------------------
@pytest.fixture
def game_file(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    return write_game_file(tmp_path)


def move_titles(output: str) -> list[int]:
    return [int(n) for n in re.findall(r"Move (\d+) of \d+", output)]


def test_replay_steps_back_and_jumps(
    runner: CliRunner, game_file: tuple[Path, dict[str, Any]]
) -> None:
    path, _ = game_file
    result = invoke(
        runner, ["replay", str(path), "--step"], input="b\n\nn\nb\np\n7\n999\nb\nzz\nc\n"
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert move_titles(out) == [1, 2, 3, 2, 1, 7, 6]
    assert "This is the first move: there is nothing before it." in out
    assert "There is no move 999: choose from 1 to" in out
    assert '"zz" is not a replay command.' in out
    assert "Final scores" in out
    total = int(re.findall(r"Move \d+ of (\d+)", out)[0])
    assert total < len(json.loads(path.read_text())["decisions"])  # chance is not paused on


def test_replay_going_back_narrates_the_move_again(
    runner: CliRunner, game_file: tuple[Path, dict[str, Any]]
) -> None:
    path, _ = game_file
    forward = invoke(runner, ["replay", str(path), "--step"], input="\nq\n")
    again = invoke(runner, ["replay", str(path), "--step"], input="\nb\n\nq\n")
    assert forward.exit_code == again.exit_code == 0
    # The first move's narration follows the (unechoed) answer to the first prompt.
    first = re.search(r"\"q\": stop: (.+)\n", forward.output)
    assert first is not None and ": " in first.group(1)
    assert forward.output.count(first.group(1)) == 1
    assert again.output.count(first.group(1)) == 2
    assert "Replay stopped." in again.output and "Final scores" not in again.output


def test_replay_input_ending_plays_to_the_end(
    runner: CliRunner, game_file: tuple[Path, dict[str, Any]]
) -> None:
    path, _ = game_file
    result = invoke(runner, ["replay", str(path), "--step"], input="\n")
    assert result.exit_code == 0 and "Final scores" in result.output
    assert move_titles(result.output) == [1, 2]


# -- 5. --first-player counts from 1 -----------------------------------------------------
@pytest.mark.parametrize("game", ["spellbook", "madness"])
def test_first_player_counts_from_one(runner: CliRunner, tmp_path: Path, game: str) -> None:
    path = tmp_path / "g.json"
    result = invoke(
        runner,
        ["play", game, "--players", "random,random", "--seed", "2", "--first-player", "2",
         "--save", str(path)],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(path.read_text())["config"]["first_player"] == 1
    bad = invoke(runner, ["play", game, "--players", "random,random", "--first-player", "0"])
    assert bad.exit_code == 2
    assert "--first-player is a seat number from 1 to 2, not 0." in bad.stderr
    assert "counted from 1" in invoke(runner, ["play", "--help"]).output


def test_a_command_to_copy_stays_one_line_on_a_narrow_terminal() -> None:
    """The resume hint at 80 columns on a terminal: a note is folded at words, but a
    command to copy is printed as one line (a pasted half would start another game)."""
    out = io.StringIO()
    term = Console(file=out, width=80, color_system=None, force_terminal=True)
    r = Renderer(term, Translator("en"))
    args = {"game": "madness", "players": "human,medium", "path": "madness-game-1.json"}
    r.note("cli-play-resume-again", **args)
    assert out.getvalue().count("\n") == 2  # the plain note is folded
    out.truncate(0)
    out.seek(0)
    r.command_note("cli-play-resume-again", **args)
    assert out.getvalue() == (
        "To go on with this game later: tomecraft play madness --players human,medium"
        " --resume madness-game-1.json\n"
    )
