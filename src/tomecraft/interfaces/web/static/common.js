// Shared page helpers: translations from the server's Fluent catalogues, the language
// switcher, small DOM helpers. No build step: plain ES modules.

export const LANGS = ["en", "es", "de", "zh-TW"];
const LANG_KEY = "tomecraft.lang";
let messages = {};
let currentLang = "en";

/** Map a browser language tag (de-AT, zh, es_ES) to a shipped language, or null. */
export function normaliseLang(tag) {
  if (!tag) return null;
  const low = String(tag).replace("_", "-").toLowerCase();
  if (low.startsWith("zh")) return "zh-TW";
  const base = low.split("-")[0];
  for (const l of LANGS) {
    if (l.toLowerCase() === low || l.toLowerCase() === base) return l;
  }
  return null;
}

/** The language to use: ?lang=, then the one chosen before, then the browser's. */
export function initialLang() {
  const q = new URLSearchParams(location.search).get("lang");
  const fromQuery = normaliseLang(q);
  if (fromQuery) return fromQuery;
  const saved = normaliseLang(localStorage.getItem(LANG_KEY));
  if (saved) return saved;
  for (const tag of navigator.languages || [navigator.language]) {
    const l = normaliseLang(tag);
    if (l) return l;
  }
  return "en";
}

export function lang() {
  return currentLang;
}

export async function loadCatalog(l) {
  const r = await fetch(`/api/catalog?lang=${encodeURIComponent(l)}`);
  const data = await r.json();
  messages = data.messages || {};
  currentLang = data.lang || l;
  document.documentElement.lang = currentLang;
  localStorage.setItem(LANG_KEY, currentLang);
  return currentLang;
}

// A game's secret texts (a Wonder Book card once the table has read it), per language:
// the server sends each with a state message (`texts`) or a replay (`texts`), never in
// the catalogue, so nothing here can be read ahead.
const gameTexts = {};

/** Add texts the server sent for `l` (a state message's or a replay's `texts`). */
export function addTexts(l, texts) {
  if (!texts) return;
  gameTexts[l] = Object.assign(gameTexts[l] || {}, texts);
}

/** Translate a message id; {name} placeholders are filled from args. */
export function t(key, args = {}) {
  let text = messages[key];
  if (text === undefined) text = (gameTexts[currentLang] || {})[key];
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in args ? String(args[name]) : m));
}

export function has(key) {
  return key in messages || key in (gameTexts[currentLang] || {});
}

/** Fill every [data-i18n] element's text (and [data-i18n-title] titles). */
export function applyI18n(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-title]")) node.title = t(node.dataset.i18nTitle);
}

/** A <select> of the four languages; onChange(lang) after the catalogue is loaded. */
export function languageSwitcher(select, onChange) {
  const names = { en: "English", es: "Español", de: "Deutsch", "zh-TW": "繁體中文" };
  select.replaceChildren(...LANGS.map((l) => el("option", { value: l }, names[l])));
  select.value = currentLang;
  select.addEventListener("change", async () => {
    await loadCatalog(select.value);
    applyI18n();
    onChange(currentLang);
  });
}

/** Create an element: el("button", {class: "x", onclick: f}, "text", child...). Attributes
 * that are undefined, null or false are left out; true sets an empty attribute; "on..."
 * functions become listeners; "dataset" fills data-* attributes. */
export function el(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/** The same for an SVG element: svg("circle", {cx: 4, cy: 4, r: 3}). */
export function svg(tag, attrs = {}, ...children) {
  return fill(document.createElementNS("http://www.w3.org/2000/svg", tag), attrs, children);
}

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(node.dataset, v);
    else if (v === true) node.setAttribute(k, "");
    else node.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/** Load a game's board renderer (/games/<name>/board.js), or null for the generic one. */
export async function loadRenderer(name, available) {
  if (!available) return null;
  try {
    const mod = await import(`/games/${encodeURIComponent(name)}/board.js`);
    if (mod.css && !document.querySelector(`link[data-game="${name}"]`)) {
      document.head.append(el("link", { rel: "stylesheet", href: mod.css, dataset: { game: name } }));
    }
    return mod;
  } catch (e) {
    console.error("board renderer failed to load", e);
    return null;
  }
}

/** The generic board: the game's own sections (titles, rows of cells) as tables. */
export function renderGenericBoard(root, sections, ctx) {
  root.replaceChildren();
  for (const sec of sections || []) {
    const box = el("section", { class: "gsec" + (sec.highlight ? " hl" : "") }, el("h3", {}, sec.title));
    for (const row of sec.rows) {
      box.append(
        el(
          "div",
          { class: "grow" },
          el("span", { class: "glabel" }, row.label),
          ...row.cells.map((c) => el("span", { class: "gcell " + (c.style || "").replace(":", "-") }, c.text)),
        ),
      );
    }
    root.append(box);
  }
  if (ctx && ctx.note) root.append(el("p", { class: "hint" }, ctx.note));
}

/** The final score breakdown as a table. In a cooperative game (`team`) a row with the
 * same figure for every seat is the team's: shown once, across the seats' columns; where
 * every row is the team's, the table has one column, the team's. */
export function renderResult(root, result) {
  root.replaceChildren();
  if (!result) return;
  const n = result.seats.length;
  const same = (vs) => vs.every((v) => v === vs[0]);
  const teamRow = (vs) => result.team && n > 1 && same(vs);
  const allTeam = result.team && n > 1 && teamRow(result.totals) && result.rows.every((r) => teamRow(r.values));
  const won = result.winners.length > 0;
  const cells = (vs, cls) => (teamRow(vs)
    ? [el("td", { class: `team ${cls(0)}`, colspan: allTeam ? null : n }, vs[0])]
    : vs.map((v, i) => el("td", { class: cls(i) }, v)));
  const winCls = (i) => (allTeam ? (won ? "win" : "") : result.winners.includes(i) ? "win" : "");
  const head = el("tr", {}, el("th", {}, ""), ...(allTeam
    ? [el("th", { class: won ? "win" : "" }, t("web-game-team"))]
    : result.seats.map((s, i) => el("th", { class: result.winners.includes(i) ? "win" : "" }, s))));
  const rows = result.rows.map((r) => el("tr", {}, el("th", { scope: "row" }, r.label), ...cells(r.values, () => "")));
  const total = el("tr", { class: "total" }, el("th", { scope: "row" }, result.total_label ?? t("web-game-total")), ...cells(result.totals, winCls));
  const names = result.winners.map((i) => result.seats[i]).join(", ");
  root.append(
    el("h2", {}, t("web-game-result")),
    el("p", { class: "winner" }, names ? "★ " + t("web-game-winner", { names }) : t("web-game-no-winner")),
    el("table", { class: "breakdown" + (allTeam || n < 4 ? "" : " many") }, el("thead", {}, head), el("tbody", {}, ...rows, total)),
  );
}
