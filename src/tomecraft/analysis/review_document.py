"""The coach's review as data: the valued options of each decision, its grade, the
summaries per seat, and the document a review is stored as and read back from.

Grades (:data:`GRADES`) go by the value a decision lost against the best option found,
in percentage points (:data:`THRESHOLDS`); :func:`assemble` sorts the reviewed
decisions, sums them up per seat (accuracy: the share of ``best`` or ``fine``
decisions; the three costliest) and draws the chart's points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tomecraft.core import GameDef, State
from tomecraft.i18n import Msg, Translator, msg, msg_from_json

#: Decision grades, best first.
GRADES: tuple[str, ...] = ("best", "fine", "inaccuracy", "mistake", "blunder")
#: Lower bounds of lost value, in percentage points, of ``fine`` .. ``blunder``
#: (``best``: nothing measurable lost). A game of these books has 50 to 150 decisions
#: per player, so one decision rarely moves much: measured on bot games
#: (``bench/review_consistency.py``), random play loses under 1 point on most decisions
#: and over 10 on about one in a hundred, which is what a blunder is here.
THRESHOLDS: tuple[float, ...] = (0.0, 1.0, 4.0, 10.0)


@dataclass(frozen=True, slots=True)
class Figures:
    """Which figures of a valued option a player is shown (:func:`figures_of`)."""

    #: The estimated chance of winning (``OptionValue.win``; co-op: the team's).
    chance: bool
    #: The standing (``OptionValue.value``, the search reward), where it is not that
    #: chance: a competitive game's rank and margin, or a game without chances.
    standing: bool

    def text(self, v: OptionValue) -> Msg:
        """``chance of winning 38%, standing 52%`` (the figures shown) for ``v``."""
        return self.text_of(v.win, v.value)

    def text_of(self, win: float, value: float) -> Msg:
        """The figures shown of an option that won ``win`` and is worth ``value``."""
        chance, standing = f"{round(100 * win)}%", f"{round(100 * value)}%"
        if self.chance and self.standing:
            return msg("review-figures", chance=chance, standing=standing)
        if self.chance:
            return msg("review-chance", chance=chance)
        return msg("review-standing", standing=standing)

    def curve(self, v: OptionValue) -> float:
        """The figure a chart of the game draws: the chance where there is one."""
        return v.win if self.chance else v.value


def figures_of(game: GameDef, state: State) -> Figures:
    """The figures shown for ``game`` (``state``: any state of the match): the chance of
    winning where its playouts reach the result (:meth:`GameDef.coach_chances`), the
    standing where it says something else (several competing seats, or no chance)."""
    chance = game.coach_chances()
    competitive = not state.cooperative and state.num_players > 1
    return Figures(chance, competitive or not chance)


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One option of a reviewed decision and what the playouts said of it."""

    option: int
    label: Msg
    #: What the option is worth (0-1): the game's search reward after it (see the
    #: module's docstring). Grades and charts use it.
    value: float
    #: Share of the playouts the seat won, ties split (co-op: the team won): its
    #: estimated chance of winning (see :meth:`GameDef.coach_chances`).
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
    #: Value lost against the best option, in percentage points, or in a competitive
    #: game the final score points lost when larger (0 when the samples cannot tell
    #: the two apart).
    loss: float
    grade: str
    #: A hint was asked for before this decision.
    hinted: bool = False
    #: Why the best option was better, where the game's effects can say it
    #: (:func:`tomecraft.analysis.why.explain`); None otherwise.
    why: Msg | None = None

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

    def recheck_cost(self) -> dict[str, Any] | None:
        """What re-checking the mistakes cost (:func:`tomecraft.analysis.review._graded`),
        the arguments of the line that says it (``cli-review-rechecked``,
        ``web-review-rechecked``): ``decisions`` re-checked, ``samples`` (playouts per
        option there), ``extra`` (playouts of the re-checks) and their ``share`` of the
        review's playouts; None where nothing was re-checked."""
        first = sum(len(d.options) for d in self.decisions) * self.samples
        redone = [[v.samples - self.samples for v in d.options if v.samples > self.samples]
                  for d in self.decisions]
        redone = [r for r in redone if r]
        if not redone:
            return None
        extra = sum(sum(r) for r in redone)
        return {"decisions": len(redone), "samples": self.samples + max(max(r) for r in redone),
                "extra": extra, "share": f"{round(100 * extra / (first + extra))}%"}

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
        "why": None if d.why is None else d.why.to_json(),
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
                          str(doc["grade"]), bool(doc["hinted"]),
                          None if doc.get("why") is None else msg_from_json(doc["why"]))


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
        "why": None if d.why is None else t(d.why),
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


#: The least loss (in points) a seat's costliest decisions list: losses are shown to a
#: tenth of a point, and a smaller one reads "-0.0", an option as good as the best.
SHOWN_LOSS = 0.05


def _summaries(decisions: Sequence[DecisionReview], seats: Sequence[int],
               top: int = 3) -> tuple[SeatSummary, ...]:
    out = []
    for seat in seats:
        mine = [d for d in decisions if d.seat == seat]
        grades = {g: sum(1 for d in mine if d.grade == g) for g in GRADES}
        good = grades["best"] + grades["fine"]
        # a loss that reads 0.0 (shown to a tenth of a point) is no costly decision
        costly = sorted((d for d in mine if d.loss >= SHOWN_LOSS),
                        key=lambda d: (-d.loss, d.index))
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
