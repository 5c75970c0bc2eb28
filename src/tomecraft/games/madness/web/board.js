// The Big Book of Madness's board for the web page (served under /games/madness/board.js).
//
// render(root, message, ctx) draws one seat's view (the server's state message). The view
// names cards by id and counts cards by kind (element * 3 + value - 1; 12 is madness);
// names, card texts, costs and the option-id blocks come from the game's public content
// (GET /api/games/<id>/content?lang=, fetched once per game and language, texts in the
// page's language). Legal options are clickable on the board where they have a place:
// hand and support cards, spells, the library, market piles, curses on the invocation
// track, a player's panel, a mage to choose; the option buttons beside the board always
// list every option too. Elements show a shape and a letter as well as a colour, and
// every informative element has a screen-reader label. Fields the board does not know
// are ignored.
//
// Layout (issue 26): what the group faces at the top (the status bar, the monster and its
// page, the invocation track), the market, library and supply in the middle, the other
// seats folded to one line each (a <details> per seat, opened by a click and kept open
// across redraws; opened by itself when one of its cards is a legal option), and at the
// bottom the viewer's prompt, hand and table. A clickable element carries its own name in
// data-name (its aria-label adds the option), so the "changed" outline (static/aids.js)
// follows the board, not the options; the turn counter and the active seat's tag change
// every turn and are left out of it (data-changes="ignore").

import { el as h } from "/static/common.js";

export const css = "/games/madness/board.css";
export const title = "mdw-game";

export const NK = 13;
export const MADNESS = 12;
/** Element shapes: water, earth, fire, air, then "multi" (curses of several elements). */
export const SHAPES = ["▼", "■", "▲", "●", "✦"];
const MADNESS_SHAPE = "✺";

let content = null;
let contentKey = null;
let loadingKey = null;
let lastArgs = null;
/** The other seats whose folded line the viewer opened (kept across redraws). */
const openSeats = new Set();

function gameIdOf(m) {
  if (m.id) return m.id;
  return decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
}

