"""The coach: a move-by-move review of a finished game, and hints during play.

For each decision a reviewed seat took, the coach values every option worth weighing
(the game's :meth:`~tomecraft.core.GameDef.search_options`, plus the option taken) by
*paired playouts*: it samples a full state from what that seat saw at that moment
(:meth:`~tomecraft.core.GameDef.determinizer` on ``state.view(seat)``, exactly as the
search bots do, never the true hidden cards), applies the option and plays the game out
with the game's playout policy; every option is played from the same samples with the
same generator streams, so their differences are measured on equal footing.

Values a player reads, per option:

* ``value`` (0-1), averaged over the playouts: the game's search reward
  (:meth:`~tomecraft.core.GameDef.final_rewards`): in a competitive game mostly the
  share of the other players the seat finishes ahead of (two players: its chance of
  winning), nudged by the score margin; in a co-operative game the team's chance of
  winning, with partial credit for how far a lost game got. Grades and charts use it;
* ``win``: the share of playouts the seat (co-op: the team) won outright. Wonder Book's
  playouts stop before text nobody has read, so there it undercounts and ``value``
  (the game's estimate at that point) is the figure to read;
* ``margin`` (competitive games): the seat's expected final score minus the best other
  seat's.

Each decision is graded by the value it lost against the best option found
(:data:`GRADES`, :data:`THRESHOLDS`, in percentage points). Playouts are noisy, so a
loss no larger than its standard error (sample by sample, the options being paired;
:data:`NOISE`) counts as ``best``: the coach does not call a move worse than one the
samples cannot tell it from.

Everything is a function of the seat's view and the option list: the generator of each
decision is seeded from a digest of that view, so two games whose hidden cards differ
but whose views are equal get the same review and the same hint.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tomecraft.bots.play import play_out
from tomecraft.core import Decision, GameDef, Match, Rng, State
from tomecraft.core.serial import digest
from tomecraft.i18n import Msg, Translator, msg_from_json

#: Decision grades, best first.
GRADES: tuple[str, ...] = ("best", "fine", "inaccuracy", "mistake", "blunder")
#: Lower bounds of lost value, in percentage points, of ``fine`` .. ``blunder``
#: (``best``: nothing measurable lost). A game of these books has 50 to 150 decisions
#: per player, so one decision rarely moves much: measured on bot games
#: (``bench/review_consistency.py``), random play loses under 1 point on most decisions
#: and over 10 on about one in a hundred, which is what a blunder is here.
THRESHOLDS: tuple[float, ...] = (0.0, 1.0, 4.0, 10.0)
#: Player decisions a playout plays before the game's estimate scores it (None: to the end).
DEPTH: int | None = None
#: A loss counts only beyond this many standard errors of its paired difference.
NOISE = 1.0
#: Paired playouts per option of a decision, by default.
DEFAULT_SAMPLES = 16
#: At most this many options of one decision are valued (the one taken always is).
DEFAULT_WIDTH = 8


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One option of a reviewed decision and what the playouts said of it."""

    option: int
    label: Msg
    #: What the option is worth (0-1): the game's search reward after it (see the
    #: module's docstring). Grades and charts use it.
    value: float
    #: Share of the playouts that ended in a win for the seat (co-op: the team).
    win: float
    #: Expected final score margin over the best other seat (competitive games).
    margin: float | None
    samples: int


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision of a reviewed seat: its options, the one taken, the best, the grade."""

    index: int
    seat: int
    kind: str
    chosen: int
    best: int
    options: tuple[OptionValue, ...]
    #: Value lost against the best option, in percentage points (0 when the
    #: samples cannot tell the two apart).
    loss: float
    grade: str
    #: A hint was asked for before this decision.
    hinted: bool = False

    def value_of(self, option: int) -> OptionValue:
        """The valuation of ``option`` (one of :attr:`options`)."""
        for v in self.options:
            if v.option == option:
                return v
        raise KeyError(option)

    @property
    def chosen_value(self) -> OptionValue:
        return self.value_of(self.chosen)

    @property
    def best_value(self) -> OptionValue:
        return self.value_of(self.best)


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """A reviewed seat's totals: accuracy (share of best or fine decisions), the mean
    value lost per decision, the count per grade and the costliest decisions."""

    seat: int
    decisions: int
    accuracy: float
    mean_loss: float
    grades: dict[str, int]
    costliest: tuple[DecisionReview, ...]
    hints: int


@dataclass(frozen=True, slots=True)
class Review:
    """A whole review: every valued decision in game order, and a summary per seat."""

    game: str
    seats: tuple[int, ...]
    samples: int
    decisions: tuple[DecisionReview, ...]
    summaries: tuple[SeatSummary, ...]
    cooperative: bool
    #: ``(decision index, seat, value after the option taken)`` over the game.
    curve: tuple[tuple[int, int, float], ...] = field(default=())

    def to_json(self, t: Translator | None = None) -> dict[str, Any]:
        """A JSON document of the review (what the web page and files store), option
        labels in ``t``'s language (default English)."""
        t = t or Translator()
        return {
            "format": "tomecraft-review",
            "version": 1,
            "game": self.game,
            "seats": list(self.seats),
            "samples": self.samples,
            "cooperative": self.cooperative,
            "thresholds": dict(zip(GRADES[1:], THRESHOLDS, strict=True)),
            "decisions": [_decision_json(d, t) for d in self.decisions],
            "summaries": [
                {
                    "seat": s.seat,
                    "decisions": s.decisions,
                    "accuracy": round(s.accuracy, 4),
                    "mean_loss": round(s.mean_loss, 3),
                    "grades": s.grades,
                    "costliest": [d.index for d in s.costliest],
                    "hints": s.hints,
                }
                for s in self.summaries
            ],
            "curve": [[i, s, round(w, 4)] for i, s, w in self.curve],
        }


    def to_document(self) -> dict[str, Any]:
        """The review as stored (every label a message document, any language)."""
        return {
            "game": self.game, "seats": list(self.seats), "samples": self.samples,
            "cooperative": self.cooperative,
            "decisions": [decision_document(d) for d in self.decisions],
        }

    @classmethod
    def from_document(cls, doc: Mapping[str, Any]) -> Review:
        """The review :meth:`to_document` stored (summaries and chart recomputed)."""
        decisions = tuple(decision_from_document(d) for d in doc["decisions"])
        seats = tuple(int(s) for s in doc["seats"])
        return assemble(str(doc["game"]), seats, int(doc["samples"]), decisions,
                        bool(doc["cooperative"]))


