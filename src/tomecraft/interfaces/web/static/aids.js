// Play aids for the game and replay pages, for every game's board (web-board, issue 12):
// what changed on the board, the topics ("what it does / why not") on board elements,
// number keys for the options. Game-agnostic: they work on the DOM the board drew.
import { el } from "/static/common.js";

// -- what changed -------------------------------------------------------------------------
// A snapshot maps a key per board element to a signature. Keys are stable where the
// board says what an element is (data-topic, data-seat), else tag and position. An
// element with children compares its label and its own text; a leaf also its class (a
// token's colour, the phase marked "now"). Action buttons (a legal option, class "pick"
// without a label of its own) come and go with the options: they are not changes.
// Boards may say more (issue 26): an element's data-name is its own name, used instead of
// an aria-label that also names the option it offers now ("water 2: Acquire water 2");
// data-changes="ignore" leaves out what moves every turn (a turn counter, the active
// seat's tag); a board with a [data-loading] element (texts still coming) is not compared.

const OURS = new Set(["changed", "flash", "topic-off", "topic-on", "tc-moving"]); // tc-moving: anim.js

// An element's kind: its first class (the board's name for it), else its tag; a bag that
// turns from a box into a button (an option now) stays the same element.
function kindOf(node) {
  const cls = node.getAttribute("class");
  return (cls && cls.trim().split(/\s+/)[0]) || node.tagName;
}

function keyOf(node, parent, index) {
  const d = node.dataset || {};
  if (d.topic) return `${parent}/t:${d.topic}`;
  if (d.seat !== undefined) return `${parent}/s:${d.seat}`;
  return `${parent}/${kindOf(node)}${index}`;
}

function ownText(node) {
  let s = "";
  for (const c of node.childNodes) if (c.nodeType === 3) s += c.textContent;
  return s.trim();
}

function skipped(node) {
  if (node.dataset && node.dataset.changes === "ignore") return true;
  if (node.tagName === "BUTTON" && !node.getAttribute("aria-label") && !node.dataset.topic) return true;
  const cls = typeof node.className === "string" ? node.className : "";
  return /(^|[\s-])hint($|\s)/.test(cls);
}

// The text under node, without the action buttons (they follow the options, not the board).
function boardText(node) {
  let s = "";
  for (const c of node.childNodes) {
    if (c.nodeType === 3) s += c.textContent;
    else if (c.nodeType === 1 && !skipped(c)) s += boardText(c);
  }
  return s;
}

function signature(node) {
  const own = node.dataset ? node.dataset.name : undefined;
  const label = own !== undefined ? own : node.getAttribute("aria-label") || "";
  if (node.dataset && node.dataset.topic) return `${label}|${boardText(node)}`;
  if (node.children.length) return `${label}|${ownText(node)}`;
  const cls = (node.getAttribute("class") || "").split(/\s+/).filter((c) => c && !OURS.has(c) && c !== "pick").join(" ");
  return `${label}|${cls}|${boardText(node)}`;
}

/** A snapshot of the board under root: Map(key -> [element, signature]). */
export function snapshot(root) {
  const out = new Map();
  const walk = (node, parent) => {
    const counts = Object.create(null);
    for (const c of node.children) {
      const kind = kindOf(c);
      counts[kind] = (counts[kind] || 0) + 1;
      const key = keyOf(c, parent, counts[kind]);
      if (skipped(c)) continue;
      out.set(key, [c, signature(c)]);
      walk(c, key);
    }
  };
  walk(root, "");
  return out;
}

/** The keys whose signature differs from before (new elements too; removed ones
 * cannot be marked), outermost first: an element inside a changed one is left out. */
export function changedKeys(before, now) {
  const keys = [];
  if (!before || !before.size) return keys;
  for (const [key, [, sig]] of now) {
    const old = before.get(key);
    if (old && old[1] === sig) continue;
    if (keys.length && key.startsWith(keys[keys.length - 1] + "/")) continue;
    keys.push(key);
  }
  return keys;
}

/** Marks what changed on a board between renders for one viewer.
 *  - "flash" (a short animation, a few seconds): changed since the previous render, so
 *    every bot move (and, for spectators, every move) shows;
 *  - "changed" (stays): changed since this seat's last decision, until it decides again.
 *    Spectators have no decisions: for them only the flash. */
export class ChangeMarker {
  constructor(flashMs = 3500) {
    this.flashMs = flashMs;
    this.prev = null;     // snapshot of the last render
    this.base = null;     // snapshot just after this seat's last decision
    this.flashed = new Map(); // key -> time it last changed
    this.sentAt = null;   // the version this seat answered, until a newer one is drawn
    this.timer = 0;
  }

  /** Reset (a language switch redraws every text). */
  reset() { this.prev = null; this.base = null; this.flashed.clear(); }

  /** This seat sent a decision for the state of that version. */
  decided(version) { this.sentAt = version; }

