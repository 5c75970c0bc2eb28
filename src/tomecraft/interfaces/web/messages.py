"""What a room's connections are sent: the state message of each seat and language
(built once per revision and shared), the presence message, and the pieces they hold
(views, seats, result, board, topics)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from tomecraft.core.board import Topic
from tomecraft.i18n import msg
from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.gamelog import BY_HUMAN, log_lines
from tomecraft.interfaces.web.roomcore import RoomBase
from tomecraft.interfaces.web.seat import HUMAN
from tomecraft.interfaces.web.storage import ACTIVE
from tomecraft.interfaces.web.texts import message_texts, render, sections_json
from tomecraft.interfaces.web.wire import dumpb

#: The keys of a public view that differ from seat to seat (``State.view_as``).
_OWN_VIEW_KEYS = ("viewer", "decision")


@lru_cache(maxsize=50_000)
def _topic_json(tp: Topic, lang: str, active: bool) -> bytes:
    """One topic as sent, as JSON (UTF-8 bytes, shared by every message that holds it). Most
    topics come back unchanged from one decision to the next (a spell's name and text,
    the same reason it is not offered), so one look-up replaces three translations, a
    new dictionary and its encoding: a state message's topics are most of its text."""
    return dumpb({
        "key": tp.key,
        "name": render(tp.name, lang),
        "text": None if tp.text is None else render(tp.text, lang),
        "why_not": None if tp.why_not is None else render(tp.why_not, lang),
        "options": list(tp.options) if active else [],
    })