def assemble(game: str, seats: Sequence[int], samples: int,
             decisions: Sequence[DecisionReview], cooperative: bool) -> Review:
    """A :class:`Review` of reviewed ``decisions`` (in any order): sorted, summed up per
    seat, its chart drawn."""
    ordered = tuple(sorted(decisions, key=lambda d: d.index))
    curve = tuple((d.index, d.seat, d.chosen_value.value) for d in ordered)
    return Review(game, tuple(seats), samples, ordered, _summaries(ordered, seats),
                  cooperative, curve)


def decision_document(d: DecisionReview) -> dict[str, Any]:
    """One reviewed decision as a JSON document (labels as message documents)."""
    return {
        "index": d.index, "seat": d.seat, "kind": d.kind, "chosen": d.chosen, "best": d.best,
        "loss": d.loss, "grade": d.grade, "hinted": d.hinted,
        "options": [{"option": v.option, "label": v.label.to_json(), "value": v.value,
                     "win": v.win, "margin": v.margin, "samples": v.samples}
                    for v in d.options],
    }


def decision_from_document(doc: Mapping[str, Any]) -> DecisionReview:
    """The decision :func:`decision_document` wrote."""
    options = tuple(
        OptionValue(int(o["option"]), msg_from_json(o["label"]), float(o["value"]),
                    float(o["win"]), None if o["margin"] is None else float(o["margin"]),
                    int(o["samples"]))
        for o in doc["options"]
    )
    return DecisionReview(int(doc["index"]), int(doc["seat"]), str(doc["kind"]),
                          int(doc["chosen"]), int(doc["best"]), options, float(doc["loss"]),
                          str(doc["grade"]), bool(doc["hinted"]))