  /** Call after the board was drawn for the state of that version; seat null: a spectator. */
  mark(root, seat, version) {
    if (root.querySelector("[data-loading]")) { // drawn again once its texts are there
      root.dataset.changed = "0";
      return 0;
    }
    const now = snapshot(root);
    const t = Date.now();
    const watching = seat === null || seat === undefined;
    for (const key of changedKeys(this.prev, now)) this.flashed.set(key, t);
    if (watching) this.base = null;
    else if (!this.base || (this.sentAt !== null && version !== this.sentAt)) {
      this.base = now; // the first state after this seat's decision (its own move included)
      this.sentAt = null;
    }
    const changed = watching ? [] : changedKeys(this.base, now);
    for (const key of changed) now.get(key)[0].classList.add("changed");
    let next = Infinity;
    for (const [key, at] of this.flashed) {
      const left = at + this.flashMs - t;
      if (left <= 0) { this.flashed.delete(key); continue; }
      const hit = now.get(key);
      if (hit) hit[0].classList.add("flash");
      next = Math.min(next, left);
    }
    clearTimeout(this.timer);
    if (next < Infinity) {
      this.timer = setTimeout(() => {
        for (const n of root.querySelectorAll(".flash")) n.classList.remove("flash");
      }, next);
    }
    root.dataset.changed = String(changed.length);
    root.dataset.flashed = String(root.querySelectorAll(".flash").length);
    this.prev = now;
    return changed.length;
  }
}

// -- topics: what it does, why it is not offered --------------------------------------------

/** Put each topic on the board elements drawing it (data-topic="<key>"): a title and an
 * aria-description with what it does and, when not offered, why; such an element is
 * reachable with Tab, a click or Enter shows the reason in the panel (showWhy(topic)),
 * and while this seat decides (deciding) it is greyed ("topic-off"). */
export function applyTopics(root, topics, showWhy, deciding = true) {
  const byKey = new Map((topics || []).map((tp) => [tp.key, tp]));
  for (const node of root.querySelectorAll("[data-topic]")) {
    const tp = byKey.get(node.dataset.topic);
    if (!tp) continue;
    const parts = [tp.text, tp.why_not].filter(Boolean);
    const text = parts.join(" — ");
    if (text) {
      node.title = node.title ? `${node.title}\n${text}` : text;
      node.setAttribute("aria-description", text);
    }
    if (tp.why_not) {
      if (deciding) node.classList.add("topic-off");
      if (!node.matches("button, a, input, select, [tabindex]")) node.tabIndex = 0;
      const show = (e) => {
        const inner = e.target.closest && e.target.closest("button, a, input, select");
        if (inner && inner !== node) return; // a control inside (an info button, an option)
        e.stopPropagation();
        showWhy(tp);
      };
      node.addEventListener("click", show);
      node.addEventListener("keydown", (e) => {
        if ((e.key === "Enter" || e.key === " ") && e.target === node) { e.preventDefault(); show(e); }
      });
    } else if (tp.options && tp.options.length) {
      node.classList.add("topic-on");
    }
  }
}

/** Each option (an element with data-option="<id>", on the board or in the list) that a
 * topic is about says what that thing does (aria-description; a title if it has none). */
export function describeOptions(root, topics) {
  const about = new Map();
  for (const tp of topics || []) {
    if (!tp.text) continue;
    for (const id of tp.options || []) if (!about.has(id)) about.set(id, tp.text);
  }
  if (!about.size) return;
  for (const node of root.querySelectorAll("[data-option]")) {
    const text = about.get(Number(node.dataset.option));
    if (!text || node.hasAttribute("aria-description")) continue;
    node.setAttribute("aria-description", text);
    if (!node.title) node.title = text;
  }
}

/** The side panel's list of topics (every one reachable, whatever the board draws): a
 * button per topic; a click shows what it does and why it is not offered. */
export function renderTopicList(list, topics, showWhy) {
  list.replaceChildren(...(topics || []).map((tp) =>
    el("li", {},
      el("button", {
        type: "button",
        class: "topic small" + (tp.why_not ? " topic-off" : tp.options && tp.options.length ? " topic-on" : ""),
        dataset: { topicKey: tp.key },
        "aria-description": [tp.text, tp.why_not].filter(Boolean).join(" — ") || null,
        onclick: () => showWhy(tp),
      }, tp.name))));
}

// -- number keys --------------------------------------------------------------------------

/** Number keys choose an option: "3" the third; two digits typed quickly (1 then 2) the
 * twelfth. A digit that cannot start a longer number chooses at once. getCount() is the
 * number of options shown, choose(n) takes the n-th (1-based). Keys typed into a form
 * field, or with a modifier, are left alone. */
export function numberKeys(getCount, choose, waitMs = 700) {
  let typed = "";
  let timer = 0;
  const fire = () => {
    clearTimeout(timer);
    const n = Number(typed);
    typed = "";
    if (n >= 1 && n <= getCount()) choose(n);
  };
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target && e.target.closest && e.target.closest("input, select, textarea")) return;
    if (!/^[0-9]$/.test(e.key)) return;
    const count = getCount();
    if (!count) return;
    typed += e.key;
    clearTimeout(timer);
    if (Number(typed) * 10 > count || typed.length >= String(count).length) fire();
    else timer = setTimeout(fire, waitMs);
  });
}
