"""Hidden information through the web server, for every registered game.

For each game in the registry (a new game is covered as soon as it registers), a game
is played through the server with every seat and a spectator connected: each seat's
client plays at random from the options it is sent. Everything each connection
receives, and the REST answers (game info, the lobby list, the file and replay
endpoints), is captured and checked against the true game, rebuilt from the stored seed
and decisions:

* a connection's view is exactly the engine's ``view(seat)``, and is the same in copies
  of the game redrawn where that seat cannot see (``State.resample_hidden``): so are the
  generic board and the prompt; the decision's options reach the acting seat only;
* every connection gets the same log lines (the log is public);
* no message and no answer holds the seed or any generator state of the match while
  the game runs (a finished game's file holds its seed: it replays the game);
* a replay step shows the spectator's view, redrawn copies giving the same;
* no game's secret texts (``GameDef.secret_messages``: Wonder Book's chapter cards) are
  in the page catalogue, and a connection receives one (``texts``) only once the state
  it was sent with names it (``State.known_messages``): nothing is read ahead;
* Undo is offered (``can_undo``) only where the core's rule allows it
  (``Match.undo_point``: nothing revealed since, no card read), and every decision is
  tried back: a refused undo changes nothing, an accepted one is one the rule allowed.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from tomecraft.core import CHANCE, Match, Rng, State, game_names, get_game
from tomecraft.interfaces.web.texts import render, sections_json

Message = dict[str, Any]
LANG = "en"
#: Player decisions after which a game is left unfinished (long games stay quick).
MAX_DECISIONS = 600
#: REST answers checked during play: every this many decisions.
REST_EVERY = 25


def normal(data: Any) -> Any:
    """``data`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(data))


def big_numbers(text: str) -> set[str]:
    return set(re.findall(r"\d{7,}", text))


def truth(db: Path, gid: str, config: dict[str, Any], game: str) -> tuple[
        dict[int, State], set[str], dict[int, bool]]:
    """Every published state by version (decisions so far), rebuilt from the stored seed
    and decisions; the decimal forms of the seed and every generator state; and per
    version whether the core's undo rule lets the seat to decide take a decision back."""
    with sqlite3.connect(db) as con:
        seed = int(con.execute("SELECT seed FROM games WHERE id = ?", (gid,)).fetchone()[0])
        rows = con.execute(
            "SELECT actor, option, by FROM decisions WHERE game_id = ? ORDER BY idx", (gid,)
        ).fetchall()
    match = Match(game, config, seed)
    states = {0: match.state.clone()}
    undo: dict[int, bool] = {0: False}
    secrets = {str(seed), str(match.rng.state)}
    forced = [by == "forced" for _a, _o, by in rows]
    for step in match.replay_steps([[int(a), int(o)] for a, o, _by in rows]):
        states[step.index + 1] = match.state.clone()
        d = match.state.decision()
        point = None if d is None or d.actor < 0 else match.undo_point(
            d.actor, forced[: step.index + 1])
        undo[step.index + 1] = point is not None and rows[point][2] == "human"
        secrets.add(str(match.rng.state))
    secrets.add(str(Rng(seed).state))
    return states, secrets, undo


def players_for(game_name: str) -> int:
    game = get_game(game_name)
    return int(min(game.max_players, max(game.min_players, 3)))


def check_message(m: Message, st: State, seat: int | None, rng: Rng) -> None:
    """One state message against the true state ``st``, and redrawn copies of it."""
    assert m["seat"] == seat
    d = st.decision()
    view = m["view"]
    assert view == normal(st.view(seat)), f"{st.game_name}: the sent view is not the engine's"
    entry = view["decision"]
    acting = d is not None and seat is not None and d.actor == seat and d.actor != CHANCE
    assert (entry is not None and "options" in entry) == acting, (
        f"{st.game_name}: seat {seat} was sent the decision {entry}"
    )
    if not acting:
        assert m["options"] == [], f"{st.game_name}: seat {seat} was sent another's options"
    copy = st.resample_hidden(seat, rng)
    assert normal(copy.view(seat)) == view, (
        f"{st.game_name}: seat {seat}'s view depends on what it cannot see"
    )
    if "board" in m:
        assert m["board"] == normal(sections_json(copy.board(seat), LANG)), (
            f"{st.game_name}: seat {seat}'s board depends on what it cannot see"
        )
    cd = copy.decision()
    assert m["prompt"] == (None if cd is None else render(cd.prompt, LANG))
    early = set(m["texts"]) - st.known_messages(seat)
    assert not early, f"{st.game_name}: seat {seat} was sent texts not read yet: {early}"


def read_reply(ws: WebSocketTestSession, seen: list[str]) -> Message:
    """The next state message or error."""
    for _ in range(2000):
        text = ws.receive_text()
        seen.append(text)
        m = json.loads(text)
        if m["type"] in ("state", "error"):
            return dict(m)
    raise AssertionError("no answer")


def since(version: int) -> Callable[[Message], bool]:
    return lambda m: int(m["version"]) >= version


def read_state(ws: WebSocketTestSession, seen: list[str],
               pred: Callable[[Message], bool]) -> Message:
    for _ in range(2000):
        text = ws.receive_text()
        seen.append(text)
        m = json.loads(text)
        if m["type"] == "state" and pred(m):
            return dict(m)
    raise AssertionError("no matching state message")


@pytest.mark.parametrize("game_name", game_names())
def test_no_connection_or_answer_leaks_hidden_facts(
    game_name: str, make_client: Callable[..., TestClient], db_path: Path
) -> None:
    client = make_client(log_initial=10_000)
    secret = set().union(*(get_game(x).secret_messages() for x in game_names()))
    for lang in ("en", "es", "de", "zh-TW"):
        catalog = client.get(f"/api/catalog?lang={lang}").json()["messages"]
        assert not secret & set(catalog), f"{lang}: secret texts in the page catalogue"
    n = players_for(game_name)
    r = client.post("/api/games", json={
        "game": game_name, "options": {}, "lang": LANG,
        "seats": [{"kind": "human"} for _ in range(n)],
    })
    assert r.status_code == 201, r.text
    g = r.json()
    gid = g["id"]
    rest: list[str] = [r.text]
    #: accepted undos: (the version taken back, decisions taken back); refused ones
    undos: list[tuple[int, int]] = []
    refused: list[int] = []
    texts: dict[int | None, list[str]] = {s: [] for s in (None, *range(n))}
    bots = Rng(len(game_name) * 7919)
    socks: dict[int | None, WebSocketTestSession] = {}
    opened = [client.websocket_connect(f"/ws/{gid}?lang={LANG}")]
    opened += [client.websocket_connect(f"/ws/{gid}?token={g['seats'][s]['token']}&lang={LANG}")
               for s in range(n)]
    try:
        for key, cm in zip((None, *range(n)), opened, strict=True):
            socks[key] = cm.__enter__()
        version = -1
        finished = False
        last: dict[int | None, Message] = {}

        def get(key: int | None, pred: Callable[[Message], bool]) -> Message:
            """The socket's last state message if ``pred`` holds for it, else the next."""
            if key in last and pred(last[key]):
                return last[key]
            last[key] = read_state(socks[key], texts[key], pred)
            return last[key]

        for decisions in range(MAX_DECISIONS):
            m = get(None, since(version + 1))
            version = m["version"]
            if m["status"] != "active":
                finished = True
                break
            actor = m["actor"]
            assert actor is not None and actor >= 0
            mine = get(actor, since(version))
            assert mine["version"] == version and mine["options"]
            choice = bots.choice([o["id"] for o in mine["options"]])
            socks[actor].send_json({"type": "decide", "option": choice, "version": version})
            # and try to take it back at once (a card read must stay read): the answer
            # is a state (taken back: a higher version) or a refusal
            after = get(actor, since(version + 1))
            if after["status"] == "active" and after["actor"] == actor:
                socks[actor].send_json({"type": "undo", "version": after["version"]})
                answer = read_reply(socks[actor], texts[actor])
                if answer["type"] == "state":
                    assert answer["version"] > after["version"]
                    undos.append((after["version"], answer["version"] - after["version"]))
                    # decide again (the same option: the game goes on as the bot chose)
                    socks[actor].send_json({"type": "decide", "option": choice,
                                            "version": answer["version"]})
                    last[actor] = again = read_state(
                        socks[actor], texts[actor], since(answer["version"] + 1))
                    version = again["version"] - 1
                else:
                    assert answer["code"] == "cannot-undo", answer
                    refused.append(after["version"])
            if decisions % REST_EVERY == 0:
                for path in (f"/api/games/{gid}", "/api/games?status=open",
                             f"/api/games/{gid}/file", f"/api/games/{gid}/replay",
                             f"/api/games/{gid}/replay/0"):
                    got = client.get(path)
                    assert got.status_code in (200, 409), (path, got.status_code)
                    ends = path.endswith(("/file", "/replay", "/replay/0"))
                    if ends and got.status_code == 200:  # the decision just sent ended it
                        status = client.get(f"/api/games/{gid}").json()["status"]
                        assert status != "active", f"{path} answered while the game runs"
                        continue
                    rest.append(got.text)
        # every seat catches up with the last version
        for s in range(n):
            get(s, since(version))
    finally:
        for cm in reversed(opened):
            cm.__exit__(None, None, None)

    states, secrets, undoable = truth(db_path, gid, g["config"], game_name)

    def decisions_at(version: int) -> int:
        """Decisions in the game at ``version`` (decisions + 2 x undone so far)."""
        undone = sum(k for v, k in undos if v + k <= version)
        return version - 2 * undone

    for v, _k in undos:
        assert undoable[decisions_at(v)], f"{game_name}: an undo the rule forbids was taken"
    for v in refused:
        assert not undoable[decisions_at(v)], f"{game_name}: an allowed undo was refused"
    if game_name == "wonderbook":  # the case: undo right after a card read
        def read(at: int) -> int:
            return len(states[at].view(None)["read"])

        reads = [v for v in refused if read(decisions_at(v)) > read(decisions_at(v) - 1)]
        assert reads, "no undo of a decision that read a card was tried"
    rng = Rng(11)
    logs: dict[int | None, set[tuple[int, Any, str]]] = {}
    checked = 0
    for seat, seen in texts.items():
        assert seen, f"seat {seat} received nothing"
        logs[seat] = set()
        for text in seen:
            leaked = big_numbers(text) & secrets
            assert not leaked, f"{game_name}: seat {seat} was sent the seed or generator state"
            m = json.loads(text)
            if m["type"] != "state":
                continue
            at = decisions_at(m["version"])
            check_message(m, states[at], seat, rng)
            if m["can_undo"]:
                assert undoable[at] and states[at].decision().actor == seat, (  # type: ignore[union-attr]
                    f"{game_name}: Undo offered where the core's rule forbids it"
                )
            checked += 1
            logs[seat] |= {(line["i"], line["seat"], line["text"]) for line in m["log"]}
    assert checked > 20 * (n + 1), f"{game_name}: too few messages checked ({checked})"
    for seat, lines in logs.items():
        assert lines == logs[None], f"{game_name}: seat {seat} got other log lines"
    for text in rest:
        assert not big_numbers(text) & secrets, f"{game_name}: a REST answer holds the seed"

    if finished:
        # replays are for finished games: each step is the spectator's view
        replay = client.get(f"/api/games/{gid}/replay")
        assert replay.status_code == 200
        assert not big_numbers(replay.text) & secrets
        last = len(states) - 1
        for step in sorted({0, 1, last // 3, last // 2, last - 1, last}):
            got = client.get(f"/api/games/{gid}/replay/{step}")
            assert got.status_code == 200, got.text
            assert not big_numbers(got.text) & secrets
            data = got.json()
            st = states[step]
            assert data["view"] == normal(st.view(None))
            assert normal(st.resample_hidden(None, rng).view(None)) == data["view"]
            assert "options" not in (data["view"]["decision"] or {})