def _decision_json(d: DecisionReview, t: Translator) -> dict[str, Any]:
    return {
        "index": d.index,
        "seat": d.seat,
        "kind": d.kind,
        "chosen": d.chosen,
        "best": d.best,
        "loss": round(d.loss, 2),
        "grade": d.grade,
        "hinted": d.hinted,
        "options": [
            {
                "option": v.option,
                "label": t(v.label),
                "value": round(v.value, 4),
                "win": round(v.win, 4),
                "margin": None if v.margin is None else round(v.margin, 2),
                "samples": v.samples,
            }
            for v in d.options
        ],
    }


def grade_of(loss: float) -> str:
    """The grade of a decision that lost ``loss`` percentage points of value."""
    grade = GRADES[0]
    for name, bound in zip(GRADES[1:], THRESHOLDS, strict=True):
        if loss > bound or (bound == 0.0 and loss > 0.0):
            grade = name
    return grade


# -- valuing the options of one decision -------------------------------------------------
def _outcome(game: GameDef, state: State, seat: int) -> tuple[float, float, float]:
    """(value, won, margin) of ``seat`` in the finished ``state``: the value is the
    game's search reward (:meth:`~tomecraft.core.GameDef.final_rewards`), the margin
    the seat's score minus the best other seat's."""
    won = 1.0 if seat in state.winners() else 0.0
    scores = state.scores()
    margin = 0.0
    if len(scores) > 1:
        margin = float(scores[seat] - max(sc for i, sc in enumerate(scores) if i != seat))
    return game.final_rewards(state)[seat], won, margin


def _candidates(game: GameDef, state: State, d: Decision, chosen: int | None,
                width: int) -> list[int]:
    """The options to value: the game's search options (all when it keeps them all),
    at most ``width``, always with ``chosen``."""
    ids = list(game.search_options(state, d)) if len(d.ids) > 1 else list(d.ids)
    if chosen is not None and chosen not in ids:
        ids.insert(0, chosen)
    if len(ids) > width:
        keep = [chosen] if chosen is not None else []
        keep += [a for a in ids if a != chosen][: width - len(keep)]
        ids = keep
    return ids


def view_seed(state: State, seat: int, salt: int = 0) -> int:
    """A generator seed that depends only on what ``seat`` sees (and ``salt``)."""
    return int(digest([state.view(seat), salt])[:15], 16)


def value_options(
    game: GameDef,
    state: State,
    seat: int,
    *,
    chosen: int | None = None,
    samples: int = DEFAULT_SAMPLES,
    width: int = DEFAULT_WIDTH,
    seed: int = 0,
) -> list[OptionValue]:
    """Values of the options of ``state``'s pending decision (``seat``'s) by paired
    playouts from samples of ``seat``'s view, best first."""
    return _valued(game, state, seat, chosen, samples, width, seed)[0]


def _valued(
    game: GameDef, state: State, seat: int, chosen: int | None, samples: int, width: int,
    seed: int, depth: int | None = None,
) -> tuple[list[OptionValue], dict[int, list[float]]]:
    """:func:`value_options` and, per option, the reward of each paired playout."""
    d = state.decision()
    if d is None or d.actor != seat:
        raise ValueError(f"seat {seat} does not decide in this state")
    if samples < 1:
        raise ValueError(f"samples must be at least 1, got {samples}")
    ids = _candidates(game, state, d, chosen, width)
    sample = game.determinizer(state.view(seat), seat)
    base = view_seed(state, seat, seed)
    rewards: dict[int, list[float]] = {a: [] for a in ids}
    wins = {a: 0.0 for a in ids}
    margins = {a: 0.0 for a in ids}
    for k in range(samples):
        world = Rng(base + k).next64()
        root = sample(Rng(world))
        root.quiet = True
        for a in ids:
            st = root.clone()
            st.quiet = True
            st.apply(a)
            if play_out(game, st, Rng(world ^ 0x5EED), depth):
                value, won, margin = _outcome(game, st, seat)
            else:
                value, won, margin = game.estimate(st)[seat], 0.0, 0.0
            rewards[a].append(value)
            wins[a] += won
            margins[a] += margin
    competitive = not state.cooperative and state.num_players > 1
    values = [
        OptionValue(
            a,
            state.label(d, a),
            sum(rewards[a]) / samples,
            wins[a] / samples,
            margins[a] / samples if competitive else None,
            samples,
        )
        for a in ids
    ]
    values.sort(key=lambda v: (-v.value, -(v.margin or 0.0), ids.index(v.option)))
    return values, rewards


