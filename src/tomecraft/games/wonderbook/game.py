"""Wonder Book's game definition: options, setup, and what the bots need.

Cooperative: every seat shares one heuristic value, one estimate and one reward (1 for a
chapter won, nudged by the destiny kept; partial credit for the deck read on a loss).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sized
from pathlib import Path
from typing import Any

from tomecraft.core import Event, GameDef, GameFacts, InvalidConfig, Rng, State
from tomecraft.core.compiled import mypyc_attr
from tomecraft.core.config import distinct_known_ids, refuse_unknown, seat_option, whole_or_digits
from tomecraft.core.local_files import local_files_allowed
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import hero_changes, scene_changes
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.campaign import incoming_upgrades
from tomecraft.games.wonderbook.data import ORIGINAL, Content, content
from tomecraft.games.wonderbook.heuristic import team_value
from tomecraft.games.wonderbook.state import WonderState, empty_record, state_from_view
from tomecraft.i18n import Msg, msg, register_catalog_dir

register_catalog_dir(Path(__file__).parent / "locales")

DIFFICULTIES = ("easy", "normal", "hard")
#: No round cap in a game with people: only turning the last destiny token loses.
DEFAULT_MAX_ROUNDS = 0
#: The cap a bot-only run adds (``bot_only_config``): rounds of one objective before the
#: game stops as ``unfinished`` (docs/rulings.md, Wonder Book 11).
BOT_ONLY_MAX_ROUNDS = 30


#: A campaign record's limits: characters of its JSON text or file, entries of each list
#: or mapping, characters of each id. A real record holds a few chapters, keys and
#: upgrades; a forged one of 60,000 keys made every web state message weigh 1.18 MB.
RECORD_TEXT_MAX, RECORD_ENTRIES_MAX, RECORD_ID_MAX = 65_536, 256, 64


def _bounded(rec: dict[str, Any]) -> dict[str, Any]:
    """``rec`` if within the record's limits, else :class:`InvalidConfig` naming them."""
    for field in ("chapters", "keys", "upgrades", "wyrm_cards", "unlocked", "heroes"):
        entries = rec[field]
        if len(entries) > RECORD_ENTRIES_MAX:
            raise InvalidConfig(
                f"the campaign record's {field} holds {len(entries)} entries; at most "
                f"{RECORD_ENTRIES_MAX}"
            )
        if any(len(x) > RECORD_ID_MAX for x in entries):
            raise InvalidConfig(
                f"the campaign record's {field} holds an id over {RECORD_ID_MAX} characters"
            )
    return rec


#: The fields of a campaign record (``unlocked``: upgrade cards the campaign gave, to any
#: hero; ``heroes``: the heroes of the last chapter won; ``chest``: the treasure-chest
#: envelope was opened; all optional in older records).
RECORD_FIELDS = (
    "chapters", "keys", "upgrades", "wyrm_cards", "unlocked", "heroes", "chest", "pack"
)


def check_record_pack(c: Content, rec: Mapping[str, Any]) -> None:
    """A campaign record belongs to one pack: its ``pack`` (the pack.json ``id`` of the
    pack that won it) must be this game's pack's, and every chapter it completed one of
    this pack's; else :class:`InvalidConfig`. A record without ``pack`` (older records,
    the original pack's) passes the chapters' test alone."""
    mine = c.pack.info.id
    owner = rec.get("pack", mine)
    if owner != mine:
        raise InvalidConfig(
            f"the campaign record belongs to pack {owner!r}, not to pack {mine!r} of this"
            " game: play it with the pack it was won with (option pack=<its folder>)"
        )
    unknown = [x for x in rec.get("chapters", ()) if x not in c.chapter_index]
    if unknown:
        raise InvalidConfig(
            f"the campaign record completed chapter(s) {', '.join(unknown)}, which pack"
            f" {mine!r} does not have: play it with the pack it was won with"
            " (option pack=<its folder>)"
        )


def campaign_complete(c: Content, rec: Mapping[str, Any]) -> bool:
    """Whether the record completed every chapter of the pack that counts: each numbered
    one (1 and up), or every chapter of a pack with none."""
    done = set(rec.get("chapters", ()))
    numbered = [ch.id for ch in c.chapters if ch.model.number >= 1]
    return bool(done) and set(numbered or [ch.id for ch in c.chapters]) <= done


