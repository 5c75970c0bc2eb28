"""Hidden information, checked on the engine for every registered game.

What is hidden is defined by each game through ``State.resample_hidden(seat, rng)``: a
copy redrawn wherever ``seat`` cannot see. Bot games are played for every game in the
registry (so a new game is covered as soon as it registers), and at every moment:

* the view's ``decision`` is the core's: actor and kind for everyone, the options only
  for the acting seat itself (never for chance, never for a spectator);
* ``view(seat)``, ``board(seat)``, the prompt and ``topics(seat)`` (keys, translated
  names, texts, reasons, options) are the same in every resampled copy: nothing in them
  depends on what ``seat`` cannot see (hands, deck orders, unread cards);
* a topic's options are pending option ids, only for the acting seat;
* chance outcomes that leave the spectator's view the same (which card a player drew)
  are narrated with the same events, since the log goes to everyone (a player's own
  choice is seen at the table, so it may be narrated even where it changes nothing);
* no view holds the match's seed or generator state;
* secret texts (``GameDef.secret_messages``: Wonder Book's chapter cards) appear in the
  topics, the prompt and the option labels only once ``State.known_messages`` names them
  (nothing reads ahead), and a step after which more of them are known is a reveal that
  ends the undo window (``Match.reveals``, ``Match.undo_point``);
* a game whose views differ between seats (so it has private facts) must actually
  redraw something in ``resample_hidden``.

A game that cannot be set up with ``parse_config({"players": n})`` for its player counts,
or that lacks ``resample_hidden``, fails here: it is not skipped.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from tomecraft.core import CHANCE, Match, Rng, State, Topic, game_names, get_game
from tomecraft.core.decision import Decision
from tomecraft.i18n import Msg, Translator

GAMES = game_names()
#: Large seeds, so that their digits cannot appear in a view by chance.
SEEDS = (9_182_736_455_463_728_191, 7_364_518_290_017_364_521)
#: Resampled copies compared per viewer and moment.
COPIES = 2
#: Boards (slow to build) are compared at every this many moments, on one copy.
BOARD_EVERY = 4
#: Renders topics as the interfaces do (they must translate alike in every copy).
TR = Translator("en")


def expected_decision(d: Decision | None, seat: int | None) -> dict[str, Any] | None:
    """The public part of a pending decision as the core contract states it."""
    if d is None:
        return None
    out: dict[str, Any] = {"actor": d.actor, "kind": d.kind}
    if seat is not None and seat == d.actor and d.actor != CHANCE:
        out["options"] = list(d.ids)
    return out


def player_counts(game_name: str) -> list[int]:
    game = get_game(game_name)
    return sorted({game.min_players, game.max_players})


def without_decision(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in ("viewer", "decision")}


def narration(st: State, option: int) -> tuple[list[Any], dict[str, Any]]:
    """The events of ``option`` applied to a copy, and the spectator's view after it."""
    copy = st.clone()
    events = copy.apply(option)
    return [[e.kind, e.seat, e.msg] for e in events], copy.view(None)


def check_narration(st: State, d: Decision) -> None:
    """Chance outcomes the spectator cannot tell apart afterwards are narrated alike."""
    seen: list[tuple[int, Any, list[Any]]] = []
    for option in d.ids:
        events, after = narration(st, option)
        for other, other_after, other_events in seen:
            if after == other_after:
                assert events == other_events, (
                    f"{st.game_name}: outcomes {other} and {option} of a {d.kind!r} draw "
                    f"leave the same public view but are narrated differently: "
                    f"{other_events} / {events}"
                )
        seen.append((option, after, events))


def translated_topics(topics: list[Topic]) -> list[tuple[Any, ...]]:
    """Topics as an interface shows them (English): key, name, text, reason, options."""
    def text(m: Msg | str | None) -> str | None:
        return None if m is None else TR(m)

    return [(t.key, text(t.name), text(t.text), text(t.why_not), t.options) for t in topics]


def check_topic_options(
    st: State, d: Decision | None, seat: int | None, topics: list[Topic]
) -> None:
    """Topic options are ids of the pending decision, only for its acting seat (never for
    chance or spectators), like the view's options; keys are unique."""
    keys = [t.key for t in topics]
    assert len(set(keys)) == len(keys), f"{st.game_name}: topic keys repeat: {keys}"
    acting = d is not None and seat is not None and d.actor == seat and d.actor != CHANCE
    for t in topics:
        assert not t.options or (acting and d is not None and set(t.options) <= set(d.ids)), (
            f"{st.game_name}: topic {t.key} of seat {seat} lists options {t.options} "
            f"that are not its own pending options"
        )