def paired_loss(best: Sequence[float], got: Sequence[float]) -> float:
    """Value lost (percentage points) by the option with playout rewards ``got``
    against the one with ``best``, sample by sample; 0 when the mean difference is no
    larger than :data:`NOISE` standard errors (the samples cannot tell them apart), and
    0 from a single playout each."""
    n = len(best)
    if n < 2:  # one playout each: no spread to tell a difference from luck
        return 0.0
    diffs = [b - g for b, g in zip(best, got, strict=True)]
    mean = sum(diffs) / n
    if mean <= 0.0:
        return 0.0
    var = sum((x - mean) ** 2 for x in diffs) / max(1, n - 1)
    se = math.sqrt(var / n)
    return 0.0 if mean <= NOISE * se else 100.0 * mean


def review_decision(
    game: GameDef, state: State, chosen: int, index: int, *,
    samples: int = DEFAULT_SAMPLES, width: int = DEFAULT_WIDTH, hinted: bool = False,
) -> DecisionReview:
    """The review of one pending decision of ``state`` where its seat took ``chosen``."""
    d = state.decision()
    assert d is not None
    values, wins = _valued(game, state, d.actor, chosen, samples, width, 0, DEPTH)
    loss = paired_loss(wins[values[0].option], wins[chosen])
    best = values[0].option if loss > 0.0 else chosen
    return DecisionReview(index, d.actor, d.kind, chosen, best, tuple(values), loss,
                          grade_of(loss), hinted)


# -- whole games -------------------------------------------------------------------------
def _summaries(decisions: Sequence[DecisionReview], seats: Sequence[int],
               top: int = 3) -> tuple[SeatSummary, ...]:
    out = []
    for seat in seats:
        mine = [d for d in decisions if d.seat == seat]
        grades = {g: sum(1 for d in mine if d.grade == g) for g in GRADES}
        good = grades["best"] + grades["fine"]
        costly = sorted((d for d in mine if d.loss > 0.0), key=lambda d: (-d.loss, d.index))
        out.append(SeatSummary(
            seat,
            len(mine),
            good / len(mine) if mine else 1.0,
            sum(d.loss for d in mine) / len(mine) if mine else 0.0,
            grades,
            tuple(costly[:top]),
            sum(1 for d in mine if d.hinted),
        ))
    return tuple(out)


