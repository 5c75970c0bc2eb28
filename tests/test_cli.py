"""The ``tomecraft`` command line: play, simulate, replay, listings and errors.

Everything runs in-process with Typer's ``CliRunner`` on small games, so the whole file
takes a few seconds.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest
from helpers.cli import EVERY_NUMBER, PLAY_VS_GREEDY, cli_runner, invoke, write_game_file
from typer.testing import CliRunner, Result
from waits import GAME_WAIT

import tomecraft.interfaces as interfaces_pkg
from tomecraft import __version__
from tomecraft.bots import bot_names, play_game
from tomecraft.cli import main
from tomecraft.core import Match, derive_seed, get_game
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.render import style_for
from tomecraft.interfaces.cli.replay import labelled_steps, open_recording
from tomecraft.interfaces.cli.simulate import GameResult, summarise

SIM_KEYS = {
    "games",
    "errors",
    "wins_by_seat",
    "mean_score_by_seat",
    "std_score_by_seat",
    "mean_decisions",
    "games_per_second",
    "seed",
    "players",
    "bots",
    "config",
    "mean_player_decisions",
    "completed",
    "first_error",
}
INTERFACES_DIR = Path(interfaces_pkg.__file__).parent
CLI_SOURCES = [
    INTERFACES_DIR / "__init__.py",
    *sorted((INTERFACES_DIR / "cli").rglob("*.py")),
    INTERFACES_DIR.parent / "cli.py",
]


@pytest.fixture
def runner() -> CliRunner:
    return cli_runner()


def sim_json(runner: CliRunner, *args: str) -> dict[str, Any]:
    result = invoke(runner, ["simulate", "--json", *args])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


# -- listings and version --------------------------------------------------------------
def test_version(runner: CliRunner) -> None:
    result = invoke(runner, ["--version"])
    assert result.exit_code == 0
    assert __version__ in result.output


def test_games_and_bots_are_listed(runner: CliRunner) -> None:
    result = invoke(runner, ["games"])
    assert result.exit_code == 0
    assert "spellbook" in result.output
    result = invoke(runner, ["bots"])
    assert result.exit_code == 0
    for name in bot_names():
        assert name in result.output


def test_main_is_the_console_script(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.argv", ["tomecraft", "games"])
    with pytest.raises(SystemExit) as exc:
        main()
    assert exc.value.code == 0


# -- simulate --------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 4])
def test_simulate_json(runner: CliRunner, players: int) -> None:
    args = ["spellbook", "-n", "5", "-p", str(players), "--bots", "random,greedy", "--seed", "9"]
    data = sim_json(runner, *args)
    assert set(data) >= SIM_KEYS
    assert data["games"] == 5 and data["errors"] == 0 and data["completed"] == 5
    assert data["players"] == players and data["seed"] == 9
    assert data["bots"] == ["random", "greedy", "random", "greedy"][:players]
    assert data["config"]["players"] == players
    for key in ("wins_by_seat", "mean_score_by_seat", "std_score_by_seat"):
        assert len(data[key]) == players
    assert sum(data["wins_by_seat"]) <= data["games"] + 1e-9
    assert all(w >= 0 for w in data["wins_by_seat"])
    assert data["mean_decisions"] >= data["mean_player_decisions"] > 0
    assert data["games_per_second"] > 0
    again = sim_json(runner, *args)
    data.pop("games_per_second")
    again.pop("games_per_second")
    assert again == data


def test_simulate_games_use_derived_seeds(runner: CliRunner) -> None:
    """Game i of seed S is play_game with derive_seed(S, i): the stats can be rebuilt."""
    data = sim_json(runner, "-n", "3", "-p", "2", "--bots", "greedy,random", "--seed", "4")
    game = get_game("spellbook")
    scores = [
        play_game(game, {"players": 2}, ["greedy", "random"], derive_seed(4, i)).state.scores()
        for i in range(3)
    ]
    assert data["mean_score_by_seat"] == [sum(s[k] for s in scores) / 3 for k in range(2)]


def test_simulate_table_and_game_options(runner: CliRunner) -> None:
    result = invoke(
        runner,
        ["simulate", "-n", "2", "-p", "2", "--bots", "random", "--set", "classic", "--seed", "1"],
    )
    assert result.exit_code == 0, result.output
    assert "random" in result.output and "Games" in result.output
    data = sim_json(
        runner, "-n", "2", "-p", "1", "--bots", "greedy", "--difficulty", "2", "--seed", "1"
    )
    assert data["config"]["difficulty"] == 2 and data["bots"] == ["greedy"]


def test_summarise_shares_victories_and_counts_errors() -> None:
    results = [
        GameResult(
            0, 10, scores=(10, 20), winners=(1,), decisions=30, player_decisions=20, turns=5
        ),
        GameResult(
            1, 11, scores=(15, 15), winners=(0, 1), decisions=40, player_decisions=30, turns=7
        ),
        GameResult(2, 12, scores=(5, 5), winners=(), decisions=10, player_decisions=8, turns=3),
        GameResult(3, 13, error="ValueError: boom"),
    ]
    s = summarise(results, 2, elapsed=2.0)
    assert s["games"] == 4 and s["completed"] == 3 and s["errors"] == 1
    assert s["first_error"] == {"game": 3, "seed": 13, "message": "ValueError: boom"}
    assert s["wins_by_seat"] == [0.5, 1.5]
    assert s["win_rate_by_seat"] == [0.5 / 3, 1.5 / 3]
    assert s["no_winner"] == 1
    assert s["mean_score_by_seat"] == [10.0, 40 / 3]
    assert s["std_score_by_seat"][0] == pytest.approx((50 / 3) ** 0.5)
    assert (s["mean_turns"], s["turns_source"]) == (5.0, "days")
    assert s["mean_decisions"] == pytest.approx(80 / 3)
    assert s["mean_player_decisions"] == pytest.approx(58 / 3)
    assert s["games_per_second"] == 2.0
    # Without days, turns are the player decisions, reported once; nothing finished: no means.
    s = summarise([GameResult(0, 1, scores=(1,), winners=(0,), decisions=4, player_decisions=3)], 1)
    assert (s["mean_player_decisions"], s["turns_source"], s["games_per_second"]) == (
        3.0, "decisions", None)
    assert "mean_turns" not in s
    s = summarise([GameResult(0, 1, error="x")], 2)
    assert s["mean_score_by_seat"] == [None, None] and s["wins_by_seat"] == [0.0, 0.0]
    # a number the game reports per game is averaged as mean_<name>, unless it is the days
    # again (SpellBook's "days"): the mean game length is said once, as mean_turns
    results = [GameResult(0, 1, scores=(1, 2), winners=(1,), decisions=4, player_decisions=3,
                          turns=6, extras={"days": 6, "rounds": 2})]
    s = summarise(results, 2)
    assert s["mean_turns"] == 6.0 and s["mean_rounds"] == 2.0 and "mean_days" not in s


def test_simulate_counts_failing_games_as_errors(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tomecraft.interfaces.cli.simulate as sim

    real = play_game
    calls: list[int] = []

    def flaky(game: Any, config: Any, bots: Any, seed: int) -> Match:
        calls.append(seed)
        if len(calls) == 2:
            raise RuntimeError("engine exploded")
        return real(game, config, bots, seed)

    monkeypatch.setattr(sim, "play_game", flaky)
    result = invoke(
        runner, ["simulate", "--json", "-n", "3", "-p", "2", "--bots", "random", "--seed", "2"]
    )
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["errors"] == 1 and data["completed"] == 2
    assert "engine exploded" in data["first_error"]["message"]
    assert sum(data["wins_by_seat"]) <= 2 + 1e-9



# -- play ------------------------------------------------------------------------------
def test_play_all_bots_saves_a_replayable_file(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = invoke(
        runner, ["play", "--players", "greedy,random,greedy", "--seed", "5", "--save", str(path)]
    )
    assert result.exit_code == 0, result.output
    assert "Seed 5" in result.output and "Final scores" in result.output
    assert "Player 3 (greedy)" in result.output
    assert re.search(r"Winner: |Shared victory: |Nobody wins", result.output)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data.pop("players") == ["greedy", "random", "greedy"]  # who played, for the coach
    # The same game as the bots module plays from the same seed.
    expected = play_game(get_game("spellbook"), {"players": 3}, ["greedy", "random", "greedy"], 5)
    assert data == json.loads(json.dumps(expected.game_file()))

    replayed = invoke(runner, ["replay", str(path), "--no-step"])
    assert replayed.exit_code == 0, replayed.output
    assert "Final scores" in replayed.output
    assert "Chance: " in replayed.output


def test_play_human_until_the_end(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "human.json"
    result = invoke(
        runner,
        ["play", "--players", "human,greedy", "--seed", "3", "--save", str(path)],
        input=EVERY_NUMBER,
    )
    assert result.exit_code == 0, result.output
    assert "your decision" in result.output and "Final scores" in result.output
    assert "Player 1 (human): " in result.output
    assert invoke(runner, ["replay", str(path), "--no-step"]).exit_code == 0


def test_play_rejects_bad_input_and_asks_again(runner: CliRunner) -> None:
    result = invoke(runner, PLAY_VS_GREEDY, input="abc\n999\n0\n\n?\nb\nh\ns\nq\n\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert '"abc" is not a number' in out
    assert "There is no option 999" in out
    assert "There is no option 0" in out
    assert "Please type a number" in out
    assert "To save, type" in out
    assert "Commands:" in out
    assert out.count("your choice (1-") == 9
    assert "Game stopped." in out
    assert "--seed 3" in out


def test_play_quit_offers_to_save(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "quit.json"
    result = invoke(runner, PLAY_VS_GREEDY, input=f"1\nq\ny\n{path}\n")
    assert result.exit_code == 0, result.output
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tomecraft-game" and data["decisions"]
    # The saved, unfinished game replays and says it is unfinished.
    replayed = invoke(runner, ["replay", str(path), "--no-step"])
    assert replayed.exit_code == 0, replayed.output
    assert "stops before the end" in replayed.output


def test_hint_shows_the_search_choice_and_is_recorded(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "hinted.json"
    result = invoke(runner, ["play", "--players", "human,random", "--seed", "4", "--save",
                             str(path)], input="hint\n1\nq\n")
    assert result.exit_code == 0, result.output
    hint_line = re.search(r'Hint: option (\d+), "([^"]+)"', result.output)
    assert hint_line, result.output
    # two competing seats: the chance of winning, and the rank-and-margin value named standing
    assert re.search(r'Hint: option \d+, "[^"]+" \(chance of winning \d+%, standing \d+%\)',
                     result.output), result.output
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["players"] == ["human", "random"]
    assert data["hints"] == [next(i for i, (a, _) in enumerate(data["decisions"]) if a == 0)]


def test_hints_are_off_when_several_people_play(runner: CliRunner) -> None:
    result = invoke(runner, ["play", "--players", "human,human", "--seed", "4"],
                    input="hint\nq\n\n")
    assert "Hints are off in this game" in result.output
    allowed = invoke(runner, ["play", "--players", "human,human", "--seed", "4", "--hints"],
                     input="hint\nq\n\n")
    assert "Hint: option" in allowed.output


def test_play_save_command_and_resume(runner: CliRunner, tmp_path: Path) -> None:
    mid = tmp_path / "mid.json"
    end = tmp_path / "end.json"
    result = invoke(
        runner, ["play", "--players", "human,greedy", "--seed", "8"], input=f"1\ns {mid}\nq\n\n"
    )
    assert result.exit_code == 0, result.output
    assert f"Game saved to {mid}" in result.output
    # stopping after a save names the way back in, not the seed
    assert f"tomecraft play spellbook --players human,greedy --resume {mid}" in result.output
    assert "--seed" not in result.output.split("Game stopped.")[-1]
    saved = json.loads(mid.read_text(encoding="utf-8"))
    result = invoke(
        runner,
        ["play", "--players", "human,greedy", "--resume", str(mid), "--save", str(end)],
        input=EVERY_NUMBER,
    )
    assert result.exit_code == 0, result.output
    done = json.loads(end.read_text(encoding="utf-8"))
    assert done["decisions"][: len(saved["decisions"])] == saved["decisions"]
    assert invoke(runner, ["replay", str(end), "--no-step"]).exit_code == 0
    wrong = invoke(runner, ["play", "--players", "human,bot,bot", "--resume", str(mid)])
    assert wrong.exit_code == 2 and "seats" in wrong.output


def test_play_input_ending_early_saves_with_save(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "eof.json"
    result = invoke(
        runner, ["play", "--players", "human,greedy", "--seed", "3", "--save", str(path)],
        input="1\n",
    )
    assert result.exit_code == 1
    assert "input ended" in result.output
    assert json.loads(path.read_text(encoding="utf-8"))["decisions"]


def test_ctrl_c_says_the_game_was_interrupted(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C at the prompt is an interruption, not the input running out."""
    from rich.prompt import Prompt

    def interrupt(*args: object, **kwargs: object) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(Prompt, "ask", interrupt)
    result = invoke(runner, PLAY_VS_GREEDY)
    assert result.exit_code == 130, result.output
    assert "Game interrupted" in result.output
    assert "input ended" not in result.output