def message_keys(data: Any) -> set[str]:
    """Every message id in ``data`` (messages nested in arguments, lists, topics)."""
    out: set[str] = set()
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, Msg):
            out.add(x.key)
            stack.extend(v for _k, v in x.args)
        elif isinstance(x, Topic):
            stack.extend((x.name, x.text, x.why_not))
        elif dataclasses.is_dataclass(x) and not isinstance(x, type):  # board sections
            stack.extend(getattr(x, f.name) for f in dataclasses.fields(x))
        elif isinstance(x, list | tuple):
            stack.extend(x)
    return out


def check_secret_texts(
    st: State, seat: int | None, topics: list[Topic], board: Any = None
) -> None:
    """Secret texts only once known: in the topics, the board, the prompt and the option
    labels."""
    secret = get_game(st.game_name).secret_messages()
    known = st.known_messages(seat)
    assert known <= secret, f"{st.game_name}: known texts that are not secret texts"
    d = st.decision()
    shown = [topics, board]
    if d is not None:
        shown.append(d.prompt)
        if seat is not None and d.actor == seat:
            shown += [st.label(d, i) for i in d.ids]
    early = (message_keys(shown) & secret) - known
    assert not early, f"{st.game_name}: seat {seat} is shown texts not read yet: {early}"


def check_moment(st: State, rng: Rng, secrets: list[str], boards: bool) -> tuple[bool, bool]:
    """Every check on one moment; returns (views differ between seats, a copy differed)."""
    d = st.decision()
    viewers: list[int | None] = [None, *range(st.num_players)]
    bodies = []
    changed = False
    full = st.to_json()
    for seat in viewers:
        view = st.view(seat)
        text = json.dumps(view, sort_keys=True)
        assert view["viewer"] == seat
        assert view["decision"] == expected_decision(d, seat), (
            f"{st.game_name}: seat {seat} sees decision {view['decision']}"
        )
        for secret in secrets:
            assert secret not in text, f"{st.game_name}: the seed or generator state in a view"
        bodies.append(without_decision(view))
        board = st.board(seat) if boards else None
        topics = st.topics(seat)
        check_topic_options(st, d, seat, topics)
        check_secret_texts(st, seat, topics, board)
        known = st.known_messages(seat)
        shown = translated_topics(topics) if boards else None
        for i in range(COPIES):
            copy = st.resample_hidden(seat, rng)
            assert copy.view(seat) == view, (
                f"{st.game_name}: the view of seat {seat} depends on what it cannot see"
            )
            assert i or board is None or copy.board(seat) == board, (
                f"{st.game_name}: the board of seat {seat} depends on what it cannot see"
            )
            assert copy.known_messages(seat) == known, (
                f"{st.game_name}: the texts seat {seat} may read depend on what it cannot see"
            )
            copy_topics = copy.topics(seat)
            assert copy_topics == topics, (
                f"{st.game_name}: the topics of seat {seat} depend on what it cannot see"
            )
            assert i or shown is None or translated_topics(copy_topics) == shown, (
                f"{st.game_name}: the translated topics of seat {seat} depend on what it "
                "cannot see"
            )
            cd = copy.decision()
            assert (cd is None) == (d is None)
            if cd is not None and d is not None:
                assert cd.prompt == d.prompt, (
                    f"{st.game_name}: the prompt depends on what seat {seat} cannot see"
                )
            changed = changed or copy.to_json() != full
    private = any(b != bodies[0] for b in bodies[1:])
    # a game that says one view serves every seat (the web server then builds one and
    # copies it) must have no view that differs but for the viewer and the decision
    if st.public_view():
        assert not private, f"{st.game_name}: public_view() but the seats' views differ"
        views = [st.view(seat) for seat in viewers]
        for seat in viewers:
            for other in views:
                assert json.dumps(st.view_as(other, seat)) == json.dumps(st.view(seat))
    else:
        assert st.view_as(st.view(None), 0) == st.view(0)
    return private, changed


