"""What the Madness board and the lobby form get from the server: each game's option
schema in ``/api/meta`` (labels in the asked language) and a game's public content
(``/api/games/{id}/content``: every card by id with its name and text)."""

from __future__ import annotations

from typing import Any

from starlette.testclient import TestClient

from tomecraft.games.madness import actions as A
from tomecraft.games.madness.data import content


def _texts(obj: Any) -> list[str]:
    """Every string value of a JSON document."""
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [t for v in obj.values() for t in _texts(v)]
    if isinstance(obj, list):
        return [t for v in obj for t in _texts(v)]
    return []


def _game(meta: dict[str, Any], name: str) -> dict[str, Any]:
    return next(g for g in meta["games"] if g["name"] == name)


def test_meta_serves_every_games_option_schema(client: TestClient) -> None:
    en = client.get("/api/meta?lang=en").json()
    de = client.get("/api/meta?lang=de").json()
    for g in en["games"]:
        assert g["options"], g["name"]
        for spec in g["options"]:
            assert spec["label"] and not spec["label"].startswith(("sbw-", "mdw-", "wbw-"))
            for c in spec.get("choices", []):
                assert c["label"] and not c["label"].startswith(("sbw-", "mdw-", "wbw-"))
    mad = {s["key"]: s for s in _game(en, "madness")["options"]}
    assert set(mad) >= {"difficulty", "mode", "mages"}
    assert [c["value"] for c in mad["difficulty"]["choices"]] == ["I", "II", "III"]
    assert mad["mages"]["type"] == "seats" and mad["mages"]["distinct"]
    assert len(mad["mages"]["choices"]) == len(content().mages)
    assert {"value": None, "label": "Chosen by each player at the start"} in mad["mages"][
        "alternatives"]
    sb = {s["key"]: s for s in _game(en, "spellbook")["options"]}
    assert sb["difficulty"]["solo_only"] and not sb["set"]["solo_only"]
    mad_de = {s["key"]: s for s in _game(de, "madness")["options"]}
    assert mad_de["difficulty"]["label"] == "Schwierigkeit"


def test_the_form_values_create_a_game(client: TestClient) -> None:
    meta = client.get("/api/meta").json()
    mad = {s["key"]: s for s in _game(meta, "madness")["options"]}
    mages = [c["value"] for c in mad["mages"]["choices"]][:2]
    r = client.post("/api/games", json={
        "game": "madness",
        "options": {"difficulty": "II", "mode": "terror", "mages": mages},
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "greedy"}],
    })
    assert r.status_code == 201, r.text
    assert r.json()["config"]["mages"] == mages
    # the server still judges: the same mage twice is refused with the game's reason
    r = client.post("/api/games", json={
        "game": "madness", "options": {"mages": [mages[0], mages[0]]},
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "greedy"}],
    })
    assert r.status_code == 400 and "different mage" in r.json()["detail"]


def test_content_names_every_card_in_the_asked_language(client: TestClient) -> None:
    g = client.post("/api/games", json={
        "game": "madness", "options": {}, "seats": [{"kind": "human"}, {"kind": "human"}],
    }).json()
    en = client.get(f"/api/games/{g['id']}/content?lang=en").json()["content"]
    es = client.get(f"/api/games/{g['id']}/content?lang=es").json()["content"]
    c = content()
    assert set(en["spells"]) == {s.id for s in c.spells}
    assert set(en["curses"]) == {k.id for k in c.curses}
    assert set(en["mages"]) == {m.id for m in c.mages}
    assert en["spells"]["frost"]["name"] == "Frost" and es["spells"]["frost"]["name"] == "Escarcha"
    assert en["spells"]["frost"]["text"] != es["spells"]["frost"]["text"]
    assert en["actions"]["activate"] == A.ACTIVATE and en["actions"]["learn"] == A.LEARN
    assert en["spaces"] == [2, 3, 3, 4, 5]
    # texts are rendered, never message keys or placeholders
    texts = _texts(en)
    assert len(texts) > 100
    assert not any(s.startswith("mad-") or "{" in s for s in texts)
    assert client.get("/api/games/nope/content").status_code == 404


def test_games_without_content_get_an_empty_object(client: TestClient) -> None:
    g = client.post("/api/games", json={
        "game": "spellbook", "options": {}, "seats": [{"kind": "human"}, {"kind": "human"}],
    }).json()
    assert client.get(f"/api/games/{g['id']}/content").json()["content"] == {}