@pytest.mark.parametrize("lang", ["en", "es", "de"])
def test_counts_of_one_are_singular(lang: str) -> None:
    """A solo game has 1 seat, not "1 seats"; Fluent's plural forms choose the word."""
    t = Translator(lang)
    one = t("cli-error-resume-players", players=1, given=2)
    two = t("cli-error-resume-players", players=2, given=1)
    plural = {"en": "2 seats", "es": "2 puestos", "de": "2 Plätze"}[lang]
    singular = {"en": "1 seat ", "es": "1 puesto,", "de": "1 Platz,"}[lang]
    assert singular in one and plural in two
    header = t("cli-replay-header", path="g.json", game="spellbook", players=1, seed="1",
               decisions=3)
    assert {"en": "1 player,", "es": "1 jugador,", "de": "1 Spieler,"}[lang] in header


@pytest.mark.parametrize("lang", ["en", "es", "de", "zh-TW"])
def test_missing_package_hint_names_the_source_checkout_install(lang: str) -> None:
    text = Translator(lang)("cli-error-missing-package", package="openskill")
    assert 'pip install -e ".[analysis]"' in text
    assert 'pip install "tomecraft[analysis]"' in text


BASIC_BLOCKED = ("ray", "pyarrow", "matplotlib", "open_spiel", "pettingzoo", "gymnasium")


