"""A box owner's pack at the terminal: its texts on the screen, its campaign record tied
to it, and every hint printed carrying the ``--option pack=...`` that reproduces it
(Wonder Book's lantern pack, and a copy of Madness's original pack)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from helpers.cli import cli_runner, invoke
from typer.testing import Result

from tomecraft.games.madness.pack import DEFAULT_PACK as MADNESS_PACK

from .helpers import lantern_pack


def _play(*args: str, input: str | None = None) -> Result:
    return invoke(cli_runner(columns=400), ["play", *args], input=input)


def _won(pack: Path, record: Path) -> Result:
    """A bot game of the lantern chapter that the team wins, trying a few seeds."""
    for seed in range(8):
        result = _play("wonderbook", "--players", "greedy,greedy", "--option", f"pack={pack}",
                       "--chapter", "1", "--difficulty", "easy", "--seed", str(seed),
                       "--campaign", str(record))
        assert result.exit_code == 0, result.output
        if "The team wins." in result.output:
            return result
    raise AssertionError("greedy never won the lantern chapter in 8 games")


def test_a_pack_game_shows_its_texts_and_its_record_stays_with_it(tmp_path: Path) -> None:
    pack = lantern_pack(tmp_path)
    record = tmp_path / "camp.json"
    result = _won(pack, record)
    out = result.output
    assert "Lantern Long Hall" in out or "Lantern Stairs" in out
    assert not re.search(r"\bwb-(chapter|card|zone|scene|spot)-lantern", out), out
    assert f"--option pack={pack} --seed" in out  # the seed hint plays the same pack
    saved = json.loads(record.read_text(encoding="utf-8"))
    assert saved["pack"] == "lantern-box" and saved["chapters"] == ["lantern"]
    # its one chapter won, the campaign is complete: no "Go on with" that replays it
    assert "Go on with" not in out and "the campaign is complete" in out
    # the record with the original pack (no pack option) is refused, not merged
    again = _play("wonderbook", "--players", "greedy,greedy", "--campaign", str(record))
    assert again.exit_code != 0 and "belongs to pack 'lantern-box'" in again.output
    assert json.loads(record.read_text(encoding="utf-8")) == saved


def test_go_on_with_carries_the_pack(tmp_path: Path) -> None:
    """A two-chapter pack: the hint after the first chapter names the pack."""
    pack = lantern_pack(tmp_path)
    info = json.loads((pack / "pack.json").read_text())
    one = json.loads((pack / "chapters" / "lantern.json").read_text())
    two = {**one, "id": "lantern-two", "number": 2}
    (pack / "chapters" / "lantern-two.json").write_text(json.dumps(two))
    info["chapters"] = ["lantern", "lantern-two"]
    (pack / "pack.json").write_text(json.dumps(info))
    ftl = pack / "locales" / "en" / "wb-chapter-lantern.ftl"
    text = ftl.read_text(encoding="utf-8")
    two_text = re.sub(r"^(wb-[a-z]+-)lantern-", r"\1lantern-two-", text, flags=re.M)
    two_text = two_text.replace("wb-chapter-lantern =", "wb-chapter-lantern-two =")
    two_text = "\n".join(x for x in two_text.splitlines() if not x.startswith("wb-chest-"))
    (ftl.parent / "wb-chapter-lantern-two.ftl").write_text(two_text + "\n", encoding="utf-8")
    record = tmp_path / "camp.json"
    out = _won(pack, record).output
    assert f"Go on with: tomecraft play wonderbook --campaign {record} --option pack={pack}" in (
        " ".join(out.split())
    )


def test_resuming_a_pack_game_plays_the_pack(tmp_path: Path) -> None:
    """The save of a pack game holds the pack: ``--resume`` plays it again with its texts
    (the resume hint needs no pack option, and --resume refuses options)."""
    pack = lantern_pack(tmp_path)
    save = tmp_path / "game.json"
    stopped = _play("wonderbook", "--players", "human,greedy", "--option", f"pack={pack}",
                    "--chapter", "1", "--seed", "4", "--save", str(save), input="q\n")
    assert f"--resume {save}" in " ".join(stopped.output.split())
    assert f"--option pack={pack}" not in stopped.output.split("--resume")[-1]
    assert json.loads(save.read_text())["config"]["pack"] == str(pack)
    resumed = _play("wonderbook", "--players", "greedy,greedy", "--resume", str(save))
    assert resumed.exit_code == 0, resumed.output
    assert "Lantern" in resumed.output and "wb-zone-lantern" not in resumed.output
    assert f"--option pack={pack} --seed 4" in resumed.output


def test_a_madness_pack_game_hint_carries_the_pack(tmp_path: Path) -> None:
    pack = tmp_path / "my-madness"
    shutil.copytree(MADNESS_PACK, pack)
    result = _play("madness", "--players", "greedy,greedy", "--option", f"pack={pack}",
                   "--seed", "2")
    assert result.exit_code == 0, result.output
    assert f"use --option pack={pack} --seed 2." in " ".join(result.output.split())