def missing_chapters(c: Content, chapter: str, rec: Mapping[str, Any]) -> list[str]:
    """The chapters a campaign must have completed before ``chapter`` (L449: chapters are
    played in order): every chapter numbered from 1 up to the one before it. A number-0
    chapter (the tutorial) neither needs nor is needed."""
    number = c.chapters[c.chapter_index[chapter]].model.number
    done = set(rec.get("chapters", ()))
    return [
        ch.id for ch in c.chapters if 1 <= ch.model.number < number and ch.id not in done
    ]


def next_chapter(c: Content, rec: Mapping[str, Any]) -> str:
    """The chapter a campaign plays next: the first chapter (the tutorial) for a new
    record, else the first numbered chapter not completed (the last one when all are)."""
    done = set(rec.get("chapters", ()))
    if not done:
        return c.chapters[0].id
    numbered = sorted(
        (ch for ch in c.chapters if ch.model.number >= 1), key=lambda x: x.model.number
    )
    for ch in numbered:
        if ch.id not in done:
            return ch.id
    return numbered[-1].id if numbered else c.chapters[-1].id


def parse_record(raw: Any) -> dict[str, Any]:
    """A campaign record: a mapping, a JSON text, or (only while local files are allowed,
    see :mod:`tomecraft.core.local_files`) the path of a JSON file; each bounded
    (:data:`RECORD_TEXT_MAX` characters of text, :data:`RECORD_ENTRIES_MAX` entries per
    field, :data:`RECORD_ID_MAX` characters per id)."""
    if raw is None:
        return empty_record()
    if isinstance(raw, str):
        if len(raw) > RECORD_TEXT_MAX:
            raise InvalidConfig(
                f"the campaign record is too long: at most {RECORD_TEXT_MAX} characters"
            )
        text = raw
        if not raw.lstrip().startswith("{"):
            if not local_files_allowed():
                raise InvalidConfig(
                    "campaign must be a record object {chapters, keys, upgrades, wyrm_cards}"
                    " or its JSON text (a campaign file can be named from the command line"
                    " only)"
                )
            try:
                path = Path(raw)
                if path.stat().st_size > RECORD_TEXT_MAX:
                    raise InvalidConfig(
                        f"the campaign file {raw!r} is too long: at most "
                        f"{RECORD_TEXT_MAX} bytes"
                    )
                text = path.read_text(encoding="utf-8")
            except OSError as exc:
                raise InvalidConfig(f"cannot read the campaign file {raw!r}: {exc}") from None
        try:
            raw = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidConfig(f"the campaign record is not valid JSON: {exc}") from None
    if not isinstance(raw, Mapping):
        raise InvalidConfig(
            "campaign must be a record object {chapters, keys, upgrades, wyrm_cards}"
        )
    unknown = set(raw) - set(RECORD_FIELDS)
    if unknown:
        raise InvalidConfig(
            f"unknown campaign record field(s) {sorted(unknown)}; allowed: "
            + ", ".join(RECORD_FIELDS)
        )
    rec = empty_record()
    for field in ("chapters", "keys", "upgrades", "wyrm_cards", "unlocked", "heroes"):
        value = raw.get(field)
        if isinstance(value, Sized) and len(value) > RECORD_ENTRIES_MAX:
            raise InvalidConfig(
                f"the campaign record's {field} holds {len(value)} entries; at most "
                f"{RECORD_ENTRIES_MAX}"
            )
    try:
        rec["chapters"] = [str(x) for x in raw.get("chapters", [])]
        rec["keys"] = sorted({str(x) for x in raw.get("keys", [])})
        ups = raw.get("upgrades", {})
        if not isinstance(ups, Mapping) or any(v not in (0, 1) for v in ups.values()):
            raise ValueError("upgrades maps upgrade ids to side 0 or 1")
        rec["upgrades"] = {str(k): int(v) for k, v in sorted(ups.items())}
        rec["wyrm_cards"] = [str(x) for x in raw.get("wyrm_cards", [])]
        rec["unlocked"] = sorted({str(x) for x in raw.get("unlocked", [])} | set(rec["upgrades"]))
        rec["heroes"] = [str(x) for x in raw.get("heroes", [])]
        if not isinstance(raw.get("chest", False), bool):
            raise ValueError("chest is true (opened) or false")
        rec["chest"] = bool(raw.get("chest", False))
        if "pack" in raw:
            if not isinstance(raw["pack"], str) or not 0 < len(raw["pack"]) <= RECORD_ID_MAX:
                raise ValueError(f"pack is the id of the pack (at most {RECORD_ID_MAX} characters)")
            rec["pack"] = raw["pack"]
    except (TypeError, ValueError) as exc:
        raise InvalidConfig(f"bad campaign record: {exc}") from None
    return _bounded(rec)


