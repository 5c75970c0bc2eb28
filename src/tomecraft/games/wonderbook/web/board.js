// Wonder Book's board for the web page (served under /games/wonderbook/board.js).
//
// render(root, message, ctx) draws one seat's view: the state message's `view`, whose
// `table` entry (games/wonderbook/table.py) holds what a picture needs: the current
// scene's zones, borders and spots, the hero cards, the card being read, the dice and
// the last Wyrm card. Texts come from the page catalogue (ctx.t) by content id:
// wb-zone-<chapter>-<zone>, wb-card-<chapter>-<n>(-text), wb-hero-<id>, wb-action-<id>...
// The chapter's texts (cards, scenes, zones, spots, keys, the actions cards give) are not
// in /api/catalog: each arrives with the state message that first lets this seat read
// it (`texts`, which the page adds to its catalogue), so nothing can be read ahead.
//
// Legal options are clickable on the board where natural: a zone to move (MOVE) or pick
// (ZONE), a Wyrm to target/stun or order (WYRM), a hero token or card (HERO), the sparks
// in your zone (COLLECT), an object (INTERACT), abilities and items on your hero card,
// dilemma options on the card, the reroll under the dice. Clicking a Wyrm in range when
// you may attack sends Attack and then picks that Wyrm once the dice are rolled. The
// numbered buttons beside the board always list every option too.

import { el as h, svg as s } from "/static/common.js";

export const css = "/games/wonderbook/board.css";
export const title = "wbw-game";

/** Option-id blocks of Wonder Book's action space (games/wonderbook/actions.py). */
export const A = {
  PASS: 0, YES: 1, COLLECT: 2, ATTACK: 3, MOVE: 4, ABILITY: 52, INTERACT: 61, SPECIAL: 125,
  GIVE: 205, ASK: 285, RULE_ACTION: 365, HERO: 493, WYRM: 497, ZONE: 505, OPTION: 553,
  HITS: 557, WYRM_CARD: 563, PASSAGE: 595, CREATURE: 611, NUM_ACTIONS: 619,
};
export const PASSAGE_ITEM = 64;
/** The chapters of the original pack, in campaign order (data/original/pack.json). */
export const CHAPTERS = ["tutorial", "one", "two", "three", "four"];
export const DIFFICULTIES = ["easy", "normal", "hard"];

export const lobbyOptions = [
  {
    key: "chapter", label: "wbw-opt-chapter", default: "tutorial",
    choices: CHAPTERS.map((c) => ({ value: c, label: `wb-chapter-${c}` })),
  },
  {
    key: "difficulty", label: "wbw-opt-difficulty", default: "normal",
    choices: DIFFICULTIES.map((d) => ({ value: d, label: `wbw-difficulty-${d}` })),
  },
];

const HERO_COLOURS = ["#d9480f", "#1c7ed6", "#2b8a3e", "#ae3ec9"];
const ZONE_FILLS = ["#f3e3c3", "#ead7b0", "#f0dcb8", "#e6d2a8", "#efe0bf", "#e9d5ad"];

// A Wyrm clicked while "Attack" was legal: picked when the target decision comes.
let pendingTarget = null;

// -- small pictures (SVG, so they need no emoji font) ----------------------------------------
const HEART = "M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.8 1.3 5.3 3.2 1.5-1.9 3.1-3.2 5.3-3.2 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z";