def test_tournament_runs_on_the_basic_install(tmp_path: Path) -> None:
    """Issue 12: ``tournament`` must not need the analysis extras.

    Its rating library is a main dependency, and a run with every extras-only package made
    unimportable still prints ratings.
    """
    import subprocess
    import sys
    import tomllib

    meta = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text("utf-8"))
    main_deps = {d.split("==")[0].split("[")[0].lower() for d in meta["project"]["dependencies"]}
    assert "openskill" in main_deps
    script = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        f"        if name.split('.')[0] in {BASIC_BLOCKED!r}:\n"
        "            raise ImportError('blocked for the test: ' + name)\n"
        "        return None\n"
        "sys.meta_path.insert(0, Block())\n"
        "from tomecraft.cli import main\n"
        "sys.argv = ['tomecraft', 'tournament', 'spellbook', '--bots', 'random,store',"
        " '--games', '4', '--players', '2', '--seed', '5', '--lang', 'en']\n"
        "main()\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=GAME_WAIT, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "random" in done.stdout and "store" in done.stdout
    assert "analysis" not in done.stdout + done.stderr


def test_play_solo(runner: CliRunner) -> None:
    result = invoke(runner, ["play", "--players", "greedy", "--difficulty", "1", "--seed", "2"])
    assert result.exit_code == 0, result.output
    assert "Final scores" in result.output