class RoomMessages(RoomBase):
    """The messages part of a room (see :mod:`~tomecraft.interfaces.web.roomcore`)."""

    # -- reading the published state ---------------------------------------------------------
    def seat_name(self, seat: int, lang: str) -> str:
        key = (seat, lang)
        name = self._names.get(key)
        if name is None:
            name = self._names[key] = render(self.game.seat_label(self.config, seat), lang)
        return name

    def _view_json(self, seat: int | None) -> bytes:
        """``seat``'s view of the published state as JSON, once per revision. Where the
        game's views are the same for every seat but their ``viewer`` and ``decision``
        (``State.public_view``: SpellBook), the rest is encoded once per revision and
        each seat's JSON is that text with its own two keys written at its end: the same
        object as ``State.view_as`` builds, without encoding the shared board once per
        seat."""
        got = self._views.get(seat)
        if got is not None:
            return got
        st = self.pub_state
        if not st.public_view():
            got = dumpb(st.view(seat))
        else:
            shared = self._shared_view
            if shared is None:
                view = st.view(seat)
                shared = self._shared_view = dumpb(
                    {k: v for k, v in view.items() if k not in _OWN_VIEW_KEYS})
            own = b"".join((b'"viewer":', dumpb(seat), b',"decision":',
                            dumpb(st.decision_view(seat)), b"}"))
            got = shared[:-1] + (b"," if len(shared) > 2 else b"") + own
        self._views[seat] = got
        return got

    def can_undo(self, seat: int | None) -> bool:
        if seat is None or self.status != ACTIVE or self.pub_last is None:
            return False
        d = self.pub_state.decision()
        actor, by = self.pub_last
        return d is not None and d.actor == seat and actor == seat and by == BY_HUMAN

    def seats_info(self, seat: int | None, lang: str) -> list[dict[str, Any]]:
        """Every seat as the players' list shows it to ``seat`` (``you`` marks its own):
        public facts, built once per revision and language (:meth:`_seats_public`) and
        copied where ``you`` differs."""
        public = self._seats_public(lang)
        if seat is None or not 0 <= seat < len(public):
            return public
        out = list(public)
        out[seat] = {**public[seat], "you": True}
        return out

    def _seats_public(self, lang: str) -> list[dict[str, Any]]:
        self._fresh()
        got = self._seats_cache.get(lang)
        if got is not None:
            return got
        connected = {c.seat for c in self.conns}
        got = self._seats_cache[lang] = [
            {
                "seat": i,
                "name": self.seat_name(i, lang),
                "kind": s.kind,
                "level": s.level,
                "claimed": s.claimed,
                "connected": i in connected,
                "you": False,
                # a player may ask for a bot here now (a seat without an owner, or one
                # absent on its own turn in a live game), and the votes cast so far
                "handover": s.kind == HUMAN and i not in connected and self.status == ACTIVE
                and (s.token_hash is None or i in self.absent_seats),
                "votes": self.votes_for(i),
                # hints the coach gave this seat so far (everyone may know that much)
                "hints": sum(1 for s in self.hinted.values() if s == i),
            }
            for i, s in enumerate(self.seats)
        ]
        return got

    def result(self, lang: str) -> dict[str, Any] | None:
        st = self.pub_state
        if st.decision() is not None:
            return None
        b = st.breakdown()
        return {
            "seats": [render(s, lang) for s in b.seats],
            "rows": [
                {"label": render(label, lang), "values": list(values)} for label, values in b.rows
            ],
            "totals": list(b.totals),
            "total_label": None if b.total_label is None else render(b.total_label, lang),
            "winners": list(b.winners),
            # a cooperative game's rows that are the same for every seat are the team's
            "team": bool(st.cooperative),
        }

    def board(self, seat: int | None, lang: str) -> list[dict[str, Any]]:
        return sections_json(self.pub_state.board(seat), lang)

    def topics_text(self, seat: int | None, lang: str) -> bytes:
        """(web-board) What ``seat`` may ask about on its board (``state.topics(seat)``),
        translated, as JSON (UTF-8 bytes): each topic's key (the ``data-topic`` of the element
        drawing it), name, what it does, why it is not offered (or null) and the pending
        option ids about it. Built for this viewer only, like its view; the options only
        while the game is active.

        Each topic's text is a function of the topic, the language and whether the game
        is active, so a topic equal to the one this seat was sent last time at the same
        place reuses that one's text (most topics come back the same from one decision
        to the next), and the whole text when all are; comparing with the previous
        topic costs less than hashing every topic for a cache. The memo is this seat's
        own (:attr:`_topic_memo`); a changed topic goes through :func:`_topic_json`.
        A seat keeps two memos, one for its own turn and one for the others' turns: a
        topic reads differently on and off turn (its options, why it is not offered), so
        with seats taking turns in alternation, comparing with the last message of the
        same kind finds most topics unchanged, where the very last one finds half."""
        active = self.status == ACTIVE
        st = self.pub_state
        topics = st.topics(seat)
        d = st.decision()
        key = (seat, lang, active, d is not None and d.actor == seat)
        memo = self._topic_memo.get(key)
        old: Sequence[Topic] = ()
        old_texts: list[bytes] = []
        if memo is not None:
            old, old_texts, whole = memo
            if topics == old:
                return whole
        n = len(old)
        out = []
        for i, tp in enumerate(topics):
            if i < n and tp == old[i]:
                out.append(old_texts[i])
                continue
            try:
                out.append(_topic_json(tp, lang, active))
            except TypeError:  # a message argument that cannot be hashed: no cache
                out.append(_topic_json.__wrapped__(tp, lang, active))
        text = b"[" + b",".join(out) + b"]"
        self._topic_memo[key] = (topics, out, text)
        return text

    def _fresh(self) -> None:
        """Forget the cached messages, views and known texts of an older revision."""
        if self._cache_rev != self.rev:
            self._cache_rev = self.rev
            self._cache = {}
            self._messages = {}
            self._views = {}
            self._shared_view = None
            self._known_cache = {}
            self._log_texts = {}
            self._seats_cache = {}

    def _base(self, seat: int | None, lang: str) -> bytes:
        self._fresh()
        key = (seat, lang)
        text = self._cache.get(key)
        if text is None:
            st = self.pub_state
            d = st.decision()
            options: list[dict[str, Any]] = []
            if d is not None and seat is not None and d.actor == seat and self.status == ACTIVE:
                options = [{"id": i, "label": render(st.label(d, i), lang)} for i in d.ids]
            body: dict[str, Any] = {
                "type": "state",
                "id": self.id,
                "game": self.game.name,
                "seat": seat,
                "lang": lang,
                "version": self.pub_version,
                "status": self.status,
                "actor": None if d is None else d.actor,
                "prompt": None if d is None else render(d.prompt, lang),
                "options": options,
                "can_undo": self.can_undo(seat),
                "seats": self.seats_info(seat, lang),
                "result": self.result(lang),
                # the details (a traceback) stay in the server log
                "error": None if self.failure is None else render(msg("web-error-stuck"), lang),
                "pace": self.pace,
                # this seat may ask the coach for a hint on its own turn (hints.py)
                "hints": seat is not None and self.hints_on and self.seats[seat].kind == HUMAN,
            }
            if self.game.name not in self.hub.renderers:
                body["board"] = self.board(seat, lang)
            # the view (encoded once per revision, shared where it can be) and, for
            # web-board, "what it does / why not" (cached per topic), spliced in as JSON
            text = self._cache[key] = b"".join((
                dumpb(body)[:-1],
                b',"view":', self._view_json(seat),
                b',"topics":', self.topics_text(seat, lang),
            ))
        return text

    def state_message(self, conn: Conn) -> bytes:
        """The full state message for ``conn`` (its seat's view only), with new log lines,
        as JSON in UTF-8 bytes (what the text frame carries: see ``wsflow.UTF8_TEXT``).
        Built once per revision for every connection of the same seat and language that
        has read the log as far (every spectator that keeps up gets the very same text);
        while a clock runs, its tail is computed at each send."""
        base = self._base(conn.seat, conn.lang)
        reset = conn.log_epoch != self.log_epoch
        if reset:
            conn.log_epoch = self.log_epoch
            conn.log_sent = max(0, len(self.log) - self.hub.settings.log_initial)
        start, conn.log_sent = conn.log_sent, len(self.log)
        # "texts": the game's secret texts this seat may read now and was not sent yet
        # (in this language): the page's catalogue grows as the table reads cards. They
        # are part of the shared key: connections that kept up get the same new texts.
        if conn.texts_lang != conn.lang:
            conn.texts_lang = conn.lang
            conn.texts_sent = set()
        new = self._known(conn.seat) - conn.texts_sent
        conn.texts_sent |= new
        clock = self.clock_info()
        key = (conn.seat, conn.lang, start, reset, tuple(sorted(new)))
        if clock is None:
            shared = self._messages.get(key)
            if shared is not None:
                return shared
        # the log is the same for every seat: its lines from ``start`` on, as JSON text,
        # are built once per revision and language (grouped: "Drew 6 cards.")
        log_key = (start, conn.lang)
        log_text = self._log_texts.get(log_key)
        if log_text is None:
            lines = log_lines(self, self.log, start, conn.lang)
            log_text = self._log_texts[log_key] = dumpb(lines) if lines else b"[]"
        # "log_reset": the client drops what it shows and starts again from these lines.
        # "clock" (computed at each send, never cached): whose per-decision clock runs
        # and the seconds left, or null.
        # one join: a chain of ``+`` would copy the growing 5 KB text at each step
        text = b"".join((
            base,
            b',"log":',
            log_text,
            b',"log_reset":',
            b"true" if reset else b"false",
            b',"clock":',
            b"null" if clock is None else dumpb(clock),
            b',"texts":',
            dumpb(message_texts(new, conn.lang)) if new else b"{}",
            b"}",
        ))
        if clock is None:
            self._messages[key] = text
        return text

    def presence_message(self) -> bytes:
        """``{"type": "presence", "id", "connected": [per seat]}``: who is connected now,
        the one thing a connection or disconnection changes (one text per change, shared
        by every connection)."""
        if self._presence is None or self._presence[0] != self.rev:
            connected = {c.seat for c in self.conns}
            self._presence = (self.rev, dumpb({
                "type": "presence", "id": self.id,
                "connected": [i in connected for i in range(len(self.seats))],
            }))
        return self._presence[1]

    def presence_changed(self) -> None:
        """A seat came online or went offline: every connection gets a small ``presence``
        message (not a whole state); the next state messages are built afresh."""
        self.rev += 1
        for c in self.conns:
            c.presence_dirty = True
            c.wake.set()

    def _known(self, seat: int | None) -> frozenset[str]:
        """``known_messages(seat)`` of the published state (cached until it changes)."""
        self._fresh()
        got = self._known_cache.get(seat)
        if got is None:
            got = self._known_cache[seat] = self.pub_state.known_messages(seat)
        return got
