"""Quitting the terminal game offers to save it: yes/no first ("n" out of habit saved a
file named ``n``), then the file name with a default naming the game and the date, and
an existing file is replaced only when the person says so."""

from __future__ import annotations

import json
import os
from pathlib import Path

from helpers.cli import PLAY_VS_GREEDY, cli_runner, invoke

ASK = "Save the game before quitting?"


def _play(tmp_path: Path, typed: str, lang: str | None = None) -> str:
    """``play`` in ``tmp_path`` (the working folder), one decision, ``q``, then ``typed``."""
    runner = cli_runner()
    old = Path.cwd()
    os.chdir(tmp_path)
    try:
        args = [*PLAY_VS_GREEDY, *(["--lang", lang] if lang else [])]
        result = invoke(runner, args, input=f"1\nq\n{typed}")
    finally:
        os.chdir(old)
    assert result.exit_code == 0, result.output
    return result.output


def test_no_saves_nothing(tmp_path: Path) -> None:
    out = _play(tmp_path, "n\n")
    assert ASK in out and "[y/n]" in out, out
    assert list(tmp_path.iterdir()) == [], "answering n wrote a file"
    assert "Game saved" not in out


def test_enter_saves_nothing(tmp_path: Path) -> None:
    _play(tmp_path, "\n")
    assert list(tmp_path.iterdir()) == []


def test_yes_then_enter_saves_under_the_default_name(tmp_path: Path) -> None:
    out = _play(tmp_path, "y\n\n")
    files = list(tmp_path.iterdir())
    assert len(files) == 1, files
    name = files[0].name
    assert name.startswith("spellbook-game-20") and name.endswith(".json"), name
    assert json.loads(files[0].read_text(encoding="utf-8"))["format"] == "tomecraft-game"
    assert name in out and "Game saved to" in out, out


def test_an_existing_file_is_replaced_only_when_asked(tmp_path: Path) -> None:
    kept = tmp_path / "mine.json"
    kept.write_text("precious", encoding="utf-8")
    out = _play(tmp_path, "y\nmine.json\nn\nother.json\n")
    assert "mine.json already exists. Replace it?" in out, out
    assert kept.read_text(encoding="utf-8") == "precious"
    assert json.loads((tmp_path / "other.json").read_text(encoding="utf-8"))["decisions"]
    _play(tmp_path, "y\nmine.json\ny\n")
    assert json.loads(kept.read_text(encoding="utf-8"))["format"] == "tomecraft-game"


def test_a_wrong_answer_asks_again_in_the_language(tmp_path: Path) -> None:
    out = _play(tmp_path, "vielleicht\nj\nde.json\n", lang="de")
    assert "Partie vor dem Beenden speichern?" in out
    assert "Bitte mit j (ja) oder n (nein) antworten." in out, out
    assert (tmp_path / "de.json").exists()