# -- errors ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["play", "chess", "--players", "bot,bot"], "Unknown game 'chess'"),
        (["play", "--players", ""], "An entry of the list is empty (entry 1"),
        (["play", "--players", "human,,greedy"], "(entry 2 of \"human,,greedy\")"),
        (["play", "--players", "bot,wizard"], 'Unknown player "wizard"'),
        (["play", "--players", "bot,"], "(entry 2 of \"bot,\")"),
        (["play", "--players", "bot,bot", "--set", "9"], "set must be one of"),
        (["play", "--players", "bot,bot", "--difficulty", "2"], "solo mode only"),
        (["play", "--players", "bot,bot", "--first-player", "5"], "from 1 to 2, not 5"),
        (["play", "--players", "bot,bot", "--first-player", "0"], "from 1 to 2, not 0"),
        (["tournament", "-p", "2", "--first-player", "3"], "from 1 to 2, not 3"),
        (["play", "--players", "bot,bot", "--spells", "nope"], "7 spell ids"),
        (["play", "--players", "bot,bot", "--lang", "xx"], 'Unsupported language "xx"'),
        (["play", "--players", "bot,bot,bot,bot,bot"], "players must be"),
        (["simulate", "-n", "2", "-p", "2", "--bots", "human"], 'Unknown bot "human"'),
        (["simulate", "nope", "-n", "2"], "registered games: "),
        (["simulate", "-n", "2", "-p", "7"], "players must be"),
    ],
)
def test_usage_errors_exit_2(runner: CliRunner, args: list[str], expected: str) -> None:
    result = invoke(runner, args)
    assert result.exit_code == 2, result.output
    assert expected in result.stderr
    assert "Traceback" not in result.output