function starPoints(cx, cy, r, inner = 0.45, n = 5) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const rad = i % 2 ? r * inner : r;
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(2)},${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

function icon(kind, on = true, label = null) {
  const attrs = { class: `wb-ico wb-ico-${kind}${on ? "" : " off"}`, viewBox: "0 0 24 24", "aria-hidden": label ? null : "true", role: label ? "img" : null, "aria-label": label };
  if (kind === "heart") return s("svg", attrs, s("path", { d: HEART }));
  if (kind === "spark") return s("svg", attrs, s("polygon", { points: starPoints(12, 12.5, 11, 0.42) }));
  if (kind === "destiny") {
    return s("svg", attrs, s("circle", { cx: 12, cy: 12, r: 10.5 }),
      on ? s("polygon", { class: "wb-ico-mark", points: starPoints(12, 12.6, 6.5, 0.45) }) : null);
  }
  return s("svg", attrs);
}

function pin() {
  return s("svg", { class: "wb-ico wb-ico-pin", viewBox: "0 0 24 24", "aria-hidden": "true" },
    s("path", { d: "M12 22s-7-7.2-7-12.3A7 7 0 0 1 19 9.7C19 14.8 12 22 12 22z" }), s("circle", { cx: 12, cy: 9.8, r: 2.6 }));
}

/** A die face; without a label it is decoration (its group names the dice) and hidden. */
function die(hit, label) {
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" };
  return s("svg", { class: `wb-die${hit ? " hit" : ""}`, viewBox: "0 0 24 24", ...named },
    s("rect", { x: 1.5, y: 1.5, width: 21, height: 21, rx: 5 }),
    hit ? s("polygon", { points: starPoints(12, 12.6, 7.5, 0.45) }) : s("circle", { cx: 12, cy: 12, r: 1.6 }));
}

function repeat(n, f) {
  return Array.from({ length: Math.max(0, n) }, (_, i) => f(i));
}

// -- geometry ---------------------------------------------------------------------------------
function corners(zone) {
  if (zone.box) {
    const [x, y, w, hh] = zone.box;
    return [[x, y], [x + w, y], [x + w, y + hh], [x, y + hh]];
  }
  return zone.polygon;
}

function bounds(pts) {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x0 = Math.min(...xs); const y0 = Math.min(...ys);
  return { x: x0, y: y0, w: Math.max(...xs) - x0, h: Math.max(...ys) - y0 };
}

/** Slots for `n` tokens inside a box below its name: the largest cell that fits. */
function slots(b, n) {
  const top = b.y + 5.2;
  const avail = b.h - 6;
  let cell = 8;
  let cols = 1;
  while (cell > 3) {
    cols = Math.max(1, Math.floor((b.w - 2) / cell));
    if (Math.ceil(n / cols) * cell <= avail) break;
    cell -= 0.5;
  }
  const rows = Math.ceil(n / cols);
  const used = Math.min(n, cols) * cell;
  const x0 = b.x + (b.w - used) / 2 + cell / 2;
  const y0 = top + Math.max(0, (avail - rows * cell) / 2) + cell / 2;
  return { cell, at: (i) => [x0 + (i % cols) * cell, y0 + Math.floor(i / cols) * cell] };
}

/** Zones joined by a dashed border (the adjacency a range of "near" uses). */
function adjacency(map) {
  const adj = new Map(map.zones.map((z) => [z.z, new Set()]));
  for (const b of map.borders) {
    if (b.kind !== "dashed" || !adj.has(b.a) || !adj.has(b.b)) continue;
    adj.get(b.a).add(b.b);
    adj.get(b.b).add(b.a);
  }
  return adj;
}

function inRange(range, from, to, adj) {
  if (range === "anywhere") return true;
  if (from === to) return true;
  return range === "near" && adj.get(from) && adj.get(from).has(to);
}

/** The hero whose turn (or effect) is on the stack, or -1. */
function activeHero(v) {
  for (let i = (v.stack || []).length - 1; i >= 0; i--) {
    const task = v.stack[i];
    if (task.t === "turn" && typeof task.hero === "number") return task.hero;
  }
  return -1;
}

// -- the board ----------------------------------------------------------------------------------
export function render(root, m, ctx) {
  const t = ctx.t;
  const v = m.view;
  const tb = v.table;
  const ch = v.chapter;
  const ids = new Set((ctx.options || []).map((o) => o.id));
  const labels = new Map((ctx.options || []).map((o) => [o.id, o.label]));
  const d = v.decision;
  const kind = d && d.actor === m.seat && ids.size ? d.kind : null;
  const pick = (id) => (ids.has(id) ? () => { pendingTarget = null; ctx.decide(id); } : null);
  const names = (m.seats || []).map((x) => x.name);
  const heroName = (i) => t(`wb-hero-${v.heroes[i].hero}`);
  const zoneName = (z) => {
    const zone = tb.map.zones.find((x) => x.z === z);
    return zone ? t(`wb-zone-${ch}-${zone.id}`) : "";
  };
  const active = activeHero(v);
  const adj = adjacency(tb.map);

  // finish a two-step "attack that Wyrm" (forgotten once anything else is to decide)
  if (pendingTarget !== null && kind === "target" && ids.has(A.WYRM + pendingTarget.w)) {
    const w = pendingTarget.w;
    pendingTarget = null;
    setTimeout(() => ctx.decide(A.WYRM + w), 0);
  } else if (pendingTarget !== null && kind !== "reroll" && m.version !== pendingTarget.version) {
    pendingTarget = null;
  }

  const board = h("div", { class: "wb", "data-kind": kind || "" });

  /** A basic action's button in the banner: its option (the topic's, when offered now). */
  function basicButton(key, text) {
    const tp = (m.topics || []).find((x) => x.key === key);
    const id = tp && !tp.why_not ? (tp.options || []).find((o) => ids.has(o)) : undefined;
    const onPick = id === undefined ? null : pick(id);
    return h("button", { type: "button", class: "wb-basic" + (onPick ? " can" : ""), "data-topic": key, "data-option": onPick ? id : null, onclick: onPick }, t(text));
  }

  // -- status banner: chapter, scene, round, destiny -------------------------------------------
  const destiny = h("span", { class: "wb-destiny", "data-testid": "destiny", title: t("wbw-destiny", { up: v.destiny_up, total: tb.destiny_total }), "aria-label": t("wbw-destiny", { up: v.destiny_up, total: tb.destiny_total }) },
    ...repeat(tb.destiny_total, (i) => icon("destiny", i < v.destiny_up)));
  board.append(h("div", { class: "wb-status" },
    h("div", { class: "wb-title" },
      h("b", { class: "wb-chapter" }, t(`wb-chapter-${ch}`)),
      h("span", { class: "wb-scene" }, t(`wb-scene-${ch}-${tb.map.scene}`))),
    h("div", { class: "wb-meta" },
      // a chapter started without the earlier ones (option practice): no record is kept
      v.practice ? h("span", { class: "wb-pill wb-practice", "data-testid": "practice", title: t("wbw-practice-title") }, t("wbw-practice")) : null,
      v.objective >= 0 ? h("span", { class: "wb-pill" }, t("wbw-round", { n: v.rounds })) : null,
      // the treasure-chest envelope (packs that have one): sealed until a card opens it
      tb.chest ? h("span", { class: "wb-pill wb-chest" + (v.chest_open ? " open" : ""), "data-testid": "chest" }, t(v.chest_open ? "wbw-chest-open" : "wbw-chest-sealed")) : null,
      h("span", { class: "wb-pill" }, t("wbw-cards-left", { n: v.cards_left })),
      // the two basic actions, as buttons: offered, a click takes it; not offered, dimmed,
      // a click says why (the rules help)
      v.over ? null : basicButton("basic:collect", "wb-topic-collect"),
      v.over ? null : basicButton("basic:pass", "wb-topic-pass"),
      destiny)));

  if (v.over) {
    board.append(h("div", { class: "wb-end " + (v.won ? "won" : v.unfinished ? "unfinished" : "lost"), role: "status" },
      v.won ? t("wb-ev-win", { chapter: t(`wb-chapter-${ch}`) })
        : v.unfinished ? t("wb-ev-unfinished") : t(`wb-ev-lose-${v.lost}`)));
  }

  // -- the map -----------------------------------------------------------------------------------
  const svg = s("svg", { class: "wb-map", viewBox: "-1 -1 102 62", role: "group", "aria-label": t("wbw-map") });
  const defs = s("defs", {},
    s("pattern", { id: "wb-paper", width: 6, height: 6, patternUnits: "userSpaceOnUse" },
      s("path", { d: "M0 6 L6 0", class: "wb-hatch" })),
    s("radialGradient", { id: "wb-swirl" },
      s("stop", { offset: "0%", "stop-color": "#2b124c", "stop-opacity": ".85" }),
      s("stop", { offset: "70%", "stop-color": "#5f3dc4", "stop-opacity": ".35" }),
      s("stop", { offset: "100%", "stop-color": "#5f3dc4", "stop-opacity": "0" })));
  svg.append(defs);
  const zoneLayer = s("g", { class: "wb-zones" });
  const borderLayer = s("g", { class: "wb-borders" });
  const tokenLayer = s("g", { class: "wb-tokens" });
  svg.append(zoneLayer, borderLayer, tokenLayer);
  // keyboard: Enter or Space on a focused zone or token is a click
  svg.addEventListener("keydown", (e) => {
    const target = e.target.closest ? e.target.closest("[role=button]") : null;
    if (target && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    }
  });

  const heroesAt = new Map();
  v.heroes.forEach((hr, i) => { if (!heroesAt.has(hr.zone)) heroesAt.set(hr.zone, []); heroesAt.get(hr.zone).push(i); });
  const wyrmsAt = new Map();
  v.wyrms.forEach(([z, dmg], w) => { if (z >= 0) { if (!wyrmsAt.has(z)) wyrmsAt.set(z, []); wyrmsAt.get(z).push([w, dmg]); } });
  const inter = new Map(); // zone -> the interaction cards lying there (several may)
  for (const x of tb.interactions) inter.set(x.zone, [...(inter.get(x.zone) || []), x]);
  const actHero = kind === "action" ? active : -1;
  const attackRange = actHero >= 0 ? tb.heroes[actHero].attack.range : null;

  tb.map.zones.forEach((zone, zi) => {
    const z = zone.z;
    const pts = corners(zone);
    const b = bounds(pts);
    const move = ids.has(A.MOVE + z) ? A.MOVE + z : ids.has(A.ZONE + z) ? A.ZONE + z : null;
    const onPick = move !== null ? pick(move) : null;
    const name = zoneName(z);
    const poly = s("polygon", {
      class: "wb-zone" + (onPick ? " pick" : "") + (actHero >= 0 && v.heroes[actHero].zone === z ? " here" : ""),
      points: pts.map((p) => p.join(",")).join(" "),
      fill: ZONE_FILLS[zi % ZONE_FILLS.length],
      "data-zone": z,
      "data-topic": `zone:${z}`, // web-board: "what it does / why not"
      tabindex: onPick ? 0 : null,
      role: onPick ? "button" : null,
      "aria-label": onPick ? labels.get(move) : name,
      onclick: onPick,
    }, s("title", {}, onPick ? labels.get(move) : name));
    zoneLayer.append(poly, s("polygon", { class: "wb-zone-paper", points: pts.map((p) => p.join(",")).join(" ") }));
    zoneLayer.append(s("text", { class: "wb-zone-name", x: b.x + 1.6, y: b.y + 3.6 }, name));
    if (z === v.vortex) {
      const r = Math.min(b.w, b.h) * 0.32;
      zoneLayer.append(s("g", { class: "wb-vortex", "aria-label": t("wbw-vortex") },
        s("circle", { cx: b.x + b.w / 2, cy: b.y + b.h / 2 + 2, r, fill: "url(#wb-swirl)" }),
        s("path", { class: "wb-swirl-line", d: spiral(b.x + b.w / 2, b.y + b.h / 2 + 2, r * 0.85) })));
    }
    if (z === v.aura) { // the Dark Aura token (one in the box), top right of its zone
      const r = Math.min(b.w, b.h) * 0.13;
      zoneLayer.append(s("g", { class: "wb-aura", "data-testid": "aura", "aria-label": t("wbw-aura") },
        s("title", {}, t("wbw-aura")),
        s("circle", { cx: b.x + b.w - r - 1.2, cy: b.y + b.h - r - 1.2, r })));
    }
    const rs = tb.restrictions || {}; // the special rules' restrictions (L186)
    const marks = [["hurt", "~"], ["hurt_enter", "~"], ["no_enter", "X"], ["no_leave", "#"]]
      .filter(([f]) => (rs[f] || []).includes(z));
    if (marks.length) { // a red outline, its marks bottom left, the rules' sentences as the title
      const notes = marks.map(([f]) => t(`wb-topic-${f.replace("_", "-")}`)).join(" ");
      const glyphs = [...new Set(marks.map(([, g]) => g))].join(" ");
      zoneLayer.append(s("g", { class: "wb-restrict" + ((rs.no_enter || []).includes(z) ? " closed" : ""), "data-testid": `restrict-${z}`, "aria-label": notes },
        s("title", {}, notes),
        s("polygon", { points: pts.map((p) => p.join(",")).join(" ") }),
        s("text", { x: b.x + 1.6, y: b.y + b.h - 1.6 }, glyphs)));
    }
    if (onPick) {
      zoneLayer.append(s("text", { class: "wb-go", x: b.x + b.w - 1.6, y: b.y + 3.8, "text-anchor": "end" }, "➜"));
    }

    // tokens of this zone: heroes, Wyrms, sparks, the object card
    const items = [];
    for (const i of heroesAt.get(z) || []) items.push(["hero", i]);
    for (const w of wyrmsAt.get(z) || []) items.push(["wyrm", w]);
    if (v.zone_sparks[z] > 0) items.push(["sparks", v.zone_sparks[z]]);
    for (const x of inter.get(z) || []) items.push(["object", x]);
    (v.creatures || []).forEach(([cz], i) => { if (cz === z) items.push(["creature", i]); });
    const lay = slots(b, items.length);
    const r = lay.cell * 0.42;
    items.forEach(([what, x], k) => {
      const [cx, cy] = lay.at(k);
      if (what === "hero") tokenLayer.append(heroToken(x, cx, cy, r));
      else if (what === "wyrm") tokenLayer.append(wyrmToken(x[0], x[1], z, cx, cy, r));
      else if (what === "sparks") tokenLayer.append(sparkToken(x, z, cx, cy, r));
      else if (what === "creature") tokenLayer.append(creatureToken(x, cx, cy, r));
      else tokenLayer.append(objectToken(x, cx, cy, r));
    });
  });

  for (const bd of tb.map.borders) {
    for (const [x1, y1, x2, y2] of bd.segments) {
      if (bd.kind === "dashed") {
        borderLayer.append(s("line", { class: "wb-border dashed", x1, y1, x2, y2 }));
      } else {
        borderLayer.append(s("line", { class: "wb-border solid", x1, y1, x2, y2 }));
      }
    }
  }

  function heroToken(i, cx, cy, r) {
    const hr = v.heroes[i];
    const id = A.HERO + i;
    const onPick = pick(id);
    const nm = heroName(i);
    const label = `${nm} · ${t("wbw-hearts", { n: hr.hearts, max: tb.heroes[i].max })}${hr.ko ? " · " + t("wbw-ko") : ""}`;
    return s("g", {
      class: "wb-hero-tok" + (hr.ko ? " ko" : "") + (i === active ? " active" : "") + (onPick ? " pick" : "") + (hr.seat === m.seat ? " mine" : ""),
      "data-hero": i, role: onPick ? "button" : "img", tabindex: onPick ? 0 : null, "aria-label": onPick ? labels.get(id) : label, onclick: onPick,
      "data-key": `hero:${i}`, "data-place": `zone:${hr.zone}`, // web-anim: a figure travels between zones
    },
    s("title", {}, label),
    i === active ? s("circle", { class: "wb-glow", cx, cy, r: r * 1.3 }) : null,
    onPick ? s("circle", { class: "wb-pick-ring", cx, cy, r: r * 1.25 }) : null,
    s("circle", { class: "wb-hero-disc", cx, cy, r, fill: HERO_COLOURS[i % HERO_COLOURS.length] }),
    s("text", { class: "wb-tok-letter", x: cx, y: cy + r * 0.36, "font-size": r * 1.05, "text-anchor": "middle" }, nm.slice(0, 1).toUpperCase()),
    hr.ko ? s("path", { class: "wb-ko-mark", d: `M${cx - r * 0.7} ${cy - r * 0.7} L${cx + r * 0.7} ${cy + r * 0.7} M${cx + r * 0.7} ${cy - r * 0.7} L${cx - r * 0.7} ${cy + r * 0.7}` }) : null);
  }

  // an ally or an enemy that is not a Wyrm: a rounded square (green ally, red enemy) with
  // the hearts it holds
  function creatureToken(i, cx, cy, r) {
    const spec = tb.creatures[i];
    const hearts = v.creatures[i][1];
    const id = ids.has(A.CREATURE + i) ? A.CREATURE + i : null; // a target, or an ally to heal
    const onPick = id !== null ? pick(id) : null;
    const label = onPick ? labels.get(id) : `${t(`wbw-creature-${spec.kind}`)}: ${t(`wb-creature-${ch}-${spec.id}`)} · ${t("wbw-hearts", { n: hearts, max: spec.max })}`;
    return s("g", { class: `wb-creature-tok ${spec.kind}` + (onPick ? " pick" : ""), "data-creature": i, "data-key": `creature:${i}`, "data-place": `zone:${v.creatures[i][0]}`, "data-testid": "creature", "data-option": id, "data-topic": `creature:${i}`, role: onPick ? "button" : "img", tabindex: onPick ? 0 : null, "aria-label": label, onclick: onPick },
      s("title", {}, label),
      onPick ? s("circle", { class: "wb-pick-ring", cx, cy, r: r * 1.45 }) : null,
      s("rect", { class: "wb-creature-body", x: cx - r, y: cy - r, width: r * 2, height: r * 2, rx: r * 0.45 }),
      s("text", { class: "wb-tok-letter", x: cx, y: cy + r * 0.36, "font-size": r * 0.95, "text-anchor": "middle" }, `♥${hearts}`));
  }

  function wyrmToken(w, dmg, z, cx, cy, r) {
    let id = null;
    if (ids.has(A.WYRM + w)) id = A.WYRM + w;
    let onPick = id !== null ? pick(id) : null;
    const no = v.wyrm_no && v.wyrm_no[w] ? v.wyrm_no[w] : w + 1; // its own number, not the figure's
    let label = t("wbw-wyrm", { w: no }) + (dmg ? ` · ${t("wbw-stunned")}` : "");
    if (!onPick && kind === "action" && ids.has(A.ATTACK) && actHero >= 0 && inRange(attackRange, v.heroes[actHero].zone, z, adj)) {
      onPick = () => { pendingTarget = { w, version: m.version }; ctx.decide(A.ATTACK); };
      label = `${labels.get(A.ATTACK)}: ${label}`;
    } else if (onPick) {
      label = labels.get(id);
    }
    const body = [];
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2 - Math.PI / 2;
      const rad = r * (k % 2 ? 0.8 : 1.06);
      body.push(`${(cx + Math.cos(a) * rad).toFixed(2)},${(cy + Math.sin(a) * rad).toFixed(2)}`);
    }
    return s("g", {
      class: "wb-wyrm-tok" + (dmg ? " stunned" : "") + (onPick ? " pick" : ""),
      "data-wyrm": w, "data-topic": `wyrm:${w}`, "data-key": `wyrm:${w}`, "data-place": `zone:${z}`, role: onPick ? "button" : "img", tabindex: onPick ? 0 : null, "aria-label": label, onclick: onPick,
      transform: dmg ? `rotate(90 ${cx} ${cy})` : null,
    },
    s("title", {}, label),
    onPick ? s("circle", { class: "wb-pick-ring", cx, cy, r: r * 1.3 }) : null,
    s("polygon", { class: "wb-wyrm-body", points: body.join(" ") }),
    s("circle", { class: "wb-wyrm-eye", cx: cx - r * 0.3, cy: cy - r * 0.4, r: r * 0.14 }),
    s("circle", { class: "wb-wyrm-eye", cx: cx + r * 0.3, cy: cy - r * 0.4, r: r * 0.14 }),
    s("text", { class: "wb-tok-num", x: cx, y: cy + r * 0.58, "font-size": r * 0.78, "text-anchor": "middle" }, no),
    dmg ? s("circle", { class: "wb-stun-ring", cx, cy, r: r * 1.22 }) : null);
  }

  function sparkToken(n, z, cx, cy, r) {
    const mine = actHero >= 0 && v.heroes[actHero].zone === z;
    const onPick = mine ? pick(A.COLLECT) : null;
    const label = onPick ? labels.get(A.COLLECT) : t("wbw-zone-sparks", { n });
    return s("g", { class: "wb-spark-tok" + (onPick ? " pick" : ""), role: onPick ? "button" : "img", tabindex: onPick ? 0 : null, "aria-label": label, onclick: onPick },
      s("title", {}, label),
      onPick ? s("circle", { class: "wb-pick-ring", cx, cy, r: r * 1.25 }) : null,
      s("polygon", { points: starPoints(cx, cy, r * 1.05, 0.45) }),
      n > 1 ? s("text", { class: "wb-tok-count", x: cx + r * 0.95, y: cy + r * 1.05, "font-size": r * 0.9, "text-anchor": "middle" }, n) : null);
  }

  function objectToken(x, cx, cy, r) {
    const id = A.INTERACT + x.card - 1;
    const onPick = pick(id);
    const label = onPick ? labels.get(id) : `${t(`wb-spot-${ch}-${x.spot}`)}: ${t(`wb-card-${ch}-${x.card}`)}`;
    return s("g", { class: "wb-object-tok" + (onPick ? " pick" : ""), "data-key": `object:${x.card}`, "data-place": `zone:${x.zone}`, role: onPick ? "button" : "img", tabindex: onPick ? 0 : null, "aria-label": label, "data-topic": `card:${x.card - 1}`, onclick: onPick },
      s("title", {}, label),
      onPick ? s("circle", { class: "wb-pick-ring", cx, cy, r: r * 1.3 }) : null,
      s("rect", { x: cx - r * 0.8, y: cy - r, width: r * 1.6, height: r * 2, rx: r * 0.25 }),
      s("text", { x: cx, y: cy + r * 0.45, "font-size": r * 1.3, "text-anchor": "middle" }, "?"));
  }

  // -- beside the map: the card, the dice, the Wyrms -----------------------------------------
  const side = h("div", { class: "wb-aside" });
  side.append(cardPanel());
  side.append(dicePanel());
  side.append(wyrmPanel());
  const top = h("div", { class: "wb-top" }, h("div", { class: "wb-map-box" }, svg, legend()), side);
  board.append(top);

  function legend() {
    // each sample is drawn as on the map (a brown dashed line, a dark wall, on the paper)
    // and kept on one line with its words
    return h("p", { class: "wb-legend" },
      h("span", { class: "wb-key" }, h("span", { class: "wb-key-line dashed" }), t("wbw-legend-dashed")),
      h("span", { class: "wb-key" }, h("span", { class: "wb-key-line solid" }), t("wbw-legend-solid")));
  }

  function cardPanel() {
    const c = tb.card;
    const box = h("section", { class: "wb-card" + (c ? ` t-${c.type}` : ""), "data-testid": "card" });
    if (!c) {
      box.append(h("p", { class: "wb-empty" }, t("wbw-no-card")));
      return box;
    }
    const base = `wb-card-${ch}-${c.n}`;
    // web-board: the story speaks to the players ("you"); a spectator is told so
    if (ctx.seat === null || ctx.seat === undefined) box.append(h("p", { class: "wb-small wb-story-read" }, t("wbw-story-read")));
    box.append(
      h("div", { class: "wb-card-head" },
        h("span", { class: "wb-card-n" }, c.n),
        h("b", { class: "wb-card-title" }, t(base)),
        h("span", { class: "wb-badge" }, t(`wbw-type-${c.type}`))),
      h("p", { class: "wb-card-text" }, t(`${base}-text`)));
    if (c.type === "objective") {
      box.append(h("p", { class: "wb-goal" }, h("b", {}, t("wbw-goal")), " ", t(`${base}-goal`)),
        h("p", { class: "wb-small" }, t("wbw-defeated", { n: v.defeated })));
    }
    const ph = tb.phase;
    if (ph) {  // a players' phase that is more than on/off (L200, L204)
      const parts = [];
      if (ph.actions !== null) parts.push(t("wb-phase-actions", { n: ph.actions }));
      if (ph.turns !== null) parts.push(t("wb-phase-turns", { n: ph.turns }));
      if (ph.order === "seats") parts.push(t("wb-phase-seats"));
      if (ph.zone !== null) parts.push(t("wb-phase-zone", { zone: t(`wb-zone-${ch}-${ph.zone}`) }));
      box.append(h("p", { class: "wb-small wb-phase", "data-testid": "phase" },
        h("b", {}, t("wb-board-phase")), " ", parts.length ? parts.join(" · ") : t("wb-phase-any")));
    }
    if (tb.card_hearts && tb.card_hearts.length) {  // hearts held by chapter cards (public)
      box.append(h("p", { class: "wb-small wb-card-hearts", "data-testid": "card-hearts" },
        h("b", {}, t("wb-board-card-hearts")), " ",
        tb.card_hearts.map((x) => t("wb-board-card-hearts-cell",
          { card: t(`wb-card-${ch}-${x.n}`), hearts: x.hearts, max: x.max })).join(" · ")));
    }
    if (c.options) {
      const list = h("div", { class: "wb-choices" });
      for (let k = 0; k < c.options; k++) {
        const id = A.OPTION + k;
        const onPick = kind === "dilemma" ? pick(id) : null;
        const text = t(`${base}-option-${k + 1}`);
        list.append(onPick
          ? h("button", { type: "button", class: "wb-choice pick", onclick: onPick, "data-option": id }, text)
          : h("span", { class: "wb-choice" }, text));
      }
      box.append(list);
    }
    return box;
  }

  function dicePanel() {
    const r = tb.roll;
    // a roll under way, or its hits to give out (targets, stuns): on a phone the dice stay in
    // sight (board.css)
    const rolling = Boolean(r && r.stage >= 1) || ["target", "stun", "reroll"].includes(kind);
    const box = h("section", { class: "wb-dice" + (rolling ? " rolling" : ""), "data-testid": "dice" }, h("h3", { "data-topic": "basic:reroll" }, t("wbw-dice")));
    if (r && r.stage >= 1) {
      box.append(h("div", { class: "wb-dice-row", "aria-label": t("wbw-rolled", { hits: r.hits, dice: r.dice }) },
        ...repeat(r.dice, (i) => die(i < r.hits, i < r.hits ? t("wbw-hit") : t("wbw-miss")))),
      h("p", { class: "wb-small" }, t("wbw-rolled", { hits: r.hits, dice: r.dice })));
      if (kind === "reroll") {
        box.append(h("div", { class: "wb-choices" },
          h("button", { type: "button", class: "wb-choice pick", onclick: pick(A.YES), "data-option": A.YES }, labels.get(A.YES)),
          h("button", { type: "button", class: "wb-choice pick", onclick: pick(A.PASS), "data-option": A.PASS }, labels.get(A.PASS))));
      }
    } else {
      const last = tb.last_roll;
      if (last) {
        box.append(h("div", { class: "wb-dice-row", "data-testid": "last-roll", "aria-label": t("wbw-rolled", { hits: last.hits, dice: last.dice }) },
          ...repeat(last.dice, (i) => die(i < last.hits, i < last.hits ? t("wbw-hit") : t("wbw-miss")))),
        h("p", { class: "wb-small" }, t("wbw-last-roll", { hits: last.hits })));
      }  // before any roll: nothing (no "hits: 0" for a roll nobody made)
    }
    return box;
  }

  function wyrmPanel() {
    const inPlay = v.wyrms.filter(([z]) => z >= 0).length;
    const reserve = v.wyrms.filter(([z]) => z === -1).length;
    const box = h("section", { class: "wb-wyrms", "data-testid": "wyrm-card" },
      h("h3", {}, t("wbw-last-wyrm")));
    const lw = tb.last_wyrm;
    if (lw) {
      box.append(h("div", { class: "wb-wyrm-card" },
        h("b", {}, t(`wb-wyrm-${lw.id}`)),
        h("div", { class: "wb-wyrm-stats" },
          h("span", { class: "wb-stat" }, t("wbw-spawn", { n: lw.spawn })),
          h("span", { class: "wb-stat" }, t("wbw-activate", { n: lw.activate })),
          lw.another ? h("span", { class: "wb-stat warn" }, t("wbw-another")) : null),
        lw.text ? h("p", { class: "wb-small" }, t(`wb-wyrm-${lw.id}-text`)) : null));
    } else {
      box.append(h("p", { class: "wb-empty" }, t("wbw-no-wyrm")));
    }
    box.append(h("p", { class: "wb-small wb-counts" },
      t("wbw-wyrm-counts", { play: inPlay, reserve, deck: v.wyrm_deck.length, discard: v.wyrm_discard.length })));
    // known deck order (public: the table saw these cards go on top of or under the deck)
    const known = tb.wyrm_known || { top: [], bottom: [] };
    for (const [key, cards] of [["wbw-wyrm-known-top", known.top], ["wbw-wyrm-known-bottom", known.bottom]]) {
      if (!cards.length) continue;
      const names = cards.map((id) => t(`wb-wyrm-${id}`)).join(", ");
      box.append(h("p", { class: "wb-small wb-known-order", "data-testid": key.replace("wbw-", "") }, t(key, { cards: names })));
    }
    return box;
  }

  // -- hero cards -------------------------------------------------------------------------------
  const heroes = h("section", { class: "wb-heroes", "aria-label": t("wbw-heroes") });
  v.heroes.forEach((hr, i) => heroes.append(heroCard(hr, i)));
  top.append(heroes);

  function heroCard(hr, i) {
    const info = tb.heroes[i];
    const mine = hr.seat === m.seat;
    const heroPick = pick(A.HERO + i);
    const turn = i === active && !v.over;
    const head = h("div", { class: "wb-hero-head" },
      h("span", { class: "wb-hero-badge", "data-colour": i }, heroName(i).slice(0, 1).toUpperCase()),
      h("span", { class: "wb-hero-name" }, h("b", {}, heroName(i)), h("small", {}, names[hr.seat] || `#${hr.seat + 1}`, mine ? ` ${t("wbw-you")}` : "")),
      hr.ko ? h("span", { class: "wb-badge bad" }, t("wbw-ko")) : null,
      turn ? h("span", { class: "wb-badge turn" }, t("wbw-turn"), actionsLeft(i) !== null ? ` · ${t("wbw-actions-left", { n: actionsLeft(i) })}` : "") : null,
      heroPick ? h("button", { type: "button", class: "wb-act pick", onclick: heroPick, "data-option": A.HERO + i, title: labels.get(A.HERO + i) }, t("wbw-choose")) : null);
    const stats = h("div", { class: "wb-hero-stats" },
      h("span", { class: "wb-hearts", "data-testid": `hearts-${i}`, "aria-label": t("wbw-hearts", { n: hr.hearts, max: info.max }), title: t("wbw-hearts", { n: hr.hearts, max: info.max }) },
        ...repeat(info.max, (k) => icon("heart", k < hr.hearts))),
      h("span", { class: "wb-sparks", "data-testid": `sparks-${i}`, "aria-label": t("wbw-sparks", { n: hr.sparks }), title: t("wbw-sparks", { n: hr.sparks }) },
        icon("spark", hr.sparks > 0), h("b", {}, hr.sparks)),
      (v.shield || [])[i] ? h("span", { class: "wb-pill wb-shield", "data-testid": `shield-${i}`, title: t("wb-board-shield", { n: v.shield[i] }) }, "⛨ ", t("wb-board-shield", { n: v.shield[i] })) : null,
      h("span", { class: "wb-where" }, pin(), zoneName(hr.zone)));
    const atk = info.attack;
    const attackPick = turn && mine ? pick(A.ATTACK) : null;
    const attack = h("div", { class: "wb-ability wb-attack" + (attackPick ? " can" : ""), "data-topic": `attack:${i}` },
      h("div", { class: "wb-ab-head" },
        h("b", {}, t(`wb-attack-${hr.hero}`)),
        h("span", { class: "wb-dice-mini", role: "img", "aria-label": t("wbw-attack-dice", { n: atk.dice }) }, ...repeat(atk.dice, () => die(true, ""))),
        h("span", { class: "wb-range" }, t(`wbw-range-${atk.range}`)),
        attackPick ? h("button", { type: "button", class: "wb-act pick", onclick: attackPick, "data-option": A.ATTACK }, t("wbw-attack")) : null),
      h("p", { class: "wb-small" }, t(`wb-attack-${hr.hero}-text`)));
    const abilities = info.abilities.map((ab) => {
      const id = A.ABILITY + ab.slot;
      const onPick = turn && mine ? pick(id) : null;
      return h("div", { class: "wb-ability" + (onPick ? " can" : "") + (ab.slot > 0 ? " upgrade" : ""), "data-topic": `action:${ab.action}`, "aria-label": t(`wb-action-${ab.action}`) },
        h("div", { class: "wb-ab-head" },
          h("b", {}, t(`wb-action-${ab.action}`)),
          h("span", { class: "wb-cost", "aria-label": t("wbw-sparks", { n: ab.sparks }) }, ...repeat(ab.sparks, () => icon("spark")), ab.sparks === 0 ? "0" : null),
          onPick ? h("button", { type: "button", class: "wb-act pick", onclick: onPick, "data-option": id, title: labels.get(id) }, t("wbw-use")) : null),
        h("p", { class: "wb-small" }, t(`wb-action-${ab.action}-text`)));
    });
    const items = info.items.map((it) => {
      const nm = it.passage ? t(`wb-passage-${it.passage}`) : t(`wb-card-${ch}-${it.card}`);
      const acts = [];
      if (turn && mine) {
        for (const [block, key] of [[A.SPECIAL, "wbw-use"], [A.GIVE, "wbw-give"]]) {
          const id = block + it.item;
          if (ids.has(id)) acts.push(h("button", { type: "button", class: "wb-act pick", onclick: pick(id), "data-option": id, title: labels.get(id), "data-topic": block === A.GIVE ? `give:${it.item}` : null }, t(key)));
        }
      }
      const askId = A.ASK + it.item;
      if (kind === "action" && !mine && ids.has(askId)) {
        acts.push(h("button", { type: "button", class: "wb-act pick", onclick: pick(askId), "data-option": askId, title: labels.get(askId), "data-topic": `ask:${it.item}` }, t("wbw-ask")));
      }
      return h("li", { class: "wb-item" + (it.passage ? " passage" : ""), title: t(`wb-action-${it.action}-text`), "data-topic": `item:${it.item}`, "data-key": `item:${it.item}`, "aria-label": nm },
        h("b", {}, nm),
        h("span", { class: "wb-cost" }, ...repeat(it.sparks, () => icon("spark"))),
        h("span", { class: "wb-small" }, t(`wb-action-${it.action}-text`)),
        ...acts);
    });
    return h("article", {
      class: "wb-hero" + (turn ? " turn" : "") + (hr.ko ? " ko" : "") + (mine ? " mine" : "") + (heroPick ? " pick" : ""),
      "data-hero": i, "data-colour": i, "data-topic": `hero:${i}`, "data-place": `hero:${i}`, "aria-label": `${heroName(i)} (${names[hr.seat] || `#${hr.seat + 1}`})`,
    }, head, stats, attack,
    info.no_ability ? h("p", { class: "wb-empty wb-no-ability", "data-testid": "no-ability" }, t("wbw-no-ability")) : null,
    ...abilities,
    h("div", { class: "wb-items" }, h("span", { class: "wb-label" }, t("wbw-items")),
      items.length ? h("ul", {}, ...items) : h("span", { class: "wb-empty" }, "—")));
  }

  /** Actions left in hero i's turn (the turn task's own, extra and bonus ones), or null. */
  function actionsLeft(i) {
    const task = [...(v.stack || [])].reverse().find((x) => x.t === "turn" && x.hero === i);
    return task ? task.left + task.extra + (v.heroes[i].bonus || 0) : null;
  }

  // -- rules in force and keys ------------------------------------------------------------------
  if ((v.rules || []).length || (v.keys || []).length) {
    board.append(h("section", { class: "wb-rules" },
      h("h3", {}, t("wbw-rules")),
      ...v.rules.map((r) => h("p", { class: "wb-rule" }, h("b", {}, t(`wb-card-${ch}-${r + 1}`)), " ", t(`wb-card-${ch}-${r + 1}-text`))),
      (tb.rule_actions || []).length ? h("p", { class: "wb-rule-actions" }, ...tb.rule_actions.map((ra) => {
        const id = A.RULE_ACTION + ra.action;
        const onPick = pick(id);
        const name = t(`wb-action-${ra.id}`);
        return onPick
          ? h("button", { type: "button", class: "wb-act pick", onclick: onPick, "data-option": id, title: labels.get(id), "data-topic": `rule:${ra.action}` }, name)
          : h("span", { class: "wb-pill", "data-topic": `rule:${ra.action}`, title: t(`wb-action-${ra.id}-text`) }, name);
      })) : null,
      ((tb.restrictions || {}).forbid || []).length ? h("p", { class: "wb-forbid", "data-testid": "forbid" }, h("span", { class: "wb-label" }, t("wb-board-forbidden")), " ", ...tb.restrictions.forbid.map((k) => h("span", { class: "wb-pill" }, t(`wb-forbid-${k}`)))) : null,
      v.keys.length ? h("p", { class: "wb-keys" }, h("span", { class: "wb-label" }, t("wbw-keys")), ...v.keys.map((k) => h("span", { class: "wb-keychip" }, t(`wb-key-${k}`)))) : null));
  }

  if (ids.size) board.append(h("p", { class: "wb-hint" }, t("wbw-click-hint")));
  root.replaceChildren(board);
}

/** An SVG path: a three-turn spiral of radius r around (cx, cy). */
function spiral(cx, cy, r) {
  const parts = [];
  const turns = 3;
  const steps = 48;
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const a = f * turns * Math.PI * 2;
    const rad = r * f;
    parts.push(`${i ? "L" : "M"}${(cx + rad * Math.cos(a)).toFixed(2)} ${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return parts.join(" ");
}