#: How many configurations :data:`_PARSED` and :data:`_SETUPS` keep (then start over).
KEPT_MAX = 64
#: Parsed configurations by :func:`_raw_key` (never handed out: callers get copies).
_PARSED: dict[tuple[object, ...], dict[str, Any]] = {}
#: Set-up states (never played: games get clones) and their opening events, by
#: :func:`_setup_key`.
_SETUPS: dict[tuple[object, ...], tuple[WonderState, list[Event]]] = {}


def _raw_key(game: type, raw: Mapping[str, Any]) -> tuple[object, ...] | None:
    """A key for a raw configuration of a game class (a subclass may parse otherwise)
    whose options are all plain numbers, texts or truth values (not ``campaign``,
    ``heroes`` or ``pack``, whose parsing reads more than the text); None for any other.
    Each value goes with its type's name: ``True`` and ``1`` are equal keys of a
    dictionary, not equal options."""
    items: list[object] = [game]
    for k, v in raw.items():
        if k in ("campaign", "heroes", "pack") or not isinstance(k, str):
            return None
        kind = type(v)
        if kind is not int and kind is not str and kind is not bool:  # float, None...
            return None
        items.append((k, kind.__name__, v))
    # in the mapping's order: the same options in another order are kept apart (sorting
    # would cost more than a second entry)
    return tuple(items)