# -- replay ----------------------------------------------------------------------------
@pytest.fixture
def game_file(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    return write_game_file(tmp_path)


def test_replay_rejects_an_edited_chance_outcome(
    runner: CliRunner, game_file: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    _, data = game_file
    index = next(i for i, (a, _) in enumerate(data["decisions"]) if a == -1)
    game = get_game("spellbook")
    match = Match(game, data["config"], data["seed"])
    for _ in match.replay_steps(data["decisions"][:index]):
        pass
    d = match.state.decision()
    assert d is not None and len(d.ids) > 1
    recorded = data["decisions"][index][1]
    data["decisions"][index][1] = next(o for o in d.ids if o != recorded)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    result = invoke(runner, ["replay", str(bad), "--no-step"])
    assert result.exit_code == 2
    assert "chance outcome" in result.stderr and str(bad) in result.stderr
    assert f"decision {index}" in result.stderr
    # Nothing is narrated before the problem is found.
    assert result.stdout == ""


def test_replay_rejects_an_illegal_player_option(
    runner: CliRunner, game_file: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    _, data = game_file
    index = next(i for i, (a, _) in enumerate(data["decisions"]) if a != -1)
    data["decisions"][index][1] = 10**6
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    result = invoke(runner, ["replay", str(bad), "--no-step"])
    assert result.exit_code == 2
    assert f"decision {index}" in result.stderr and "illegal option" in result.stderr


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"format": "something"}', "format"),
        ('{"format": "tomecraft-game", "version": 99}', "version"),
        (
            '{"format": "tomecraft-game", "version": 1, "game": "spellbook", '
            '"config": {"players": 9}, "seed": 1, "decisions": []}',
            "players must be",
        ),
        (
            '{"format": "tomecraft-game", "version": 1, "game": "spellbook", '
            '"config": {"players": 2}, "seed": 1, "decisions": 3}',
            "decisions",
        ),
        (
            '{"format": "tomecraft-game", "version": 1, "game": "spellbook", '
            '"config": {"players": 2}, "seed": 1, "decisions": [[5]]}',
            "pair",
        ),
        (
            '{"format": "tomecraft-game", "version": 1, "game": "spellbook", '
            '"config": {"players": 2}, "seed": "x", "decisions": []}',
            "'seed' must be an integer",
        ),
    ],
)
def test_replay_bad_documents_exit_2(
    runner: CliRunner, tmp_path: Path, content: str, expected: str
) -> None:
    path = tmp_path / "doc.json"
    path.write_text(content, encoding="utf-8")
    result = invoke(runner, ["replay", str(path), "--no-step"])
    assert result.exit_code == 2, result.output
    assert expected in result.stderr and str(path) in result.stderr


