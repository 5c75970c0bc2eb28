// The tutorial panel of the game page. A tutorial game's steps ({when, key, args}) are
// kept in the tab's session storage under the game's id (saved when the tutorial starts);
// every other game shows no panel. At each state the situation is the kind of the
// learner's own decision, "other" while another seat or chance decides, or "over"; the
// panel shows the first step not shown yet for it, else the last one shown for it, else
// keeps what it showed (the rule of tomecraft.core.tutorial.Tutorial.pick).
import { el, t } from "/static/common.js";

const key = (gameId) => `tomecraft.tutorial.${gameId}`;

/** Keep a tutorial's steps for the game page of game ``gameId`` (this tab only). */
export function saveTutorial(gameId, steps) {
  // version: the state the step was picked for; a redraw of that state (a language
  // change, a reload) shows the same step instead of moving on to the next one.
  sessionStorage.setItem(key(gameId), JSON.stringify({ steps, seen: [], current: null, version: null }));
}

function situation(m) {
  if (m.status === "finished") return "over";
  const d = m.view && m.view.decision;
  if (m.options.length && d) return d.kind;
  return "other";
}

function pick(steps, seen, when) {
  const fresh = steps.findIndex((s, i) => s.when === when && !seen.includes(i));
  if (fresh >= 0) return fresh;
  const again = seen.filter((i) => steps[i].when === when);
  return again.length ? again[again.length - 1] : null;
}

/** Draw (or update) the panel for state message ``m`` at the top of ``side``. */
export function tutorialPanel(m, side) {
  const raw = sessionStorage.getItem(key(m.id));
  if (!raw || m.seat === null) return;
  const tut = JSON.parse(raw);
  if (tut.version !== m.version) {
    tut.version = m.version;
    const i = pick(tut.steps, tut.seen, situation(m));
    if (i !== null) {
      tut.current = i;
      if (!tut.seen.includes(i)) tut.seen.push(i);
    }
    sessionStorage.setItem(key(m.id), JSON.stringify(tut));
  }
  let panel = document.getElementById("tutorial");
  if (!panel) {
    panel = el("section", { id: "tutorial", class: "tutorial", "aria-live": "polite" });
    side.prepend(panel);
  }
  if (tut.current === null) { panel.hidden = true; return; }
  const step = tut.steps[tut.current];
  panel.hidden = false;
  panel.dataset.step = tut.current;
  panel.dataset.when = step.when;
  panel.replaceChildren(
    el("h2", {}, t("web-tutorial-panel"), " ",
      el("small", {}, t("web-tutorial-step", { n: tut.seen.length, total: tut.steps.length }))),
    el("p", { class: "tutorial-text" }, t(step.key, step.args || {})));
}
