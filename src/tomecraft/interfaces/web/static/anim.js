// Moves travel on the board (web-anim, issue 26): tokens, cards and figures glide from where
// they were to where they went, for every game's board, with the FLIP technique (First:
// measure before the redraw; Last: measure after; Invert and Play: element.animate from the
// old place to the new one). No framework: the renderers only name things.
//
// What a renderer gives: data-key="<what it is>" on each movable thing (a token's colour,
// a card's id, a hero), and data-place="<where>" on the thing itself or on a container
// (the altar, a seat's hand, a zone). Keys need not be unique (fungible tokens):
// data-count="n" counts an element as n things (a stack "×3"). For each key, what stayed
// in a place is left alone; what left one place and arrived in another travels, the first
// to leave with the first to arrive, never from one seat's panel to another's (data-seat:
// a card one seat discards is not the one another shuffles away); what arrived from
// nowhere the page saw (drawn from a bag, a hidden hand) fades in. Skipped with
// prefers-reduced-motion (the page counts what it skipped).

/** How long a move takes (ms): quick enough to follow a bot, under 400 ms. */
export const DURATION = 360;
const EASE = "cubic-bezier(.2,.7,.3,1)";

export function reducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Every keyed thing under root: Map(key -> [{el, place, x, y, w, h}]), page coordinates
 * (so a scroll between the two measures does not count as a move). */
export function measure(root) {
  const out = new Map();
  if (!root) return out;
  for (const node of root.querySelectorAll("[data-key]")) {
    const r = node.getBoundingClientRect();
    if (!r.width && !r.height) continue; // not drawn (a folded panel)
    const host = node.closest("[data-place]");
    const seat = node.closest("[data-seat]");
    const item = { el: node, place: host ? host.dataset.place : "", seat: seat ? seat.dataset.seat : null, x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height };
    const n = Math.max(1, Math.min(50, Number(node.dataset.count) || 1));
    const list = out.get(node.dataset.key) || [];
    for (let i = 0; i < n; i++) list.push(item);
    out.set(node.dataset.key, list);
  }
  return out;
}

/** What moved between two measures: {moves: [[from, to]], arrivals: [to]}. Per key and
 * place, as many as were there before and are there now stayed; the others left their
 * place (in order) or arrived in another (in order), and are paired in that order: each
 * arrival with the first departure of the same seat, else with the first from outside
 * the seats (or, for an arrival outside them, from anywhere). */
export function plan(before, after) {
  const moves = [];
  const arrivals = [];
  for (const [key, now] of after) {
    const was = before.get(key) || [];
    const count = (list) => {
      const c = new Map();
      for (const it of list) c.set(it.place, (c.get(it.place) || 0) + 1);
      return c;
    };
    const had = count(was);
    const has = count(now);
    const left = was.filter((it) => {
      const n = has.get(it.place) || 0;
      if (n > 0) { has.set(it.place, n - 1); return false; }
      return true;
    });
    const came = now.filter((it) => {
      const n = had.get(it.place) || 0;
      if (n > 0) { had.set(it.place, n - 1); return false; }
      return true;
    });
    const seen = new Set();
    const pick = (ok) => { const i = left.findIndex(ok); return i < 0 ? null : left.splice(i, 1)[0]; };
    for (const to of came) {
      const from = pick((it) => it.seat === to.seat)
        || pick((it) => it.seat === null || to.seat === null);
      if (seen.has(to.el)) continue; // a stack that gained several: one flight
      seen.add(to.el);
      if (from) moves.push([from, to]);
      else if (before.size) arrivals.push(to); // the first drawing brings nothing in
    }
  }
  return { moves, arrivals };
}

function isSvg(node) {
  return typeof SVGElement !== "undefined" && node instanceof SVGElement;
}

// The element's own transform as a CSS value (an SVG transform attribute: its matrix).
function ownTransform(node) {
  if (isSvg(node)) {
    const list = node.transform && node.transform.baseVal;
    const m = list && list.numberOfItems ? list.consolidate().matrix : null;
    return m ? `matrix(${m.a},${m.b},${m.c},${m.d},${m.e},${m.f})` : "";
  }
  const t = getComputedStyle(node).transform;
  return t && t !== "none" ? t : "";
}

function fly(from, to) {
  const node = to.el;
  let dx = from.x - to.x;
  let dy = from.y - to.y;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return null;
  const own = ownTransform(node);
  let start;
  if (isSvg(node)) { // user units of the parent: divide by the drawing's scale
    const ctm = node.parentNode && node.parentNode.getScreenCTM ? node.parentNode.getScreenCTM() : null;
    const s = ctm && ctm.a ? ctm.a : 1;
    dx /= s; dy /= s;
    start = `translate(${dx}px, ${dy}px) ${own}`;
  } else {
    const sx = to.w ? from.w / to.w : 1;
    const sy = to.h ? from.h / to.h : 1;
    start = `translate(${dx}px, ${dy}px) scale(${sx}, ${sy}) ${own}`;
  }
  node.classList.add("tc-moving");
  const a = node.animate(
    [{ transform: start, transformOrigin: isSvg(node) ? "0 0" : "0 0" }, { transform: own || "none", transformOrigin: "0 0" }],
    { duration: DURATION, easing: EASE, id: "tc-move" });
  a.addEventListener("finish", () => node.classList.remove("tc-moving"));
  a.addEventListener("cancel", () => node.classList.remove("tc-moving"));
  return a;
}

function fadeIn(to) {
  return to.el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: DURATION, easing: "ease-out", id: "tc-arrive" });
}

/** Animates a board's redraws. Counts on document.body.dataset: "moves" and "arrivals"
 * (animations started, all redraws together), "movesSkipped" (moves not animated under
 * reduced motion), and on the board root "moved" (moves of the last redraw). */
export class Animator {
  constructor() { this.running = []; }

  /** Before the redraw. */
  before(root) {
    return measure(root);
  }

  /** After the redraw: play what moved since `first` (what before() returned). */
  after(root, first) {
    for (const a of this.running) a.finish();
    this.running = [];
    if (!root || !first) return 0;
    const { moves, arrivals } = plan(first, measure(root));
    const body = document.body.dataset;
    root.dataset.moved = String(moves.length);
    if (!moves.length && !arrivals.length) return 0;
    if (reducedMotion()) {
      body.movesSkipped = String(Number(body.movesSkipped || 0) + moves.length);
      return 0;
    }
    const flying = new Set();
    for (const [from, to] of moves) {
      // a thing inside another that flies goes with it
      if ([...flying].some((f) => f.contains(to.el))) continue;
      const a = fly(from, to);
      if (a) { flying.add(to.el); this.running.push(a); }
    }
    for (const to of arrivals) {
      if ([...flying].some((f) => f.contains(to.el))) continue;
      this.running.push(fadeIn(to));
    }
    body.moves = String(Number(body.moves || 0) + flying.size);
    body.arrivals = String(Number(body.arrivals || 0) + arrivals.length);
    return flying.size;
  }
}