def test_replay_missing_file(runner: CliRunner, tmp_path: Path) -> None:
    result = invoke(runner, ["replay", str(tmp_path / "absent.json")])
    assert result.exit_code == 2
    assert "Cannot read" in result.stderr


def test_replay_snapshot(runner: CliRunner, tmp_path: Path) -> None:
    match = Match("spellbook", {"players": 2}, 6)
    from tomecraft.bots import play_match, seat_bots

    play_match(match, seat_bots(match.game, ["random", "random"], 6), max_decisions=10**6)
    snap = match.snapshot()
    path = tmp_path / "snap.json"
    path.write_text(json.dumps(snap), encoding="utf-8")
    result = invoke(runner, ["replay", str(path), "--no-step"])
    assert result.exit_code == 0, result.output
    snap["state"]["days"] = snap["state"]["days"] + 1
    path.write_text(json.dumps(snap), encoding="utf-8")
    result = invoke(runner, ["replay", str(path), "--no-step"])
    assert result.exit_code == 2
    assert "stored state differs" in result.stderr


def test_replay_step_mode(runner: CliRunner, game_file: tuple[Path, dict[str, Any]]) -> None:
    path, _ = game_file
    result = invoke(runner, ["replay", str(path), "--step"], input="\n\nc\n")
    assert result.exit_code == 0, result.output
    assert result.output.count('Enter: next, "b": back') == 3
    assert "Final scores" in result.output
    result = invoke(runner, ["replay", str(path), "--step"], input="\nq\n")
    assert result.exit_code == 0
    assert "Replay stopped." in result.output and "Final scores" not in result.output


def test_labelled_steps_label_before_applying(game_file: tuple[Path, dict[str, Any]]) -> None:
    _, data = game_file
    rec = open_recording(data)
    t = Translator("en")
    reference = Match(get_game("spellbook"), data["config"], data["seed"])
    count = 0
    for (decision, label, step), (actor, option) in zip(
        labelled_steps(rec.match, rec.decisions), data["decisions"], strict=True
    ):
        d = reference.state.decision()
        assert d is not None and d == decision
        assert label is not None and t(label) == t(reference.state.label(d, option))
        assert (step.actor, step.option) == (actor, option)
        reference.step(option)
        count += 1
    assert count == len(data["decisions"])


# -- rendering and hygiene -------------------------------------------------------------
def test_token_styles() -> None:
    assert style_for("token:red") == "bold red"
    assert style_for("token:purple") == "bold magenta"
    assert style_for("token:black") is not None and "on" in str(style_for("token:black"))
    assert style_for("token:nope") is None
    assert style_for(None) is None
    assert style_for("bold") == "bold"
    assert style_for("[red]") is None


def test_interfaces_do_not_import_games() -> None:
    for path in CLI_SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                assert not name.startswith("tomecraft.games"), f"{path} imports {name}"


def test_every_cli_key_is_in_the_catalogue() -> None:
    t = Translator("en")
    keys: set[str] = set()
    for path in CLI_SOURCES:
        keys |= set(re.findall(r"\"(cli-[a-z0-9-]+)\"", path.read_text(encoding="utf-8")))
    assert len(keys) > 40
    missing = sorted(k for k in keys if not t.has(k))
    assert not missing


