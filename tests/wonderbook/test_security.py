"""Options from untrusted callers name bundled data only: the ``pack`` and ``campaign``
options of Wonder Book refuse folders and files unless local files are allowed (the
command line); the web server never allows them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tomecraft.core import InvalidConfig
from tomecraft.core.local_files import LOCAL_FILES_ENV, allow_local_files
from tomecraft.games.wonderbook.pack import DEFAULT_PACK
from tomecraft.interfaces.web import Settings, create_app

from .helpers import GAME


@pytest.fixture
def no_local_files(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(LOCAL_FILES_ENV, raising=False)


@pytest.mark.usefixtures("no_local_files")
def test_pack_folders_need_the_local_files_permission(tmp_path: Path) -> None:
    folder = tmp_path / "my-pack"
    shutil.copytree(DEFAULT_PACK, folder)
    for pack in (str(folder), ".", "/etc", "../original", "original/", "/no/such/folder"):
        with pytest.raises(InvalidConfig, match="bundled pack: original") as err:
            GAME.parse_config({"pack": pack})
        assert str(tmp_path) not in str(err.value) and str(Path.cwd()) not in str(err.value)
    with pytest.raises(InvalidConfig, match="bundled pack"):
        GAME.parse_config({"pack": ["original"]})
    assert "pack" not in GAME.parse_config({"pack": "original"})
    with allow_local_files():
        assert GAME.parse_config({"pack": str(folder)})["pack"] == str(folder.resolve())


@pytest.mark.usefixtures("no_local_files")
def test_campaign_files_need_the_local_files_permission(tmp_path: Path) -> None:
    record = {"chapters": ["tutorial"], "keys": ["k"], "upgrades": {}, "wyrm_cards": []}
    path = tmp_path / "campaign.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    for raw in (str(path), "/etc/passwd", "/no/such/file"):
        with pytest.raises(InvalidConfig, match="command line only") as err:
            GAME.parse_config({"campaign": raw})
        assert str(tmp_path) not in str(err.value)
    assert GAME.parse_config({"campaign": json.dumps(record)})["campaign"]["keys"] == ["k"]
    assert GAME.parse_config({"campaign": record})["chapter"] == "one"
    with allow_local_files():
        assert GAME.parse_config({"campaign": str(path)})["campaign"]["keys"] == ["k"]


def test_the_server_refuses_wonderbook_pack_paths(tmp_path: Path) -> None:
    """Even with the permission set around it, the web server refuses paths."""
    folder = tmp_path / "my-pack"
    shutil.copytree(DEFAULT_PACK, folder)
    seats = [{"kind": "human"}, {"kind": "human"}]
    with TestClient(create_app(tmp_path / "db.sqlite3", Settings(seat_timeout=None))) as client:
        for options in ({"pack": str(folder)}, {"pack": "/etc"}, {"campaign": "/etc/passwd"}):
            r = client.post(
                "/api/games", json={"game": "wonderbook", "options": options, "seats": seats}
            )
            assert r.status_code == 400, (options, r.text)
            assert str(tmp_path) not in r.json()["detail"]
        r = client.post(
            "/api/games",
            json={"game": "wonderbook", "options": {"pack": "original"}, "seats": seats},
        )
        assert r.status_code == 201, r.text
