// SpellBook's board for the web page (served under /games/spellbook/board.js).
//
// render(root, message, ctx) draws one seat's view (the server's state message: view,
// options, seats...). ctx.t translates catalogue keys, ctx.decide(id) sends an option.
// Legal options are also clickable on the board where that is natural: altar or pool
// tokens for token decisions, spell levels to learn or cast, the bag to draw 2, the
// familiar to store 1. Tokens show a rune shape (● ▲ ■) and a colour letter, so they
// never depend on colour alone.

import { el as h } from "/static/common.js";

export const css = "/games/spellbook/board.css";
export const title = "sbw-game";

/** Option-id blocks of SpellBook's action space (games/spellbook/actions.py). */
export const A = {
  PASS: 0, TOKEN: 1, TAKE1: 22, DRAW2: 23, STORE1: 24, USE: 25, LEARN: 88, PAIR: 151,
  TRIPLE: 592, CLONE: 844, CLONE_BASIC: 1096, MODE: 1100, SPELL: 1102, NUM_ACTIONS: 1123,
};

/** The 21 spell cards (data/spellbook.json): id, colour index, set, phase, points L3-L5. */
export const SPELLS = [
  ["sacrifice", 0, 1, "morning", [1, 2, 3]],
  ["eruption", 0, 2, "morning", [2, 3, 4]],
  ["blaze", 0, 3, "morning", [0, 2, 5]],
  ["levitation", 1, 1, "morning", [3, 4, 5]],
  ["sharing", 1, 2, "morning", [4, 4, 4]],
  ["divination", 1, 3, "morning", [2, 3, 4]],
  ["purification", 2, 1, "midday", [1, 2, 3]],
  ["cure", 2, 2, "midday", [3, 4, 5]],
  ["growth", 2, 3, "evening", [3, 4, 6]],
  ["offering", 3, 1, "midday", [2, 4, 6]],
  ["focus", 3, 2, "evening", [3, 4, 5]],
  ["feast", 3, 3, "midday", [2, 2, null]],
  ["time_travel", 4, 1, "evening", [2, 4, 6]],
  ["storm", 4, 2, "evening", [4, 6, 8]],
  ["clone", 4, 3, "midday", [4, 5, 6]],
  ["transmutation", 5, 1, "evening", [4, 4, 4]],
  ["swiftness", 5, 2, null, [3, 6, 0]],
  ["mirage", 5, 3, null, [2, 3, 6]],
  ["abundance", 6, 1, null, [3, 5, 7]],
  ["knowledge", 6, 2, null, [null, null, null]],
  ["communion", 6, 3, null, [0, null, 0]],
];
export const SPELL_INDEX = Object.fromEntries(SPELLS.map((s, i) => [s[0], i]));
export const COLOUR_CODES = ["R", "P", "G", "K", "W", "B", "Y"];
export const RUNE_SYMBOLS = ["●", "▲", "■"];
export const FAMILIAR_VALUES = [0, 1, 2, 3, 4, 5, 7, 8, 9, 11, 12, 13, 15, 16, 18];
export const POOL_LIMIT = 9;
export const SOLO_BOARD_SPACES = 17;
export const SOLO_WIPE_SPACES = [4, 9, 14];
const PHASE_ICONS = { morning: "☼", midday: "☀", evening: "☾" };

/** Decision kinds whose TOKEN options are altar tokens, and those that are pool tokens. */
const ALTAR_KINDS = new Set(["take", "take-store", "storm", "bottom", "solo-move"]);
const POOL_KINDS = new Set(["store", "discard", "communion", "learn-marker", "learn-pay"]);

export const lobbyOptions = [
  {
    key: "set", label: "sbw-opt-set", default: "1",
    choices: [
      { value: "1", label: "sbw-set-1" }, { value: "2", label: "sbw-set-2" },
      { value: "3", label: "sbw-set-3" }, { value: "classic", label: "sbw-set-classic" },
    ],
  },
  {
    key: "difficulty", label: "sbw-opt-difficulty", default: 0, soloOnly: true,
    choices: [0, 1, 2, 3].map((v) => ({ value: v, label: `sbw-difficulty-${v}` })),
  },
];

/** Solo opponent: its board's value (the rules' table) plus 1 per bottom-area token. */
export function opponentScore(view) {
  const n = view.opponent.board.length;
  return (n < 4 ? 0 : 14 + 2 * (n - 4)) + view.opponent.bottom.length;
}

// When a player clicks an altar token in a phase decision that offers "take 1 altar
// token", we send that first and then pick the clicked token when the take decision comes.
let pendingTake = null;

