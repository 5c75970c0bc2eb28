"""The hint's playouts per option (issue 24): ``tomecraft play --hint-samples N`` and the
web server's ``--hint-samples`` (both commands), each refusing anything under 1 with a
message that says what is allowed."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.cli import cli_runner, invoke

import tomecraft.analysis.review as coach
from tomecraft.interfaces.web import __main__ as web_main


def test_play_passes_the_hint_samples_to_the_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []
    real = coach.hint

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(int(kwargs.get("samples", coach.DEFAULT_SAMPLES)))
        return real(*args, **kwargs)

    monkeypatch.setattr(coach, "hint", spy)
    result = invoke(cli_runner(), ["play", "--players", "human,random", "--seed", "4",
                                   "--hint-samples", "2"], input="hint\nq\n\n")
    assert "Hint: option" in result.output, result.output
    assert seen == [2]


@pytest.mark.parametrize("given", ["0", "-3"])
def test_play_refuses_fewer_than_one_hint_sample(given: str) -> None:
    result = invoke(cli_runner(), ["play", "--players", "human,random", "--seed", "4",
                                   "--hint-samples", given], input="q\n\n")
    assert result.exit_code != 0
    assert f"Invalid --hint-samples {given}: it must be a whole number of at least 1" \
        in result.output


def test_the_server_takes_its_hint_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    """``python -m tomecraft.interfaces.web`` is the ``serve`` command (one declaration)."""
    from tomecraft.interfaces.web import command

    got: dict[str, Any] = {}
    monkeypatch.setattr(command, "serve", lambda *a, **kw: got.update(kw))
    with pytest.raises(SystemExit) as stop:
        web_main.main(["--hint-samples", "3", "--review-samples", "5", "--log-level", "warning",
                       "--ws-compression"])
    assert stop.value.code == 0
    assert got["hint_samples"] == 3 and got["review_samples"] == 5
    assert got["log_level"] == "warning" and got["ws_compression"] is True


@pytest.mark.parametrize("option", ["--hint-samples", "--review-samples"])
@pytest.mark.parametrize("given", ["0", "two"])
def test_the_server_refuses_bad_samples(option: str, given: str, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    from tomecraft.interfaces.web import command

    def served(*args: Any, **kwargs: Any) -> None:
        raise AssertionError(f"the server started with {option} {given}")

    monkeypatch.setattr(command, "serve", served)
    with pytest.raises(SystemExit) as stop:
        web_main.main([option, given])
    assert stop.value.code == 2
    assert f"Invalid value for '{option}'" in capsys.readouterr().err


def test_the_serve_command_takes_and_checks_its_hint_samples(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from tomecraft.interfaces.web import command

    got: dict[str, Any] = {}
    monkeypatch.setattr(command, "serve", lambda *a, **kw: got.update(kw))
    r = CliRunner().invoke(command.serve_app, ["--hint-samples", "0", "--port", "0"])
    assert r.exit_code == 2 and not got
    assert "Invalid value for '--hint-samples'" in r.output
    r = CliRunner().invoke(command.serve_app, ["--hint-samples", "4", "--port", "0"])
    assert r.exit_code == 0, r.output
    assert got["hint_samples"] == 4


def test_the_server_defaults_to_the_coachs_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the options, reviews and hints take the coach's default (one constant:
    the command, the settings and the review service all read it)."""
    import inspect

    from tomecraft.interfaces.web import command
    from tomecraft.interfaces.web.reviews import ReviewService
    from tomecraft.interfaces.web.settings import Settings

    got: dict[str, Any] = {}
    monkeypatch.setattr(command, "serve", lambda *a, **kw: got.update(kw))
    with pytest.raises(SystemExit) as stop:
        web_main.main([])
    assert stop.value.code == 0
    assert got["hint_samples"] == got["review_samples"] == coach.DEFAULT_SAMPLES
    assert Settings().hint_samples == Settings().review_samples == coach.DEFAULT_SAMPLES
    default = inspect.signature(ReviewService).parameters["samples"].default
    assert default == coach.DEFAULT_SAMPLES
