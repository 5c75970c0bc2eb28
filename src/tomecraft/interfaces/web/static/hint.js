// The coach's Hint button on the game page (issue 24): shown to the seat that decides now
// when the game allows hints (the state message's `hints`); a click asks the server
// (POST /api/games/{id}/hint with the seat's token and the version on screen), which
// answers the option the hard search would take and its value: that option is
// highlighted in the list with its chances, and the game records that a hint was used.
// The players list shows how many hints each seat used.
import { el, lang, t } from "/static/common.js";

// The last answer ({version, seat, option, number, label, value, ...}) and the version
// being asked for (null: none).
let held = null;
let asking = null;

const box = () => document.getElementById("hint-box");
const button = () => document.getElementById("hint");

/** Wire the button: `token()` gives the seat token, `current()` the state on screen. */
export function initHint(gameId, token, current) {
  button().addEventListener("click", () => ask(gameId, token(), current));
}

async function ask(gameId, token, current) {
  const m = current();
  if (!m || !m.options.length || asking !== null) return;
  asking = m.version;
  showHint(m);
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/hint?lang=${lang()}`, {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, version: m.version }),
    });
    const data = await r.json().catch(() => ({}));
    if (r.ok) held = data;
    else document.getElementById("error").textContent = data.detail || r.statusText;
  } catch (err) {
    document.getElementById("error").textContent = String(err);
  } finally {
    asking = null;
  }
  showHint(current());
}

const percent = (v) => `${Math.round(100 * v)}%`;

/** Show the button, the hint held for the state `m` (its option highlighted) and each
 * seat's hints used; called after every render of the page. */
export function showHint(m) {
  if (!m) return;
  const can = Boolean(m.hints) && m.status === "active" && m.options.length > 0;
  const b = button();
  b.hidden = !can;
  b.disabled = asking !== null;
  const out = box();
  const h = held && held.version === m.version && held.seat === m.seat ? held : null;
  if (can && asking === m.version) {
    out.hidden = false;
    out.dataset.state = "thinking";
    out.textContent = t("web-game-hint-thinking");
  } else if (can && h) {
    // the tag: the chance of winning where the game has one, else the standing
    const value = percent(h.chance ?? h.value);
    out.hidden = false;
    out.dataset.state = "shown";
    out.textContent = t("web-game-hint-shown", { number: h.number, option: h.label, value: h.figures });
    const opt = document.querySelector(`#options button.opt[data-option="${h.option}"]`);
    if (opt && !opt.querySelector(".hint-tag")) {
      opt.classList.add("hinted");
      opt.append(" ", el("span", { class: "hint-tag" }, t("web-game-hint-tag", { value })));
    }
  } else {
    out.hidden = true;
    out.textContent = "";
  }
  for (const li of document.querySelectorAll("#players li[data-seat]")) {
    const s = m.seats[Number(li.dataset.seat)];
    const old = li.querySelector(".hints-used");
    if (old) old.remove();
    if (s && s.hints) li.append(el("span", { class: "hints-used" }, t("web-game-hints-used", { n: s.hints })));
  }
}