function expand(counts) {
  const out = [];
  counts.forEach((n, k) => { for (let i = 0; i < n; i++) out.push(k); });
  return out;
}

export function tokenName(t, k) {
  const c = Math.floor(k / 3);
  const r = k % 3;
  return `${t(`sb-colour-${c}`)} ${t(`sb-rune-${r}`)} (${COLOUR_CODES[c]}${RUNE_SYMBOLS[r]})`;
}

/** A token chip; with onPick it is a button (a legal option). */
function token(t, k, onPick, extra = "") {
  const c = Math.floor(k / 3);
  const r = k % 3;
  const attrs = {
    class: `sb-tok sb-c${c} sb-r${r} ${extra}${onPick ? " pick" : ""}`,
    title: tokenName(t, k),
    "aria-label": tokenName(t, k),
  };
  const parts = [h("span", { class: "sb-rune", "aria-hidden": "true" }, RUNE_SYMBOLS[r]), h("span", { class: "sb-letter", "aria-hidden": "true" }, COLOUR_CODES[c])];
  // web-anim: a token of this kind travels between places (data-place) when it moves
  if (onPick) {
    const b = h("button", { ...attrs, type: "button", onclick: onPick }, ...parts);
    b.dataset.kind = k;
    b.dataset.key = `tok:${k}`;
    return b;
  }
  const s = h("span", attrs, ...parts);
  s.dataset.kind = k;
  s.dataset.key = `tok:${k}`;
  return s;
}

function pts(p) {
  return p === null ? "★?" : `★${p}`;
}