/** The game's content in ctx's language: fetched once, then the board is drawn again. */
function getContent(m, ctx) {
  const id = gameIdOf(m);
  const key = `${id}|${ctx.lang}`;
  if (contentKey !== key && loadingKey !== key) {
    loadingKey = key;
    fetch(`/api/games/${encodeURIComponent(id)}/content?lang=${encodeURIComponent(ctx.lang || "en")}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((data) => {
        if (loadingKey !== key) return;
        loadingKey = null;
        if (!data) return;
        content = data.content;
        contentKey = key;
        if (lastArgs) render(...lastArgs);
      })
      .catch(() => { if (loadingKey === key) loadingKey = null; });
  }
  // while another language loads, the previous one still names every card
  return content && contentKey && contentKey.split("|")[0] === id ? content : null;
}

const sum = (xs) => (xs || []).reduce((a, b) => a + b, 0);
export const elementOf = (k) => (k === MADNESS ? -1 : Math.floor(k / 3));
export const valueOf = (k) => (k === MADNESS ? 0 : (k % 3) + 1);
export const pileKind = (p) => Math.floor(p / 2) * 3 + (p % 2) + 1;

function elName(t, e) {
  return e === 4 ? t("mdw-multi") : t(`mad-element-${e}`);
}

/** The element's letter in the page's language (first letter of its name). */
function elLetter(t, e) {
  return elName(t, e).charAt(0).toUpperCase();
}

function cardName(t, k) {
  return k === MADNESS ? t("mdw-card-madness") : t("mdw-card-element", { element: elName(t, elementOf(k)), value: valueOf(k) });
}

/** A cost as element chips ("2 ▲F"), with a spoken label. */
function costChips(t, cost) {
  const parts = [];
  const spoken = [];
  cost.forEach((n, e) => {
    if (!n) return;
    parts.push(h("span", { class: `md-chip md-e${e}`, "aria-hidden": "true" }, `${n}`, h("span", { class: "md-shape" }, SHAPES[e]), elLetter(t, e)));
    spoken.push(t("mdw-cost-part", { n, element: elName(t, e) }));
  });
  if (!parts.length) return h("span", { class: "md-cost" }, t("mdw-free"));
  return h("span", { class: "md-cost", role: "img", "aria-label": spoken.join(" + ") }, ...parts);
}

function vecOf(element, n) {
  const v = [0, 0, 0, 0];
  if (element >= 0 && element < 4) v[element] = n;
  return v;
}

/**
 * A card of kind k (element card or madness). actions: [[id, labelKey]] of legal options
 * on it: one makes the card a button, several add small buttons under it.
 */
function kindCard(t, k, { count = 1, actions = [], labels, decide, extra = "", topic = null } = {}) {
  const e = elementOf(k);
  const name = cardName(t, k) + (count > 1 ? ` ${t("mdw-count", { n: count })}` : "");
  const face = [
    h("span", { class: "md-shape", "aria-hidden": "true" }, k === MADNESS ? MADNESS_SHAPE : SHAPES[e]),
    h("span", { class: "md-value", "aria-hidden": "true" }, k === MADNESS ? "" : valueOf(k)),
    h("span", { class: "md-letter", "aria-hidden": "true" }, k === MADNESS ? t("mdw-card-madness").charAt(0).toUpperCase() : elLetter(t, e)),
    count > 1 ? h("span", { class: "md-badge", "aria-hidden": "true" }, `×${count}`) : null,
  ];
  const cls = `md-card md-k ${k === MADNESS ? "md-mad" : `md-e${e}`} ${extra}`;
  if (actions.length === 1) {
    const [id] = actions[0];
    const lab = labels.get(id);
    return h("button", { type: "button", class: cls + " pick", title: lab, "aria-label": `${name}: ${lab}`, dataset: { option: id, kind: k, name, key: `card:${k}`, count }, "data-topic": topic, onclick: () => decide(id) }, ...face);
  }
  // web-anim: data-key/data-count: the card travels between places (data-place) when it moves
  const card = h("span", { class: cls, role: "img", "aria-label": name, title: name, dataset: { kind: k, name, key: `card:${k}`, count }, "data-topic": topic }, ...face);
  if (!actions.length) return card;
  return h("span", { class: "md-multi" }, card, ...actions.map(([id, key]) =>
    h("button", { type: "button", class: "md-act pick", title: labels.get(id), "aria-label": `${name}: ${labels.get(id)}`, dataset: { option: id }, onclick: () => decide(id) }, t(key))));
}

function empty() {
  return h("span", { class: "md-none" }, "—");
}

/** A titled, labelled region. */
function region(cls, heading, ...children) {
  return h("section", { class: `md-region ${cls}`, "aria-label": heading }, h("h3", {}, heading), ...children);
}

/** A region whose heading carries a topic (the action done there: "why not" on it). */
function topicRegion(cls, heading, topic, ...children) {
  return h("section", { class: `md-region ${cls}`, "aria-label": heading }, h("h3", { "data-topic": topic }, heading), ...children);
}

/** A text card (spell, curse, mage, library spell): head, cost, text, status, actions. */
function textCard(t, { cls, element, name, sub, cost, text, status, actions = [], labels, decide, data = {}, key = null }) {
  const e = element;
  const spoken = [name, e >= 0 && e <= 4 ? elName(t, e) : null, sub, status].filter(Boolean).join(", ");
  const parts = [
    h("span", { class: "md-head" },
      h("span", { class: `md-swatch md-e${e}`, "aria-hidden": "true" }, SHAPES[e] || "?", e >= 0 ? elLetter(t, e) : ""),
      h("b", { class: "md-name" }, name),
      sub ? h("span", { class: "md-sub" }, sub) : null),
    cost || null,
    text ? h("span", { class: "md-text" }, text) : null,
    status ? h("span", { class: "md-status" }, status) : null,
  ];
  const base = `md-tcard ${cls} md-e${e}`;
  // web-board: the card's topic key ("what it does / why not"): "spell:<id>", "slot:<n>"
  // (a curse on the track), "mage:<i>", from the card's first data attribute.
  const first = Object.entries(data)[0];
  if (first && first[1] !== undefined && first[1] !== null && !data.topic) data = { ...data, topic: `${first[0]}:${first[1]}` };
  if (actions.length === 1) {
    const [id] = actions[0];
    return h("button", { type: "button", class: base + " pick", title: labels.get(id), "aria-label": `${spoken}: ${labels.get(id)}`, dataset: { option: id, ...data, name: spoken }, "data-key": key, onclick: () => decide(id) }, ...parts);
  }
  const card = h("article", { class: base, "aria-label": spoken, dataset: { ...data, name: spoken }, "data-key": key }, ...parts);
  if (actions.length) {
    card.append(h("span", { class: "md-acts" }, ...actions.map(([id, key]) =>
      h("button", { type: "button", class: "md-act pick", title: labels.get(id), "aria-label": `${name}: ${labels.get(id)}`, dataset: { option: id }, onclick: () => decide(id) }, t(key)))));
  }
  return card;
}

/**
 * The words that open the viewer's prompt (here and in the page's side panel): "Your
 * turn" in the viewer's own turn; in another player's (a monster's or a curse's "each
 * player", an action a Whisper grants) they follow the status bar: "Your move (Player
 * 2's turn)", the prompt then saying what asks (a granted action names its card).
 */
export function yourTurn(m, t) {
  const v = m.view || {};
  if (v.active === undefined || v.active === null || v.active === m.seat || v.over) return t("web-game-your-turn");
  const name = ((m.seats || [])[v.active] || {}).name || t("mdw-player", { n: v.active + 1 });
  return t("mdw-your-move", { name });
}

export function render(root, m, ctx) {
  lastArgs = [root, m, ctx];
  const t = ctx.t;
  const v = m.view || {};
  const c = getContent(m, ctx);
  const ids = new Set((ctx.options || []).map((o) => o.id));
  const labels = new Map((ctx.options || []).map((o) => [o.id, o.label]));
  const A = (c && c.actions) || null;
  const decide = (id) => ctx.decide(id);
  /** [[id, labelKey]] for the block's option at offset, if legal. */
  const act = (block, offset, key) => {
    if (!A || A[block] === undefined) return [];
    const id = A[block] + offset;
    return ids.has(id) ? [[id, key]] : [];
  };
  const names = (m.seats || []).map((s) => s.name);
  const seatName = (s) => names[s] || t("mdw-player", { n: s + 1 });
  const players = v.players || (v.seats || []).length;
  const board = h("div", { class: "md", dataset: { kind: v.decision && v.decision.actor === m.seat ? v.decision.kind : "" } });
  // web-board: a board still waiting for its texts is not compared for changes (aids.js)
  if (!c) board.append(h("p", { class: "md-hint", role: "status", "data-loading": "" }, t("mdw-loading")));

  // -- status ---------------------------------------------------------------------------
  const rounds = c ? c.rounds : null;
  const status = h("div", { class: "md-bar", role: "group", "aria-label": t("mdw-status") },
    h("span", { class: "md-round" }, v.monster > 0 && rounds ? t("mdw-round", { round: v.monster, rounds }) : t("mdw-setup")),
    v.active !== undefined && !v.over ? h("span", { class: "md-turn", "data-changes": "ignore" }, t("mdw-turn", { turn: v.turn || 1, name: seatName(v.active) })) : null,
    h("span", { class: "md-tag" }, t("mdw-difficulty", { d: v.difficulty || "?" })),
    v.mode ? h("span", { class: "md-tag" }, t(`mdw-mode-${v.mode}`)) : null,
    h("span", { class: "md-pile", "aria-label": t("mdw-pile-left", { n: v.pile ?? "?" }), title: t("mdw-pile-left", { n: v.pile ?? "?" }), dataset: { testid: "pile" } },
      h("span", { class: "md-shape", "aria-hidden": "true" }, MADNESS_SHAPE), ` ${t("mdw-pile")}: `, h("b", {}, v.pile ?? "?")),
    v.over ? h("span", { class: "md-result " + (v.won ? "won" : "lost") }, v.won ? t(m.seat === null || m.seat === undefined ? "mdw-won-watch" : "mdw-won") : t("mdw-lost")) : null);
  board.append(status);

  // -- mage choice (setup): drawn at the bottom, with the prompt ------------------------------
  let choose = null;
  if (c && A && A.mage !== undefined) {
    const mageIds = Object.values(c.mages).filter((mg) => ids.has(A.mage + mg.index));
    if (mageIds.length) {
      choose = (region("md-choose", t("mdw-choose-mage"), h("div", { class: "md-row" }, ...mageIds.map((mg) =>
        textCard(t, { cls: "md-mage", element: mg.element, name: mg.name, sub: t("mdw-support-slots", { n: mg.slots }), cost: costChips(t, mg.ability_cost), text: mg.text, actions: [[A.mage + mg.index, "mdw-choose"]], labels, decide, data: { mage: mg.index, topic: `mage:${Object.keys(c.mages).find((k) => c.mages[k] === mg)}` } })))));
    }
  }

  // -- grimoire: the monster and its page ---------------------------------------------------
  if (c && v.monster > 0) {
    const coverOrPage = v.monster === 1 ? v.cover : (v.pages || [])[v.monster - 2];
    const left = c.pages[coverOrPage];
    const right = v.monster <= (v.pages || []).length ? c.pages[v.pages[v.monster - 1]] : c.pages[c.final];
    const monster = left && left.monster;
    const g = region("md-grimoire", t("mdw-grimoire"));
    if (monster) {
      g.append(h("div", { class: "md-monster", role: "group", "aria-label": t("mdw-monster-named", { name: monster.name }), "data-topic": "monster" },
        h("b", { class: "md-monster-name" }, monster.name),
        h("span", { class: "md-symbols", "aria-label": t("mdw-symbols") + ": " + monster.curses.map((e) => elName(t, e)).join(", ") },
          t("mdw-symbols"), " ", ...monster.curses.map((e) => h("span", { class: `md-chip md-e${e}`, "aria-hidden": "true" }, h("span", { class: "md-shape" }, SHAPES[e]), elLetter(t, e)))),
        h("span", { class: "md-line" }, h("small", {}, t("mdw-appear")), " ", monster.appear)));
    }
    if (right && right.bonus) g.append(h("p", { class: "md-line md-bonus" }, h("small", {}, t("mdw-bonus")), " ", right.bonus));
    if (right && right.penalty) g.append(h("p", { class: "md-line md-penalty" }, h("small", {}, t("mdw-penalty")), " ", right.penalty));
    if (right && !right.monster && v.monster >= rounds) g.append(h("p", { class: "md-line" }, h("small", {}, t("mdw-final"))));
    board.append(g);
  }

  // -- invocation track ---------------------------------------------------------------------
  if (Array.isArray(v.slots)) {
    const spaces = (c && c.spaces) || [2, 3, 3, 4, 5];
    const track = h("ol", { class: "md-track" });
    v.slots.forEach((cid, slot) => {
      const space = spaces[slot];
      const reached = v.marker >= space;
      const info = [];
      const acts = [...act("destroy", slot, "mdw-destroy"), ...act("slot", slot, "mdw-choose")];
      let cell;
      if (cid === null || cid === undefined) {
        cell = h("span", { class: "md-slot-empty" }, t("mdw-empty-space"));
      } else {
        const cu = c && c.curses[cid];
        const flags = [];
        if ((v.curse_neutral || [])[slot] >= 0) flags.push(t("mdw-neutral"));
        if (reached) flags.push(t("mdw-applied"));
        const under = (v.under || [])[slot];
        if (under) info.push(h("span", { class: "md-under", "aria-label": t("mdw-under", { n: under }) }, h("span", { "aria-hidden": "true" }, `${MADNESS_SHAPE}×${under}`)));
        const toks = (v.curse_tokens || [])[slot];
        if (toks && sum(toks)) info.push(h("span", { class: "md-toks", "aria-label": t("mdw-tokens-on") + ": " + toks.map((n, e) => (n ? `${n} ${elName(t, e)}` : "")).filter(Boolean).join(", ") },
          ...toks.map((n, e) => (n ? h("span", { class: `md-chip md-e${e}`, "aria-hidden": "true" }, `${n}`, h("span", { class: "md-shape" }, SHAPES[e])) : null))));
        cell = textCard(t, {
          cls: "md-curse", element: cu ? cu.type : 4, name: cu ? cu.name : cid, cost: cu ? costChips(t, cu.cost) : null,
          text: cu ? cu.text : null, status: flags.join(" · ") || null, actions: acts, labels, decide, data: { slot }, key: `curse:${cid}`,
        });
        if (info.length) cell.append(h("span", { class: "md-info" }, ...info));
      }
      track.append(h("li", { class: "md-space" + (v.marker === space ? " here" : "") + (reached ? " reached" : ""), dataset: { slot, space, place: `slot:${slot}` }, "aria-label": t("mdw-space", { space }) + (v.marker === space ? `, ${t("mdw-marker")}` : "") },
        h("span", { class: "md-space-no", "aria-hidden": "true" }, t("mdw-space", { space }), v.marker === space ? " ◆" : ""), cell));
    });
    board.append(topicRegion("md-invocation", t("mdw-track"), "action:destroy",
      h("p", { class: "md-hint" }, t("mdw-marker-at", { space: v.marker || 0 })), track));
  }

  // -- market, library, supply ---------------------------------------------------------------
  const shop = h("div", { class: "md-shop" });
  if (Array.isArray(v.market)) {
    const piles = v.market.map((n, p) => {
      const k = pileKind(p);
      return h("span", { class: "md-pile-card", dataset: { pile: p, topic: `pile:${p}`, place: `pile:${p}` } }, kindCard(t, k, {
        count: 1, actions: [...act("acquire", p, "mdw-acquire"), ...act("market", p, "mdw-choose")], labels, decide, extra: n ? "" : "out",
      }), h("span", { class: "md-pile-count", "aria-label": t("mdw-pile-count", { n }) }, `${n}`));
    });
    shop.append(topicRegion("md-market", t("mdw-market"), "action:acquire", h("div", { class: "md-row" }, ...piles)));
  }
  if (Array.isArray(v.tokens)) {
    shop.append(region("md-supply", t("mdw-supply"), h("div", { class: "md-row" }, ...v.tokens.map((n, e) =>
      h("span", { class: `md-chip md-e${e}`, role: "img", "aria-label": `${n} ${elName(t, e)}` }, `${n}`, h("span", { class: "md-shape", "aria-hidden": "true" }, SHAPES[e]), elLetter(t, e))))));
  }
  if (shop.children.length) board.append(shop);
  if (Array.isArray(v.library)) {
    const lib = v.library.map((sid, e) => {
      if (!sid) return h("span", { class: `md-tcard md-lib md-e${e} out`, "aria-label": `${elName(t, e)}: ${t("mdw-library-empty")}` }, h("span", { class: `md-swatch md-e${e}`, "aria-hidden": "true" }, SHAPES[e], elLetter(t, e)), t("mdw-library-empty"));
      const sp = c && c.spells[sid];
      return textCard(t, {
        cls: "md-lib", element: sp ? sp.element : e, name: sp ? sp.name : sid, sub: sp ? t("mdw-level", { level: sp.level }) : null,
        cost: sp ? h("span", { class: "md-costline" }, h("small", {}, t("mdw-learn")), " ", costChips(t, vecOf(sp.element, sp.learn_cost))) : null,
        text: sp ? sp.text : null, actions: act("learn", e, "mdw-learn"), labels, decide, data: { spell: sid }, key: `spell:${sid}`,
      });
    });
    board.append(topicRegion("md-library", t("mdw-library"), "action:learn", h("div", { class: "md-row md-cards", "data-place": "library" }, ...lib)));
  }

  // -- the other seats, one line each until opened; the viewer's own at the bottom ------------
  const viewer = m.seat !== null && m.seat !== undefined ? m.seat : null;
  const helpers = { act, labels, decide, seatName };
  const others = [...Array(players).keys()].filter((s) => s !== viewer);
  if (others.length) {
    board.append(h("div", { class: "md-players md-others", role: "group", "aria-label": t(viewer === null ? "mdw-players" : "mdw-others") },
      ...others.map((s) => foldedSeat(t, v, s, c, helpers))));
  }
  const mine = h("div", { class: "md-mine" });
  if (viewer !== null && !v.over && m.status !== "finished") {
    // the question put to this seat, next to its hand (the option list stays beside the board)
    const asked = ids.size
      ? [h("b", {}, yourTurn(m, t)), m.prompt ? ` — ${m.prompt}` : ""]
      : [v.active !== undefined && m.actor !== null && m.actor !== undefined && m.actor >= 0 ? t("web-game-waiting", { name: seatName(m.actor) }) : ""];
    mine.append(h("p", { class: "md-prompt" + (ids.size ? " yours" : ""), "data-changes": "ignore", "data-testid": "md-prompt" }, ...asked));
  }
  if (choose) mine.append(choose);
  if (viewer !== null && viewer < players) mine.append(seatPanel(t, v, viewer, viewer, c, helpers));
  if (ids.size) mine.append(h("p", { class: "md-hint" }, t("mdw-click-hint")));
  if (mine.children.length) board.append(mine);
  root.replaceChildren(board);
}

function kindsOf(counts) {
  const out = [];
  (counts || []).forEach((n, k) => { if (n) out.push([k, n]); });
  return out;
}

/** A seat's parts: its heading's pieces, mage, hand, support, deck, discard and spells. */
function seatParts(t, v, s, viewer, c, { act, labels, decide, seatName }) {
  const seat = (v.seats || [])[s] || {};
  const mine = s === viewer;
  const mage = c && seat.mage ? c.mages[seat.mage] : null;
  const handCount = seat.hand_count ?? (seat.hand ? sum(seat.hand) : 0);
  const current = s === v.active && !v.over;
  const out = { seat, mine, mage, handCount, current };
  // the active seat's tag moves every turn: not a change to point at (aids.js)
  out.active = current ? h("span", { class: "md-tag md-active", "data-changes": "ignore" }, t("mdw-active")) : null;
  out.choose = act("seat", s, "mdw-choose-player").map(([id]) => h("button", { type: "button", class: "md-act pick", title: labels.get(id), "aria-label": `${seatName(s)}: ${labels.get(id)}`, "data-changes": "ignore", dataset: { option: id }, onclick: () => decide(id) }, t("mdw-choose-player")));
  if (mage) {
    const used = seat.ability_used ? t("mdw-ability-used") : null;
    out.mageCard = textCard(t, {
      cls: "md-mage", element: mage.element, name: mage.name, sub: t("mdw-support-slots", { n: mage.slots }),
      cost: h("span", { class: "md-costline" }, h("small", { "data-topic": mine ? "action:ability" : null }, t("mdw-ability")), " ", costChips(t, mage.ability_cost)),
      text: mage.text, status: used, actions: mine ? act("ability", 0, "mdw-use") : [], labels, decide, data: { mage: seat.mage },
    });
  } else if (seat.mage === null) {
    out.mageCard = h("p", { class: "md-hint", "data-topic": mine ? "action:ability" : null }, t("mdw-no-mage"));
  }

  // hand: own cards (other seats: only how many, on their folded line)
  if (mine && Array.isArray(seat.hand)) {
    const cards = kindsOf(seat.hand).map(([k, n]) => {
      const acts = act("card", k, "mdw-pick");
      if (k === MADNESS) acts.push(...act("heal_hand", 0, "mdw-heal"));
      return kindCard(t, k, { count: n, actions: acts, labels, decide, topic: `card:${k}` }); // web-board
    });
    out.hand = h("div", { class: "md-zone md-hand", "data-place": `hand:${s}`, role: "group", "aria-label": t("mdw-hand", { n: handCount }) },
      h("span", { class: "md-label", "data-topic": "action:heal" }, t("mdw-hand", { n: handCount })), h("div", { class: "md-row" }, cards.length ? cards : empty()));
  } else if (mine) {
    out.hand = h("div", { class: "md-zone md-hand" },
      h("span", { class: "md-label", dataset: { testid: `hand-count-${s}` } }, t("mdw-hand-hidden", { n: handCount })));
  }

  // support (public): each card, clickable where an option names it
  const support = (seat.support || []).map((k) => {
    const acts = act("support", 13 * s + k, "mdw-pick");
    if (k === MADNESS) acts.push(...act("heal_support", s, "mdw-heal"));
    return kindCard(t, k, { actions: acts, labels, decide });
  });
  out.slots = mage ? mage.slots : "?";
  out.supportCount = (seat.support || []).length;
  out.support = h("div", { class: "md-zone md-support", "data-place": `support:${s}`, role: "group", "aria-label": t("mdw-support", { n: out.supportCount, slots: out.slots }) },
    h("span", { class: "md-label" }, t("mdw-support", { n: out.supportCount, slots: out.slots })), h("div", { class: "md-row" }, support.length ? support : empty()));

  // deck, known top, discard
  out.deckCount = seat.deck_count ?? (seat.deck ? sum(seat.deck) : 0);
  const top = Array.isArray(seat.top) ? seat.top : [];
  const topCards = top.map((entry) => {
    const k = Array.isArray(entry) ? entry[0] : entry;
    return typeof k === "number" && k >= 0 ? kindCard(t, k, { extra: "small" }) : h("span", { class: "md-card md-back small", role: "img", "aria-label": t("mdw-face-down") }, "?");
  });
  out.deck = h("div", { class: "md-zone md-deck", "data-place": `deck:${s}` },
    h("span", { class: "md-label" }, t("mdw-deck", { n: out.deckCount })),
    topCards.length ? h("span", { class: "md-top", role: "group", "aria-label": t("mdw-top-known") }, h("small", {}, t("mdw-top-known")), " ", ...topCards) : null);
  out.discardCount = sum(seat.discard);
  const discard = kindsOf(seat.discard).map(([k, n]) => kindCard(t, k, { count: n, extra: "small" }));
  out.discard = h("div", { class: "md-zone md-discard", "data-place": `discard:${s}`, role: "group", "aria-label": t("mdw-discard", { n: out.discardCount }) },
    h("span", { class: "md-label" }, t("mdw-discard", { n: out.discardCount })), h("div", { class: "md-row" }, discard.length ? discard : empty()));

  // spells
  const exhausted = new Set(seat.exhausted || []);
  const neutral = new Set((seat.neutral || []).map((e) => (Array.isArray(e) ? e[0] : e)));
  const spells = (seat.spells || []).map((sid) => {
    const sp = c && c.spells[sid];
    const state = neutral.has(sid) ? "mdw-neutralised" : exhausted.has(sid) ? "mdw-exhausted" : "mdw-ready";
    const acts = sp && mine ? [...act("activate", sp.index, "mdw-cast"), ...act("spell", sp.index, "mdw-choose")] : [];
    return textCard(t, {
      cls: "md-spell" + (state !== "mdw-ready" ? " tired" : ""), element: sp ? sp.element : -1, name: sp ? sp.name : sid,
      sub: sp ? t("mdw-level", { level: sp.level }) : null,
      cost: sp ? h("span", { class: "md-costline" }, h("small", {}, t("mdw-per-cast")), " ", costChips(t, vecOf(sp.element, sp.cost))) : null,
      text: sp ? sp.text : null, status: t(state), actions: acts, labels, decide, data: { spell: sid }, key: `spell:${sid}`,
    });
  });
  out.spells = h("div", { class: "md-zone md-spells", "data-place": `spells:${s}`, role: "group", "aria-label": t("mdw-spells") },
    h("span", { class: "md-label", "data-topic": mine ? "action:activate" : null }, t("mdw-spells")), h("div", { class: "md-row md-cards" }, spells.length ? spells : empty()));
  return out;
}

/** The viewer's own seat, at the bottom: hand first, then support, spells, mage, piles. */
function seatPanel(t, v, s, viewer, c, helpers) {
  const p = seatParts(t, v, s, viewer, c, helpers);
  const head = h("h3", {},
    h("span", { class: "md-seat-name" }, helpers.seatName(s), ` ${t("mdw-you")}`), p.active, ...p.choose);
  return h("section", { class: "md-seat you" + (p.current ? " current" : "") + (p.seat.eliminated ? " out" : ""), dataset: { seat: s }, "aria-label": helpers.seatName(s) },
    head,
    p.seat.eliminated ? h("p", { class: "md-elim" }, t("mdw-eliminated")) : null,
    p.hand, p.support, p.spells, p.mageCard || null,
    h("div", { class: "md-piles" }, p.deck, p.discard));
}

/**
 * Another seat, folded to one line (name, mage, cards in hand, support, deck, discard; a
 * "choose this player" button when that is an option) until the viewer opens it; open by
 * itself while one of its cards is a legal option.
 */
function foldedSeat(t, v, s, c, helpers) {
  const p = seatParts(t, v, s, null, c, helpers);
  const line = h("summary", { class: "md-fold" },
    h("span", { class: "md-seat-name" }, helpers.seatName(s)),
    p.active,
    p.seat.eliminated ? h("span", { class: "md-elim" }, t("mdw-eliminated")) : null,
    p.mage ? h("span", { class: `md-fold-mage md-e${p.mage.element}` }, h("span", { class: `md-swatch md-e${p.mage.element}`, "aria-hidden": "true" }, SHAPES[p.mage.element] || "?"), p.mage.name) : null,
    h("span", { class: "md-fold-n", dataset: { testid: `hand-count-${s}` }, "aria-label": t("mdw-hand-hidden", { n: p.handCount }) }, t("mdw-fold-hand", { n: p.handCount })),
    h("span", { class: "md-fold-n", "aria-label": t("mdw-support", { n: p.supportCount, slots: p.slots }) }, t("mdw-fold-support", { n: p.supportCount, slots: p.slots })),
    h("span", { class: "md-fold-n", "aria-label": t("mdw-deck", { n: p.deckCount }) }, t("mdw-fold-deck", { n: p.deckCount })),
    h("span", { class: "md-fold-n", "aria-label": t("mdw-discard", { n: p.discardCount }) }, t("mdw-fold-discard", { n: p.discardCount })),
    ...p.choose);
  const body = h("div", { class: "md-seat-body" },
    p.mageCard || null, p.support, p.spells, h("div", { class: "md-piles" }, p.deck, p.discard));
  const hasPick = body.querySelector(".pick") !== null;
  const box = h("details", { class: "md-seat md-other" + (p.current ? " current" : "") + (p.seat.eliminated ? " out" : ""), dataset: { seat: s }, "aria-label": helpers.seatName(s) }, line, body);
  box.open = hasPick || openSeats.has(s);
  // remember what the viewer opened or closed (a click or Enter/Space on the line), not
  // what the board opened by itself
  line.addEventListener("click", (e) => {
    if (e.target.closest && e.target.closest("button")) return;
    setTimeout(() => { if (box.open) openSeats.add(s); else openSeats.delete(s); }, 0);
  });
  return box;
}
