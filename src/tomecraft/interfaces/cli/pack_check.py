"""``tomecraft pack check GAME PATH``: load a content pack and say whether it is valid.

A valid pack gets a one-screen summary (its cards counted by type, its chapters); a bad
one every problem the loader found at once, each naming the file, the card and the
field. Exit status 0 for a valid pack, 1 otherwise; ``--json`` prints one JSON object
(``ok``, ``summary``, ``problems``, ``warnings``) instead. A valid pack may still get
warnings (a Wonder Book pack without texts of its own: its message ids show as ids).
"""

from __future__ import annotations

import warnings
from typing import Annotated, Any

import typer
from rich import box
from rich.table import Table
from rich.text import Text

from tomecraft.core.content import ContentError
from tomecraft.interfaces.cli.common import (
    EXIT_FAILURE,
    CliError,
    command_session,
    help_translator,
    load_game,
    out_console,
)
from tomecraft.interfaces.cli.options import JsonOpt, LangOpt
from tomecraft.interfaces.cli.simulate import emit

_H = help_translator()

pack_app = typer.Typer(name="pack", help=_H("cli-help-pack"), no_args_is_help=True)


def _problem(e: ContentError) -> dict[str, str]:
    return {"file": e.file, "card": e.card, "field": e.field, "problem": e.problem,
            "message": str(e)}


@pack_app.command(name="check", help=_H("cli-help-pack-check"))
def check(
    game: Annotated[str, typer.Argument(help=_H("cli-help-pack-game"))],
    path: Annotated[str, typer.Argument(help=_H("cli-help-pack-path"))],
    as_json: JsonOpt = False,
    lang: LangOpt = None,
) -> None:
    with command_session(lang) as t:
        gdef = load_game(game, t)
        summary: dict[str, Any] | None = None
        problems: list[ContentError] = []
        notes: list[str] = []
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                summary = gdef.check_pack(path)
            notes = [str(w.message) for w in caught if issubclass(w.category, UserWarning)]
        except NotImplementedError:
            raise CliError(t("cli-pack-none", game=gdef.name)) from None
        except ContentError as exc:
            problems = list(exc.problems)
        report = {
            "game": gdef.name,
            "path": path,
            "ok": not problems,
            "summary": summary,
            "problems": [_problem(e) for e in problems],
            "warnings": notes,
        }
        console = out_console()

        def render() -> None:
            if summary is None:
                console.print(Text(t("cli-pack-bad", count=len(problems), path=path),
                                   style="bold red"))
                for e in problems:
                    console.print(Text(f"- {e}"), soft_wrap=True)
                return
            console.print(Text(t("cli-pack-ok", pack=str(summary["pack"]), game=gdef.name,
                                 version=str(summary["version"])), style="bold green"))
            table = Table(box=box.ROUNDED)
            table.add_column(t("cli-pack-what"))
            table.add_column(t("cli-pack-count"), justify="right")
            for what, n in summary["counts"].items():
                table.add_row(what, str(n))
            console.print(table)
            if summary["chapters"]:
                chapters = Table(box=box.ROUNDED)
                for key in ("cli-pack-chapter", "cli-pack-number", "cli-pack-cards",
                            "cli-pack-card-types"):
                    chapters.add_column(t(key))
                for ch in summary["chapters"]:
                    types = ", ".join(f"{k} {v}" for k, v in ch["types"].items())
                    chapters.add_row(ch["id"], str(ch["number"]), str(ch["cards"]), types)
                console.print(chapters)
            for note in notes:
                console.print(Text(t("cli-pack-warning", warning=note), style="yellow"),
                              soft_wrap=True)

        emit(report, as_json, render)
    if problems:
        raise typer.Exit(EXIT_FAILURE)


__all__ = ["pack_app"]