export function render(root, m, ctx) {
  const t = ctx.t;
  const v = m.view;
  const ids = new Set((ctx.options || []).map((o) => o.id));
  const labels = new Map((ctx.options || []).map((o) => [o.id, o.label]));
  const d = v.decision;
  const kind = d && d.actor === m.seat ? d.kind : null;
  const pick = (id) => (ids.has(id) ? () => { pendingTake = null; ctx.decide(id); } : null);

  // finish a two-step "take that altar token"
  if (pendingTake !== null && kind === "take" && ids.has(A.TOKEN + pendingTake)) {
    const k = pendingTake;
    pendingTake = null;
    setTimeout(() => ctx.decide(A.TOKEN + k), 0);
  } else if (kind !== null && kind !== "morning" && kind !== "swift") {
    pendingTake = null;
  }

  const names = (m.seats || []).map((s) => s.name);
  const players = v.players;
  const board = h("div", { class: "sb" + (v.players === 1 ? " sb-solo" : "") });

  // -- status: round, whose day, phase, end ------------------------------------------
  const round = Math.floor(v.days / players) + 1;
  const phases = ["morning", "midday", "evening"].map((p) =>
    h("span", { class: "sb-phase" + (v.phase === p ? " now" : ""), "aria-current": v.phase === p ? "step" : null }, `${PHASE_ICONS[p]} ${t(`sb-phase-${p}`)}`));
  board.append(h("div", { class: "sb-status" },
    h("span", { class: "sb-round" }, t("sbw-round", { round })),
    h("span", { class: "sb-turnof" }, v.over ? t("sb-phase-over") : t("sbw-day-of", { name: names[v.current] || `#${v.current + 1}` })),
    h("span", { class: "sb-phases" }, ...phases),
    v.end_triggered && !v.over ? h("span", { class: "sb-final" }, t("sb-board-final-round")) : null));

  // -- altar and supply ------------------------------------------------------------------
  const altarTokens = expand(v.altar).map((k) => {
    let onPick = null;
    if (kind && ALTAR_KINDS.has(kind)) onPick = pick(A.TOKEN + k);
    else if ((kind === "morning" || kind === "swift") && ids.has(A.TAKE1)) {
      onPick = () => { pendingTake = k; ctx.decide(A.TAKE1); };
    }
    return token(t, k, onPick);
  });
  const bagPick = ids.has(A.DRAW2) ? pick(A.DRAW2) : null;
  const bag = h(bagPick ? "button" : "div", { class: "sb-bag" + (bagPick ? " pick" : ""), type: bagPick ? "button" : null, onclick: bagPick, title: bagPick ? labels.get(A.DRAW2) : null, "data-topic": "action:draw", "aria-label": `${t("sbw-bag")}: ${v.bag_count}` },
    h("span", {}, t("sbw-bag")), h("b", { class: "sb-count", "data-testid": "bag-count" }, v.bag_count));
  const discard = h("div", { class: "sb-discard", "aria-label": `${t("sbw-discard")}: ${v.discard.reduce((a, b) => a + b, 0)}` }, h("span", {}, t("sbw-discard")), h("b", { class: "sb-count" }, v.discard.reduce((a, b) => a + b, 0)));
  board.append(h("div", { class: "sb-top" },
    h("section", { class: "sb-altar", "data-topic": "action:take", "aria-label": t("sb-board-altar") }, h("h3", {}, t("sb-board-altar")), h("div", { class: "sb-tokens", "data-place": "altar" }, altarTokens.length ? altarTokens : h("span", { class: "sb-empty" }, "—"))),
    h("section", { class: "sb-supply" }, bag, discard)));

  // -- spells ----------------------------------------------------------------------------
  const spellBox = h("section", { class: "sb-spells" }, h("h3", { "data-topic": "action:learn" }, t("sb-board-spells")));
  const grid = h("div", { class: "sb-spell-grid" });
  for (const id of v.spells) {
    const si = SPELL_INDEX[id];
    const [, colour, , phase, points] = SPELLS[si];
    const desc = t(`sb-spell-${id}-desc`);
    const raise = kind === "raise" ? pick(A.SPELL + si) : null;
    const levels = [3, 4, 5].map((lv) => {
      const owners = [];
      for (let s = 0; s < players; s++) {
        if (v.seats[s].levels[si] === lv) {
          owners.push(h("span", { class: "sb-owner" + (s === m.seat ? " you" : ""), title: names[s], "data-key": `owner:${s}:${id}` },
            `P${s + 1}`, v.seats[s].markers[si] >= 0 ? token(t, v.seats[s].markers[si], null, "mini") : null));
        }
      }
      const actions = [];
      const learn = A.LEARN + 3 * si + (lv - 3);
      const use = A.USE + 3 * si + (lv - 3);
      if (ids.has(learn)) actions.push(h("button", { type: "button", class: "sb-act pick", title: labels.get(learn), onclick: pick(learn) }, t("sbw-learn")));
      if (ids.has(use)) actions.push(h("button", { type: "button", class: "sb-act pick", title: labels.get(use), onclick: pick(use) }, t("sbw-cast")));
      return h("div", { class: "sb-lv", "data-place": `lv:${id}:${lv}` }, h("span", { class: "sb-lvname" }, `L${lv}`), h("span", { class: "sb-pts" }, pts(points[lv - 3])), ...owners, ...actions);
    });
    const info = h("p", { class: "sb-desc", hidden: true }, desc);
    const infoBtn = h("button", { type: "button", class: "sb-info", "aria-label": t("sbw-info"), "aria-expanded": "false", title: desc }, "i");
    infoBtn.addEventListener("click", (e) => {
      e.stopPropagation();
      info.hidden = !info.hidden;
      infoBtn.setAttribute("aria-expanded", String(!info.hidden));
    });
    const card = h(raise ? "div" : "article", { class: `sb-spell sb-c${colour}` + (raise ? " pick" : ""), title: desc, "data-spell": id, "data-topic": `spell:${id}`, "aria-label": t(`sb-spell-${id}`) },
      h("div", { class: "sb-spell-head" },
        h("span", { class: `sb-swatch sb-c${colour}`, "aria-hidden": "true" }, COLOUR_CODES[colour]),
        h("b", { class: "sb-spell-name" }, t(`sb-spell-${id}`)),
        h("span", { class: "sb-spell-phase" }, phase ? `${PHASE_ICONS[phase]} ${t(`sb-phase-${phase}`)}` : t("sb-phase-none")),
        infoBtn),
      h("div", { class: "sb-levels" }, ...levels),
      info,
      raise ? h("button", { type: "button", class: "sb-act pick", onclick: raise, title: labels.get(A.SPELL + si) }, t("sbw-raise")) : null);
    grid.append(card);
  }
  spellBox.append(grid);
  board.append(spellBox);

  // -- players (the viewer's own board first) --------------------------------------------------
  const order = [...Array(players).keys()];
  if (m.seat !== null && m.seat !== undefined) order.sort((a, b) => (a === m.seat ? -1 : b === m.seat ? 1 : a - b));
  const seatsBox = h("section", { class: "sb-players" });
  for (const s of order) {
    const seat = v.seats[s];
    const mine = s === m.seat;
    const poolTokens = expand(seat.pool).map((k) => token(t, k, mine && kind && POOL_KINDS.has(kind) ? pick(A.TOKEN + k) : null));
    const fam = seat.familiar;
    const storePick = mine && ids.has(A.STORE1) ? pick(A.STORE1) : null;
    const track = h("ol", { class: "sb-track", "aria-label": t("sbw-familiar"), "data-place": `fam:${s}` },
      ...FAMILIAR_VALUES.map((val, i) => h("li", { class: "sb-space" + (i === fam.length ? " now" : "") + (i === 14 ? " full" : ""), title: `${i} → ${val}` },
        h("span", { class: "sb-val" }, val),
        i >= 1 && i <= fam.length ? token(t, fam[i - 1], null, "mini") : h("span", { class: "sb-hole" }, i === 0 ? "◦" : ""))));
    const learned = v.spells.map((id) => SPELL_INDEX[id]).filter((si) => seat.levels[si] > 0).map((si) => {
      const lv = seat.levels[si];
      const p = SPELLS[si][4][lv - 3];
      return h("li", { class: `sb-learned-spell sb-c${SPELLS[si][1]}` },
        h("span", { class: `sb-swatch sb-c${SPELLS[si][1]}`, "aria-hidden": "true" }, COLOUR_CODES[SPELLS[si][1]]),
        `${t(`sb-spell-${SPELLS[si][0]}`)} L${lv}`,
        seat.markers[si] >= 0 ? token(t, seat.markers[si], null, "mini") : null,
        h("span", { class: "sb-pts" }, pts(p)));
    });
    const famBox = h(storePick ? "button" : "div", { class: "sb-fam" + (storePick ? " pick" : ""), type: storePick ? "button" : null, onclick: storePick, title: storePick ? labels.get(A.STORE1) : null, "data-topic": mine ? "action:store" : null },
      h("span", { class: "sb-label" }, t("sbw-familiar"), " ", h("small", {}, t("sbw-stored", { n: fam.length, value: FAMILIAR_VALUES[Math.min(fam.length, 14)] }))),
      track);
    seatsBox.append(h("section", { class: "sb-seat" + (s === v.current && !v.over ? " current" : "") + (mine ? " you" : ""), "data-seat": s },
      h("h3", {}, h("span", { class: "sb-seat-name" }, names[s] || `#${s + 1}`, mine ? ` ${t("sbw-you")}` : ""),
        h("span", { class: "sb-score", "data-testid": `score-${s}`, "aria-label": `${names[s] || `#${s + 1}`}: ★ ${v.scores[s]}` }, `★ ${v.scores[s]}`)),
      h("div", { class: "sb-pool" }, h("span", { class: "sb-label" }, t("sbw-pool"), " ", h("small", {}, `${seat.pool.reduce((a, b) => a + b, 0)}/${POOL_LIMIT}`)),
        h("div", { class: "sb-tokens", "data-place": `pool:${s}` }, poolTokens.length ? poolTokens : h("span", { class: "sb-empty" }, "—"))),
      famBox,
      h("div", { class: "sb-learned", "data-place": `learned:${s}` }, h("span", { class: "sb-label" }, t("sbw-learned")),
        learned.length ? h("ul", {}, ...learned) : h("span", { class: "sb-empty" }, "—"))));
  }
  board.append(seatsBox);

  // -- solo opponent ---------------------------------------------------------------------------
  if (players === 1) {
    const opp = v.opponent;
    const spaces = [];
    for (let i = 1; i <= SOLO_BOARD_SPACES; i++) {
      const wipe = SOLO_WIPE_SPACES.includes(i);
      spaces.push(h("li", { class: "sb-space" + (wipe ? " wipe" : ""), title: wipe ? t("sbw-wipe") : null },
        h("span", { class: "sb-val" }, wipe ? `${i}✶` : i),
        i <= opp.board.length ? token(t, opp.board[i - 1], null, "mini") : h("span", { class: "sb-hole" }, "")));
    }
    board.append(h("section", { class: "sb-opponent" },
      h("h3", { "data-topic": "action:opponent" }, t("sb-board-opponent-name"), h("span", { class: "sb-score" }, `★ ${opponentScore(v)}`)),
      h("ol", { class: "sb-track sb-opp-track", "aria-label": t("sbw-opp-track"), "data-place": "opp-board" }, ...spaces),
      h("div", { class: "sb-pool" }, h("span", { class: "sb-label" }, t("sbw-opp-bottom")),
        h("div", { class: "sb-tokens", "data-place": "opp-bottom" }, opp.bottom.length ? opp.bottom.map((k) => token(t, k, null)) : h("span", { class: "sb-empty" }, "—"))),
      h("p", { class: "sb-hint" }, t("sbw-wipe-hint"))));
  }

  if (ids.size) board.append(h("p", { class: "sb-hint" }, t("sbw-click-hint")));
  root.replaceChildren(board);
}