def _setup_key(game: type, cfg: Mapping[str, Any]) -> tuple[object, ...] | None:
    """A key for a parsed configuration of a game class (a subclass may set up
    otherwise) with an empty campaign record (what decides its setup); None when the
    record holds anything."""
    if cfg["campaign"] != empty_record():  # every field, whatever the record grows
        return None
    return (
        game, cfg.get("pack"), cfg["chapter"], cfg["players"], tuple(cfg["heroes"]),
        cfg["difficulty"], cfg["lead"], cfg["max_rounds"], bool(cfg.get("practice", False)),
    )


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, still subclassable
class WonderBookGame(GameDef):
    """Wonder Book for 1 to 4 players (cooperative; solo plays two heroes)."""

    facts = GameFacts("wonderbook", players=(1, 4), state=WonderState, actions=A.NUM_ACTIONS)
    #: The configuration :meth:`parse_config` returned last: :meth:`table_state` given
    #: that very object (what a match does: it parses, then sets up) does not parse it
    #: again (parsing a parsed configuration gives the same configuration).
    _parsed: dict[str, Any] | None = None

    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """:meth:`parse` (the rule), kept per configuration of plain options (numbers and
        texts: no campaign, heroes or pack), so that a series of games parses each
        configuration once; each call returns a configuration of its own."""
        key = _raw_key(type(self), raw)
        if key is None:
            cfg = self.parse(raw)
        else:
            kept = _PARSED.get(key)
            if kept is None:
                kept = self.parse(raw)
                if len(_PARSED) >= KEPT_MAX:
                    _PARSED.clear()
                _PARSED[key] = kept
            cfg = dict(kept)  # the same keys in the same order; the lists of its own
            cfg["heroes"] = list(kept["heroes"])
            cfg["campaign"] = empty_record()  # what parse_record gives for no campaign
        self._parsed = cfg
        return cfg

    def parse(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Options: ``players`` 1-4 (default 2), ``difficulty`` easy/normal/hard (default
        normal), ``chapter`` (a chapter id or number; default the one after the furthest
        chapter the campaign completed), ``campaign`` (a record or its JSON text; a
        file only where local files are allowed), ``heroes`` (one hero id per hero; solo
        plays two), ``lead`` (the seat taking group choices, default 0), ``pack`` (a
        bundled pack's name, default ``original``; a content folder only where local
        files are allowed), ``practice`` (true: start a chapter whose earlier chapters
        the campaign record lacks; such a game says so and hands on no record),
        ``max_rounds`` (rounds of one objective before the game stops
        as ``unfinished``, neither won nor lost; default 0: no cap, which is how people
        play; bot-only runs get 30 from :meth:`bot_only_config`)."""
        known = {
            "players",
            "difficulty",
            "chapter",
            "campaign",
            "heroes",
            "lead",
            "pack",
            "max_rounds",
            "practice",
        }
        refuse_unknown(raw, known, "Wonder Book")
        players = whole_or_digits(raw.get("players", 2))
        if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 4:
            raise InvalidConfig(f"players must be 1, 2, 3 or 4, got {players!r}")
        c = content.option(raw.get("pack"))
        diff = str(raw.get("difficulty", "normal")).strip().lower()
        if diff not in DIFFICULTIES:
            raise InvalidConfig(
                f"difficulty must be easy, normal or hard, got {raw.get('difficulty')!r}"
            )
        rec = parse_record(raw.get("campaign"))
        check_record_pack(c, rec)
        order = [ch.id for ch in c.chapters]
        chapter = raw.get("chapter")
        if chapter is None:
            if campaign_complete(c, rec):
                raise InvalidConfig(
                    f"the campaign is complete (the record has won every chapter of pack"
                    f" {c.pack.info.id!r}: {', '.join(rec['chapters'])}); to play a chapter"
                    " again, name it (option chapter)"
                )
            chapter = next_chapter(c, rec)
        chapter = str(chapter)
        if chapter.isdigit() and chapter not in order:
            by_number = {str(ch.model.number): ch.id for ch in c.chapters}
            chapter = by_number.get(chapter, chapter)
        if chapter not in c.chapter_index:
            raise InvalidConfig(f"unknown chapter {chapter!r}; known: {', '.join(order)}")
        practice = raw.get("practice", False)
        if isinstance(practice, str) and practice.strip().lower() in ("true", "false", "1", "0"):
            practice = practice.strip().lower() in ("true", "1")
        if not isinstance(practice, bool):
            raise InvalidConfig(f"practice must be true or false, got {practice!r}")
        missing = missing_chapters(c, chapter, rec)
        if missing and not practice:
            raise InvalidConfig(
                f"chapter {chapter!r} comes after {', '.join(missing)}, which the campaign "
                "record has not completed: chapters are played in order; to play it anyway, "
                "start a practice game (option practice=true: --practice on the command "
                "line, the Practice box in the lobby), which keeps no campaign record"
            )
        n_heroes = max(2, players)
        heroes = raw.get("heroes")
        if heroes is None:
            heroes = [h.id for h in c.heroes[:n_heroes]]
        heroes = distinct_known_ids(
            heroes,
            n_heroes,
            [h.id for h in c.heroes],
            f"heroes needs {n_heroes} hero ids, got {{ids}}; known: {{known}}",
            "unknown hero {id}; known: {known}",
            "each hero once, got {ids}",
        )
        lead = seat_option("lead", whole_or_digits(raw.get("lead", 0)), players)
        mr = whole_or_digits(raw.get("max_rounds", DEFAULT_MAX_ROUNDS))
        if isinstance(mr, bool) or not isinstance(mr, int) or not 0 <= mr <= 999:
            raise InvalidConfig(f"max_rounds must be 0 (no cap) to 999, got {mr!r}")
        cfg: dict[str, Any] = {
            "players": players,
            "difficulty": diff,
            "chapter": chapter,
            "heroes": [str(h) for h in heroes],
            "lead": lead,
            "campaign": rec,
            "max_rounds": mr,
        }
        if c.key != ORIGINAL:
            cfg["pack"] = c.key
        if practice and missing:
            cfg["practice"] = True  # only where it matters: configs stay as they were
        return cfg

    def bot_only_config(self, config: Mapping[str, Any]) -> dict[str, Any]:
        """A bot-only run caps the rounds of one objective (``max_rounds`` 30 unless set):
        bots may never meet a goal, and such a game stops as ``unfinished``."""
        out = dict(config)
        out.setdefault("max_rounds", BOT_ONLY_MAX_ROUNDS)
        return out

    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        """Setup: destiny face up by difficulty, a reserve of 2 Wyrms per hero, heroes with
        full hearts and their starting sparks on the first scene's start zone, its spark
        spots filled, the Wyrm deck (base cards plus those the campaign added) and the
        passage deck; then card 1 is read. The setup has no randomness: a configuration
        without a campaign record is set up once (:meth:`set_up`, the rule) and every
        later game of it starts from a copy of that state, with the same opening events."""
        last = self._parsed
        cfg = last if last is not None and config is last else self.parse_config(config)
        key = _setup_key(type(self), cfg)
        kept = _SETUPS.get(key) if key is not None else None
        if kept is not None:
            st = kept[0].clone()
            st._events = list(kept[1])
            return st
        st = self.set_up(cfg)
        if key is not None:
            if len(_SETUPS) >= KEPT_MAX:
                _SETUPS.clear()
            _SETUPS[key] = (st.clone(), list(st._events))
        return st

    def set_up(self, config: Mapping[str, Any]) -> WonderState:
        """The setup :meth:`new_state` describes, done step by step (the rule)."""
        st = self.table_state(config)
        st.stack.append(T.Chapter())
        if st.practice:
            st.log("practice", None, "wb-ev-practice", chapter=msg(f"wb-chapter-{st.ch.id}"))
        # an incoming hero's upgrade cards are chosen again (L481-483), first hero first
        for h, u in reversed(incoming_upgrades(st)):
            st.stack.append(T.ChooseUpgrade(h, u))
        st.settle()
        return st

    def table_state(self, config: Mapping[str, Any]) -> WonderState:
        """The table laid out as :meth:`new_state` lays it (no randomness), before
        card 1 is read: nothing is pending and no goal has been judged yet."""
        last = self._parsed
        cfg = last if last is not None and config is last else self.parse_config(config)
        c = content.option(cfg.get("pack"))
        st = WonderState(
            c,
            c.chapter_index[cfg["chapter"]],
            cfg["players"],
            [c.hero_index[h] for h in cfg["heroes"]],
            cfg["difficulty"],
            cfg["lead"],
            cfg["campaign"],
            cfg["max_rounds"],
        )
        st.practice = bool(cfg.get("practice", False))
        st.quiet = True
        scene_changes.switch_scene(st, 0)
        for h in range(st.n_heroes):
            hero_changes.gain_sparks(st, h, c.heroes[st.heroes[h]].sparks)
        st.quiet = False
        return st

    # -- bots ---------------------------------------------------------------------------
    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        """Nothing drawn is stored, so the state is rebuilt from the view (piles from the
        chapter's flags) and every sample is that state. The content holds every card,
        read or not, so the sample is *blind*: its play stops where text no player has
        read would be carried out (an unread chapter card, a dilemma's outcome, an
        interaction's back, a met objective's back), and :meth:`final_rewards` scores it
        with :meth:`estimate` (docs/bots.md)."""
        base = state_from_view(view)
        base.blind = True

        def sample(rng: Rng) -> State:
            return base.clone()

        return sample

    def search_settings(self, level: str) -> Mapping[str, Any] | None:
        """Every search level plays rollout improvement over greedy (see
        :mod:`tomecraft.bots.rollout`; :data:`SEARCH_LEVELS`): at every decision,
        greedy's best few options (ranked one step ahead on a blind determinisation of the
        bot's view, never the true state) are each played on by greedy for a few
        decisions from the bot's blind determinisation, and greedy's choice is kept
        unless another scores higher; more candidates, playouts and depth per level."""
        return SEARCH_LEVELS.get(level)

    def rollout_action(self, state: State, rng: Rng) -> int:
        """A playout policy: attack or collect when possible, pass rarely, otherwise uniform."""
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        d = state.decision()
        assert d is not None
        if d.kind == "action":
            if A.ATTACK in ids and rng.below(3):
                return A.ATTACK
            if A.COLLECT in ids and rng.below(2):
                return A.COLLECT
            rest = [i for i in ids if i != A.PASS]
            if rest and rng.below(8):
                return rng.choice(rest)
        return rng.choice(ids)

    def heuristic(self, state: State, seat: int) -> float:
        assert isinstance(state, WonderState)
        return team_value(state)

    def estimate(self, state: State) -> list[float]:
        assert isinstance(state, WonderState)
        v = 0.4 * state.progress() + 0.55 / (1.0 + math.exp(-team_value(state) / 15.0))
        return [min(v, 0.99)] * state.num_players

    def coach_chances(self) -> bool:
        """False: a search copy stops before text nobody has read, so most of the coach's
        playouts end before the chapter is won or lost."""
        return False

    def final_rewards(self, state: State) -> list[float]:
        """A win: 0.9 plus up to 0.1 for the destiny kept; a loss: 0.4 times the deck read;
        a search copy stopped before unread text, or a game stopped unfinished by the
        bot-only round cap: its estimate (neither is a loss)."""
        assert isinstance(state, WonderState)
        if state.cut or state.unfinished:
            return self.estimate(state)
        if state.won:
            r = 0.9 + 0.1 * state.destiny_up / state.destiny_total
        else:
            r = 0.4 * state.progress()
        return [r] * state.num_players

    def secret_messages(self) -> frozenset[str]:
        """Every chapter text but the chapters' names (cards, scenes, zones, spots, keys,
        the actions cards give): a player reads each only once the table has."""
        from tomecraft.games.wonderbook.data import secret_keys

        return secret_keys()

    def seat_label(self, config: Mapping[str, Any], seat: int) -> Msg:
        return msg("core-seat", seat=seat + 1)

    def carry_over(self, state: State) -> dict[str, Any] | None:
        """A won chapter hands on its campaign record (chapters done, keys, upgrades, Wyrm
        cards added); with it as ``campaign`` and no ``chapter``, the next chapter starts.
        A lost chapter hands on nothing: it is played again from the record it began with.
        Nor does a practice game (a chapter started without its earlier chapters)."""
        assert isinstance(state, WonderState)
        if state.practice:
            return None
        return state.campaign_record() if state.over and state.won else None


def round_number(st: WonderState) -> int:
    """The rounds played so far in the chapter (every objective's; the one running counts)."""
    return st.total_rounds + st.rounds


class RoundsAhead:
    """A playout horizon (:attr:`RolloutConfig.horizon`): stop at the first decision of
    the ``rounds``-th round after the searched one, once the enemies' phases between have
    been played. Every candidate's playout stops at the same moment of the game: one
    counted in decisions stopped where its own choices had led, so an option that spent
    decisions (a Wyrm left for another hero to finish) pushed the next enemies' phase
    past its horizon and looked better than the one that did not."""

    def __init__(self, rounds: int) -> None:
        self.rounds = rounds

    def __call__(self, root: State, st: State) -> bool:
        assert isinstance(root, WonderState) and isinstance(st, WonderState)
        return round_number(st) - round_number(root) >= self.rounds


#: The settings of each search level (:meth:`WonderBookGame.search_settings`): greedy's
#: ``candidates`` best options, ``samples`` greedy playouts each, to the first decision
#: of the round after the searched one (:class:`RoundsAhead`), at most ``depth`` player
#: decisions long (or up to text no player has read, where the blind sample stops).
#: ``hard`` is ``medium`` with more playouts, and more again (up to 8) while the best
#: challenger is within 3 points of greedy's choice: deeper playouts (16) and a fourth
#: candidate only added noise (a weaker ``hard`` than ``medium``; docs/bots.md).
SEARCH_LEVELS: dict[str, dict[str, Any]] = {
    level: {"bot": "rollout", "candidates": k, "samples": m, "depth": d,
            "horizon": RoundsAhead(1), "chance_streams": True, **extra}
    for level, k, m, d, extra in (
        ("easy", 3, 2, 8, {}),
        ("medium", 3, 3, 40, {}),
        ("hard", 3, 4, 40, {"close": 3.0, "max_samples": 8}),
    )
}


__all__ = [
    "DIFFICULTIES",
    "RECORD_FIELDS",
    "SEARCH_LEVELS",
    "WonderBookGame",
    "campaign_complete",
    "check_record_pack",
    "missing_chapters",
    "next_chapter",
    "parse_record",
    "team_value",
]