def review(
    match_or_file: Match | Mapping[str, Any],
    seats: Sequence[int] | None = None,
    *,
    samples: int = DEFAULT_SAMPLES,
    width: int = DEFAULT_WIDTH,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review a finished (or unfinished) game move by move.

    ``match_or_file``: a :class:`~tomecraft.core.Match` (its recorded decisions are
    replayed from its start) or a game file / snapshot document. ``seats``: the seats to
    review; by default the human seats a file names (``players``), else every seat.
    ``samples``: paired playouts per option (the budget); ``progress(done, total)`` is
    called after each valued decision.
    """
    doc = _document(match_or_file)
    fresh = fresh_match(doc)
    n = fresh.state.num_players
    chosen_seats = tuple(sorted(set(seats))) if seats is not None else default_seats(doc, n)
    for s in chosen_seats:
        if not 0 <= s < n:
            raise ValueError(f"seat {s} is not in this {n}-player game (allowed: 0-{n - 1})")
    hints = doc.get("hints")
    hinted = {i for i in hints if isinstance(i, int)} if isinstance(hints, list) else set()
    todo = set(plan(doc, chosen_seats))
    reviews: list[DecisionReview] = []
    match = fresh
    steps = match.replay_steps(doc["decisions"])
    for index, pair in enumerate(doc["decisions"]):
        if index in todo:
            reviews.append(review_decision(
                match.game, match.state, pair[1], index, samples=samples, width=width,
                hinted=index in hinted,
            ))
            if progress is not None:
                progress(len(reviews), len(todo))
        next(steps)
    return assemble(match.game.name, chosen_seats, samples, reviews,
                    fresh.state.cooperative)


def _document(match_or_file: Match | Mapping[str, Any]) -> dict[str, Any]:
    """A game-file document of a match or of a game file / snapshot."""
    doc = match_or_file.game_file() if isinstance(match_or_file, Match) else dict(match_or_file)
    if not isinstance(doc.get("decisions"), list):
        raise ValueError("a game file needs 'decisions', a list of [actor, option] pairs")
    return doc


def fresh_match(doc: Mapping[str, Any]) -> Match:
    """The match of ``doc`` before its first decision (a snapshot is replayed from its
    start, like a game file)."""
    blank = {k: v for k, v in doc.items() if k not in ("state", "rng")}
    blank["format"] = "tomecraft-game"
    blank["decisions"] = []
    return Match.from_game_file(blank)


def default_seats(doc: Mapping[str, Any], n: int) -> tuple[int, ...]:
    """The human seats a game file names in ``players`` (``"human"``), or every seat."""
    players = doc.get("players")
    if isinstance(players, list) and len(players) == n:
        humans = tuple(i for i, p in enumerate(players) if p == "human")
        if humans:
            return humans
    return tuple(range(n))


def plan(doc: Mapping[str, Any], seats: Sequence[int]) -> list[int]:
    """Indexes of the recorded decisions to value: the real choices (more than one
    option) of ``seats``. Replays the whole file, so a bad file fails before any work."""
    match = fresh_match(doc)
    wanted = set(seats)
    out = []
    steps = match.replay_steps(doc["decisions"])
    for index in range(len(doc["decisions"])):
        d = match.state.decision()
        if d is not None and d.actor in wanted and len(d.ids) > 1:
            out.append(index)
        next(steps)
    return out


# -- hints -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Hint:
    """What the coach suggests for a pending decision: the option the ``level`` search
    takes, with its value among the options valued by playouts."""

    seat: int
    option: int
    label: Msg
    level: str
    value: OptionValue
    options: tuple[OptionValue, ...]


def hint(
    game: GameDef,
    state: State,
    seat: int,
    *,
    level: str = "hard",
    samples: int = DEFAULT_SAMPLES,
    width: int = DEFAULT_WIDTH,
) -> Hint:
    """The ``level`` bot's choice for ``seat``'s pending decision in ``state``, valued.

    The bot is given a state drawn from ``seat``'s view (never the true state: a bot
    that ranks candidates one step ahead on the state it is given would read hidden
    cards), with a generator seeded from that view, so the hint depends on nothing the
    seat cannot see.
    """
    from tomecraft.bots import make_bot

    d = state.decision()
    if d is None or d.actor != seat:
        raise ValueError(f"seat {seat} does not decide now")
    bot = make_bot(level, game, seat, view_seed(state, seat, 1))
    # the bot decides on a state drawn from the seat's view, not on the true one: some
    # bots rank their first candidates one step ahead on the state they are given
    world = game.determinizer(state.view(seat), seat)(Rng(view_seed(state, seat, 2)))
    world.quiet = True
    option = d.ids[0] if len(d.ids) == 1 else bot.choose(world)
    values = value_options(game, state, seat, chosen=option, samples=samples, width=width)
    mine = next(v for v in values if v.option == option)
    return Hint(seat, option, mine.label, level, mine, tuple(values))
