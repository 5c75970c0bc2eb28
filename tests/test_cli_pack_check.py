"""``tomecraft pack check GAME PATH``: a valid pack's summary, or every problem found (each
naming file, card and field), exit status 0/1, ``--json``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from helpers.cli import cli_runner, invoke

from tomecraft.games.madness.pack import DEFAULT_PACK as MADNESS_PACK

WONDER_TESTPACK = Path(__file__).parent / "wonderbook" / "testpack"


def _broken_madness(tmp_path: Path) -> Path:
    """The original Madness pack with two problems in two files."""
    folder = tmp_path / "mine"
    shutil.copytree(MADNESS_PACK, folder)
    spells = json.loads((folder / "spells.json").read_text(encoding="utf-8"))
    spells["library"][3]["learn_cots"] = 3
    (folder / "spells.json").write_text(json.dumps(spells), encoding="utf-8")
    mages = json.loads((folder / "mages.json").read_text(encoding="utf-8"))
    mages["mages"][0]["support_slots"] = 9
    (folder / "mages.json").write_text(json.dumps(mages), encoding="utf-8")
    return folder


def test_a_valid_pack_gets_its_summary() -> None:
    res = invoke(cli_runner(), ["pack", "check", "madness", str(MADNESS_PACK)])
    assert res.exit_code == 0, res.output
    assert "Pack original (madness, version 1) is valid." in res.output
    assert "library spells" in res.output and "36" in res.output


def test_a_bundled_pack_is_named_by_its_name_and_chapters_are_listed() -> None:
    res = invoke(cli_runner(140), ["pack", "check", "wonderbook", "original"])
    assert res.exit_code == 0, res.output
    assert "chapter cards" in res.output and "tutorial" in res.output


def test_every_problem_is_listed_and_the_status_is_one(tmp_path: Path) -> None:
    res = invoke(cli_runner(200), ["pack", "check", "madness", str(_broken_madness(tmp_path))])
    assert res.exit_code == 1
    lines = [ln for ln in res.output.splitlines() if ln.startswith("- ")]
    assert len(lines) == 2, res.output
    assert "spells.json: card 'frost-circle': field learn_cots" in lines[0]
    assert "mages.json: card 'mirela': field support_slots" in lines[1]
    assert "2 problems in the pack" in res.output


def test_json_report(tmp_path: Path) -> None:
    res = invoke(cli_runner(), ["pack", "check", "madness", str(_broken_madness(tmp_path)),
                                "--json"])
    assert res.exit_code == 1
    report = json.loads(res.output)
    assert report["ok"] is False and report["summary"] is None
    assert [(p["file"], p["card"], p["field"]) for p in report["problems"]] == [
        ("spells.json", "'frost-circle'", "learn_cots"),
        ("mages.json", "'mirela'", "support_slots"),
    ]
    good = json.loads(invoke(cli_runner(), ["pack", "check", "wonderbook",
                                            str(WONDER_TESTPACK), "--json"]).output)
    assert good["ok"] is True and good["problems"] == []
    assert [c["id"] for c in good["summary"]["chapters"]] == ["arena"]


def test_a_missing_folder_names_the_bundled_packs(tmp_path: Path) -> None:
    res = invoke(cli_runner(200), ["pack", "check", "madness", str(tmp_path / "Original")])
    assert res.exit_code == 1
    assert "did you mean the bundled pack 'original'?" in res.output


def test_a_game_without_packs_is_refused() -> None:
    res = invoke(cli_runner(), ["pack", "check", "spellbook", "original"])
    assert res.exit_code == 2
    assert "has no content packs" in res.output


def test_a_pack_without_texts_is_valid_with_a_warning(tmp_path: Path) -> None:
    """A fresh copy (the loader keeps a folder's pack once, with its warning said once)."""
    pack = tmp_path / "notexts"
    shutil.copytree(WONDER_TESTPACK, pack)
    res = invoke(cli_runner(), ["pack", "check", "wonderbook", str(pack), "--json"])
    assert res.exit_code == 0
    report = json.loads(res.output)
    assert report["ok"] is True
    assert len(report["warnings"]) == 1 and "has no texts of its own" in report["warnings"][0]
    shown = invoke(cli_runner(200), ["pack", "check", "wonderbook", str(tmp_path / "notexts")])
    assert shown.exit_code == 0