def play(game_name: str, players: int, seed: int) -> tuple[int, bool, bool]:
    """A random bot game with every check at every moment; returns (moments, views
    differed between seats somewhere, resampling changed the state somewhere)."""
    game = get_game(game_name)
    config = game.parse_config({"players": players})
    match = Match(game, config, seed)
    bots = Rng(seed ^ 0x5DEECE66D)
    rng = Rng(seed + 1)
    private = changed = False
    moments = 0
    while True:
        st = match.state
        p, c = check_moment(st, rng, [str(seed), str(match.rng.state)],
                            moments % BOARD_EVERY == 0)
        private, changed = private or p, changed or c
        moments += 1
        d = st.decision()
        if d is None:
            return moments, private, changed
        if d.actor == CHANCE and len(d.ids) > 1:
            check_narration(st, d)
        known = st.known_messages(None)
        if d.actor == CHANCE:
            match.step(st.sample_chance(match.rng))
        else:
            match.step(bots.choice(d.ids))
            if not match.state.known_messages(None) <= known:
                assert match.reveals[-1], (
                    f"{game_name}: a {d.kind!r} decision made texts known (a card read) "
                    "but is not marked as a reveal: it could be taken back"
                )
                assert match.undo_point(d.actor) is None


@pytest.mark.parametrize(
    ("game_name", "players"), [(g, n) for g in GAMES for n in player_counts(g)]
)
def test_views_hide_what_each_seat_cannot_see(game_name: str, players: int) -> None:
    """One game per player count (fewest and most), as separate tests so that ``-n 2``
    spreads them over its workers."""
    moments, private, changed = play(game_name, players, SEEDS[players % 2])
    assert moments > 10
    if private:
        assert changed, (
            f"{game_name} ({players} players): seats see different views, but "
            "resample_hidden never redrew anything: it must redraw every fact hidden from "
            "the seat"
        )


def test_the_registry_has_the_bundled_games() -> None:
    assert {"spellbook", "madness"} <= set(GAMES)


def test_madness_hides_a_discard_from_other_seats() -> None:
    """The issue's case: a discard decision's options name the cards in that hand."""
    match = Match("madness", {"players": 3}, SEEDS[0])
    rng = Rng(3)
    seen = 0
    while (d := match.state.decision()) is not None and seen < 5:
        if d.actor == CHANCE:
            match.resolve_chance()
            continue
        if d.kind in ("discard", "pay", "destroy"):
            seen += 1
            for seat in (None, *range(3)):
                entry = match.state.view(seat)["decision"]
                assert ("options" in entry) == (seat == d.actor)
        match.step(rng.choice(d.ids))
    assert seen


def test_resampling_redraws_madness_hands_only_where_unseen() -> None:
    match = Match("madness", {"players": 3, "mages": "mirela,bryn,lyra"}, SEEDS[1])
    match.resolve_chance()
    st = match.state
    rng = Rng(5)
    copies = [st.resample_hidden(0, rng) for _ in range(20)]
    assert all(c.to_json()["seats"][0] == st.to_json()["seats"][0] for c in copies)
    assert any(c.to_json()["seats"][1]["hand"] != st.to_json()["seats"][1]["hand"]
               for c in copies)


def test_a_wonder_book_card_read_cannot_be_taken_back() -> None:
    """The issue's case: the lead gives the first item card to a hero and the next card
    is read at once, still the lead's turn. Reading it revealed its text: taking the
    decision back would make it unread again, so the core's undo rule refuses."""
    match = Match("wonderbook", {"players": 2}, 0)
    match.advance()
    d = match.state.decision()
    assert d is not None and d.kind == "item-to"
    read = list(match.state.view(None)["read"])
    assert match.undo_point(d.actor) is None  # nothing of its own to take back yet
    index = len(match.history)
    match.step(d.ids[0])
    assert len(match.state.view(None)["read"]) > len(read), "no card was read"
    assert match.reveals[index], "the decision that read a card is not a reveal"
    match.advance()
    after = match.state.decision()
    assert after is not None and after.actor == d.actor
    assert not any(a == CHANCE for a, _o in match.history[index:]), "chance ended it"
    assert match.undo_point(d.actor) is None


def test_a_decision_that_reveals_nothing_can_be_taken_back() -> None:
    """The rule still lets a player take back a plain move (a SpellBook morning action
    after which the same seat decides again, no draw in between), forced steps after it
    included, and never another seat's decision."""
    for seed in range(30):
        match = Match("spellbook", {"players": 2}, seed)
        rng = Rng(seed)
        for _ in range(200):
            match.advance()
            d = match.state.decision()
            if d is None:
                break
            before = len(match.history)
            match.step(rng.choice(d.ids))
            match.advance()
            after = match.state.decision()
            if after is not None and after.actor == d.actor and not any(
                    match.reveals[before:]):
                assert match.undo_point(d.actor) == before
                other = 1 - d.actor
                assert match.undo_point(other) is None
                return
    raise AssertionError("no undoable SpellBook decision found")