def test_generic_game_options(runner: CliRunner) -> None:
    """--option KEY=VALUE reaches the game's config (JSON values), --difficulty digits are
    numbers, and a malformed --option is a usage error."""
    result = invoke(
        runner,
        [
            "simulate",
            "spellbook",
            "-n",
            "2",
            "-p",
            "2",
            "-o",
            "set=classic",
            "-o",
            "first_player=1",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    config = json.loads(result.stdout)["config"]
    assert config["set"] == "classic" and config["first_player"] == 1
    solo = invoke(
        runner, ["simulate", "spellbook", "-n", "1", "-p", "1", "--difficulty", "2", "--json"]
    )
    assert json.loads(solo.stdout)["config"]["difficulty"] == 2
    bad = invoke(runner, ["simulate", "spellbook", "-n", "1", "-o", "bogus"])
    assert bad.exit_code == 2
    assert "KEY=VALUE" in bad.stderr


def test_simulate_madness_summary_keys(runner: CliRunner) -> None:
    """The Madness summary has the cooperative keys: the team's wins, win_rate and lost
    games by reason, rounds survived and the madness pile's mean lowest point."""
    result = invoke(
        runner,
        [
            "simulate",
            "madness",
            "-n",
            "2",
            "-p",
            "2",
            "--bots",
            "random",
            "--seed",
            "4",
            "--difficulty",
            "I",
            "--mode",
            "normal",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["games"] == 2 and data["errors"] == 0
    team = data["team"]
    assert 0 <= team["wins"] <= 2 and team["win_rate"] == team["wins"] / 2
    assert 0 <= data["mean_rounds_survived"] <= 6
    losses = team["losses_by_reason"]
    assert set(losses) == {"madness", "monster", "eliminated"}
    assert sum(losses.values()) == 2 - team["wins"] == team["losses"]
    assert 0 <= data["mean_min_madness_pile"] <= 20


# -- Wonder Book: chapters, campaigns, the map ------------------------------------------
def wb_play(runner: CliRunner, *args: str, input: str | None = None) -> Result:
    return invoke(runner, ["play", "wonderbook", *args], input=input)


def test_play_wonderbook_chapter_by_number_or_id(runner: CliRunner) -> None:
    """--chapter 1 is the first numbered chapter (chapter ids work too); the story of the
    cards read at setup is narrated before the first decision, with the dice when rolled."""
    t = Translator("en")
    result = wb_play(runner, "--players", "greedy,greedy", "--chapter", "1", "--seed", "2")
    assert result.exit_code == 0, result.output
    assert t("wb-chapter-one") in result.output
    out = " ".join(result.output.split())
    assert " ".join(t("wb-card-one-1-text").split()) in out
    first_decision = result.output.index("Player 1 (greedy): ")
    assert result.output.index(t("wb-card-one-1")) < first_decision
    assert re.search(r"Roll (\[[✶ ]\] ?)+: \d hits? on \d (dice|die)\.", result.output)
    by_id = wb_play(runner, "--players", "greedy,greedy", "--chapter", "tutorial", "--seed", "2")
    assert by_id.exit_code == 0 and t("wb-chapter-tutorial") in by_id.output
    bad = wb_play(runner, "--players", "bot,bot", "--chapter", "nine")
    assert bad.exit_code == 2
    assert "unknown chapter 'nine'" in bad.stderr and "tutorial, one, two" in bad.stderr
    other = invoke(runner, ["play", "spellbook", "--players", "bot,bot", "--chapter", "1"])
    assert other.exit_code == 2 and "chapter" in other.stderr
    other = invoke(runner, ["play", "spellbook", "--players", "bot,bot", "--campaign", "x.json"])
    assert other.exit_code == 2 and "campaign" in other.stderr


@pytest.mark.parametrize("wide", [True, False])
def test_play_wonderbook_board_fits_100_columns(runner: CliRunner, wide: bool) -> None:
    """A human's turn draws the map inside 100 columns, its left edge on every row (no
    border on every other row only), and the zone names under it; ``--wide`` in a
    bordered table, else indented by one space."""
    t = Translator("en")
    result = wb_play(
        runner, "--players", "human,greedy", "--chapter", "1", "--seed", "3",
        *(["--wide"] if wide else []), input="1\n1\nq\n\n",
    )
    assert "your decision" in result.output
    lines = result.output.splitlines()
    assert max(len(line) for line in lines if "┆" in line or "┌" in line) <= 100
    top = next(i for i, line in enumerate(lines) if "┌" in line)
    bottom = next(i for i, line in enumerate(lines) if "└" in line)
    assert 8 <= bottom - top <= 30
    for line in lines[top : bottom + 1]:
        if wide:
            assert line.startswith("│ ") and line[2] in "┌├│└", line
        else:
            assert line.startswith(" ") and line[1] in "┌├│└", line
    assert "A " + t("wb-zone-one-gate-path") in result.output
    assert t("wb-board-abilities", hero=t("wb-hero-sid")) in result.output


def _campaign_game(runner: CliRunner, path: Path, *args: str, won: bool) -> Result:
    """A bot game that the team wins (or loses), trying a few seeds."""
    for seed in range(8):
        result = wb_play(
            runner, "--players", "greedy,greedy", "--campaign", str(path), "--seed", str(seed),
            *args,
        )
        assert result.exit_code == 0, result.output
        if ("The team wins." in result.output) == won:
            return result
    raise AssertionError(f"no seed gave a {'won' if won else 'lost'} chapter")


def test_play_wonderbook_campaign_goes_on_with_the_next_chapter(
    runner: CliRunner, tmp_path: Path
) -> None:
    """A won chapter writes its record to --campaign FILE; the next play with the file
    starts the next chapter with the keys, upgrades and Wyrm cards carried over; a lost
    chapter leaves the file as it was."""
    path = tmp_path / "campaign.json"
    first = _campaign_game(
        runner, path, "--chapter", "1", "--difficulty", "easy", won=True
    )
    assert "New campaign" in first.output and "Campaign record saved" in first.output
    assert f"--campaign {path}" in first.output
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["chapters"] == ["one"]
    saved = tmp_path / "next.json"
    lost = _campaign_game(
        runner, path, "--save", str(saved), "-o", "max_rounds=1", "--difficulty", "hard",
        won=False,
    )
    assert "is unchanged" in lost.output
    assert json.loads(path.read_text(encoding="utf-8")) == record
    config = json.loads(saved.read_text(encoding="utf-8"))["config"]
    assert config["chapter"] == "two"
    assert config["campaign"] == record
    assert Translator("en")("wb-chapter-two") in lost.output


def test_play_wonderbook_offers_the_record_without_campaign(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --campaign, a human who wins is asked for a file to keep the record in (the
    first answer after the game, here the next "1" of the input, is the file name)."""
    monkeypatch.chdir(tmp_path)
    for seed in range(8):
        result = wb_play(
            runner, "--players", "human,greedy", "--chapter", "tutorial", "--difficulty", "easy",
            "--seed", str(seed), input="1\n" * 800,
        )
        if "The team wins." in result.output:
            break
    else:
        pytest.skip("always picking the first option never won the tutorial")
    assert result.exit_code == 0, result.output
    assert "Save the campaign record" in result.output
    assert json.loads((tmp_path / "1").read_text(encoding="utf-8"))["chapters"] == ["tutorial"]


def test_simulate_wonderbook_json(runner: CliRunner) -> None:
    data = sim_json(
        runner, "wonderbook", "-n", "4", "-p", "2", "--bots", "greedy", "--seed", "1",
        "--chapter", "tutorial", "--difficulty", "easy",
    )
    assert data["games"] == 4 and data["errors"] == 0
    team = data["team"]
    assert 0 <= team["wins"] <= 4 and team["win_rate"] == team["wins"] / 4
    assert 0 <= data["mean_destiny_left"] <= 10  # the supply of destiny tokens
    assert data["mean_rounds"] > 0
    assert data["config"]["chapter"] == "tutorial"


def test_replay_wonderbook_reads_the_opening_story(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "wb.json"
    played = wb_play(runner, "--players", "bot,bot", "--seed", "4", "--save", str(path))
    assert played.exit_code == 0, played.output
    replayed = invoke(runner, ["replay", str(path), "--no-step"])
    assert replayed.exit_code == 0, replayed.output
    story = Translator("en")("wb-card-tutorial-1")
    assert story in replayed.output
    assert replayed.output.index(story) < replayed.output.index("Player 1: ")
