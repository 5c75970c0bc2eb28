// The lobby: create a game (options, seats), list open games to join, finished ones to replay.
import { applyI18n, el, initialLang, lang, languageSwitcher, loadCatalog, t } from "/static/common.js";

let meta = null;
const seats = [{ kind: "human" }, { kind: "bot", level: null }];

async function api(path, body) {
  const r = await fetch(path, body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(data.detail || r.statusText);
  return data;
}

function currentGame() {
  return meta.games.find((g) => g.name === document.getElementById("game").value) || meta.games[0];
}

// Option values picked per game (kept while the seats or the language change).
const picked = {};
const EACH = "__each__";

/** Whether an option of the schema applies to a game of n seats. */
function applies(spec, n) {
  if (spec.solo_only && n !== 1) return false;
  return !spec.players || spec.players.includes(n);
}

function valuesOf(game) {
  if (!picked[game.name]) picked[game.name] = {};
  return picked[game.name];
}

/** A <select> of (value, label) pairs; values travel as JSON text. */
function selectOf(id, pairs, value, label, onChange) {
  const select = el("select", { id, "aria-label": label },
    ...pairs.map(([v, text]) => el("option", { value: JSON.stringify(v) }, text)));
  select.value = JSON.stringify(value);
  if (select.selectedIndex < 0) select.selectedIndex = 0;
  select.addEventListener("change", () => onChange(JSON.parse(select.value)));
  return select;
}

/** The option form, built from the game's option schema (GET /api/meta). */
function renderOptions() {
  const box = document.getElementById("options");
  const game = currentGame();
  const values = valuesOf(game);
  const n = seats.length;
  box.replaceChildren(el("legend", {}, t("web-lobby-options")));
  let shown = 0;
  for (const spec of game.options || []) {
    const row = el("div", { class: "row opt-row", id: `opt-row-${spec.key}`, dataset: { key: spec.key, type: spec.type } });
    row.hidden = !applies(spec, n);
    if (!row.hidden) shown += 1;
    const value = spec.key in values ? values[spec.key] : spec.default;
    const set = (v) => { values[spec.key] = v; };
    const label = el("label", { for: `opt-${spec.key}` }, spec.label);
    if (spec.type === "choice") {
      row.append(label, selectOf(`opt-${spec.key}`, spec.choices.map((c) => [c.value, c.label]), value, spec.label, set));
    } else if (spec.type === "int") {
      const input = el("input", { id: `opt-${spec.key}`, type: "number", min: spec.min, max: spec.max, step: 1, value: value ?? "" });
      input.addEventListener("change", () => set(input.value === "" ? null : Number(input.value)));
      row.append(label, input);
    } else if (spec.type === "seat") {
      const pairs = [...Array(n).keys()].map((i) => [i, t("web-lobby-seat", { n: i + 1 })]);
      row.append(label, selectOf(`opt-${spec.key}`, pairs, Math.min(value ?? 0, n - 1), spec.label, set));
    } else if (spec.type === "seats") {
      const each = Array.isArray(value);
      const alts = (spec.alternatives || []).map((c) => [c.value, c.label]);
      const mode = selectOf(`opt-${spec.key}`, [...alts, [EACH, t("web-lobby-each-seat")]], each ? EACH : value, spec.label, (v) => {
        // one distinct choice per seat to start from
        set(v === EACH ? [...Array(n).keys()].map((i) => spec.choices[i % spec.choices.length].value) : v);
        renderOptions();
      });
      row.append(label, mode);
      if (each) {
        const list = el("ol", { class: "opt-seats" });
        for (let i = 0; i < n; i++) {
          const current = value[i] ?? spec.choices[i % spec.choices.length].value;
          const seatLabel = `${spec.label} · ${t("web-lobby-seat", { n: i + 1 })}`;
          list.append(el("li", {}, el("span", { class: "seat-name" }, t("web-lobby-seat", { n: i + 1 })),
            selectOf(`opt-${spec.key}-${i}`, spec.choices.map((c) => [c.value, c.label]), current, seatLabel, (v) => {
              const copy = [...values[spec.key]];
              copy[i] = v;
              set(copy);
            })));
        }
        // the list follows the seats: one entry each
        values[spec.key] = [...Array(n).keys()].map((i) => value[i] ?? spec.choices[i % spec.choices.length].value);
        row.append(list);
      }
    }
    box.append(row);
  }
  if (!shown) box.append(el("p", { class: "hint none" }, t("web-lobby-options-none")));
}

/** The level a new bot seat starts with (the server's default, a level worth playing). */
function defaultBot() {
  const game = meta && currentGame();
  return (game && meta.default_bots && meta.default_bots[game.name]) || (meta && meta.default_bot) || "medium";
}

/** Bot kinds with their one-line description (strength and speed), weakest first. */
function botLevels() { return meta.bot_levels || meta.bots.map((b) => ({ name: b, description: "" })); }

function renderSeats() {
  const list = document.getElementById("seats");
  const game = currentGame();
  list.replaceChildren();
  seats.forEach((s, i) => {
    const kind = el("select", { "aria-label": t("web-lobby-seat", { n: i + 1 }), class: "seat-kind" },
      el("option", { value: "human" }, t("web-seat-human")),
      el("option", { value: "open" }, t("web-seat-open")),
      el("option", { value: "bot" }, t("web-seat-bot")));
    kind.value = s.kind;
    kind.addEventListener("change", () => { s.kind = kind.value; s.level = s.level || defaultBot(); renderSeats(); });
    const level = el("select", { "aria-label": t("web-lobby-level"), class: "seat-level", hidden: s.kind !== "bot" },
      ...botLevels().map((b) => el("option", { value: b.name, title: b.description }, b.description ? `${b.name} — ${b.description}` : b.name)));
    level.value = s.level || defaultBot();
    level.addEventListener("change", () => { s.level = level.value; });
    const remove = el("button", { type: "button", class: "small", disabled: seats.length <= game.min_players,
      onclick: () => { seats.splice(i, 1); renderSeats(); } }, t("web-lobby-remove-seat"));
    list.append(el("li", {}, el("span", { class: "seat-name" }, t("web-lobby-seat", { n: i + 1 })), kind, level, remove));
  });
  document.getElementById("add-seat").disabled = seats.length >= game.max_players;
  // options that depend on the number of seats (solo only, one per seat, a seat)
  renderOptions();
}

/** The options to send: each option that applies to this many seats, null left out. */
function collectOptions() {
  const game = currentGame();
  const values = valuesOf(game);
  const out = {};
  for (const spec of game.options || []) {
    if (!applies(spec, seats.length)) continue;
    const v = spec.key in values ? values[spec.key] : spec.default;
    if (v !== null && v !== undefined) out[spec.key] = v;
  }
  return out;
}

function copyButton(text) {
  const b = el("button", { type: "button", class: "small" }, t("web-lobby-copy"));
  b.addEventListener("click", async () => {
    try { await navigator.clipboard.writeText(text); b.textContent = t("web-lobby-copied"); } catch { /* no clipboard */ }
  });
  return b;
}

async function create(ev) {
  ev.preventDefault();
  const err = document.getElementById("create-error");
  err.textContent = "";
  try {
    const body = {
      game: currentGame().name,
      options: collectOptions(),
      // "human": a player invited with a link; "open": anyone may join it from the lobby
      seats: seats.map((s) => (s.kind === "bot" ? { kind: "bot", level: s.level || defaultBot() }
        : s.kind === "open" ? { kind: "human", open: true } : { kind: "human" })),
      lang: document.documentElement.lang,
      listed: document.getElementById("listed").checked,
    };
    const g = await api("/api/games", body);
    const box = document.getElementById("created");
    // links come as paths unless the server knows its public address: complete them
    // with this page's own address (the one the players use)
    const abs = (u) => new URL(u, location.origin).href;
    g.spectate = abs(g.spectate);
    const humans = g.seats.filter((s) => s.url).map((s) => ({ ...s, url: abs(s.url) }));
    box.replaceChildren(
      el("h3", {}, t("web-lobby-created")),
      humans.length ? el("p", {}, t("web-lobby-links")) : null,
      el("ul", { class: "links" },
        ...humans.map((s) => el("li", {},
          el("a", { href: s.url, class: "play-link", dataset: { seat: s.seat } }, t("web-lobby-play-seat", { n: s.seat + 1 })),
          " ", el("input", { readonly: true, value: s.url, class: "link", "aria-label": t("web-lobby-play-seat", { n: s.seat + 1 }) }),
          copyButton(s.url))),
        el("li", {}, el("a", { href: g.spectate, class: "spectate-link" }, t("web-lobby-spectate")), " ",
          el("input", { readonly: true, value: g.spectate, class: "link" }), copyButton(g.spectate))),
    );
    box.hidden = false;
    refreshLists();
  } catch (e) {
    err.textContent = e.message;
  }
}

async function join(id) {
  try {
    const j = await api(`/api/games/${id}/join`, {});
    location.href = j.url;
  } catch (e) {
    alert(e.message);
  }
}

function describe(g) {
  const seatsText = g.seats.map((s) => (s.kind === "bot" ? `[${s.level}]` : s.claimed ? "●" : s.open ? "○" : "◌")).join(" ");
  const opts = Object.entries(g.config).filter(([k]) => k !== "players").map(([k, v]) => `${k}=${v}`).join(", ");
  return `${g.game} · ${t("web-lobby-players", { n: g.seats.length })} · ${seatsText}${opts ? " · " + opts : ""}`;
}

async function refreshLists() {
  const open = document.getElementById("open-list");
  const done = document.getElementById("finished-list");
  try {
    const [o, f] = await Promise.all([api("/api/games?status=open"), api("/api/games?status=finished&limit=20")]);
    open.replaceChildren(...(o.games.length ? o.games.map((g) => el("li", {},
      el("span", { class: "desc" }, describe(g), " · ", t("web-lobby-free", { n: g.free.length })),
      el("button", { type: "button", class: "small join", onclick: () => join(g.id) }, t("web-lobby-join")),
      el("a", { href: `/game/${g.id}`, class: "small" }, t("web-lobby-watch")))) : [el("li", { class: "none" }, t("web-lobby-open-none"))]));
    done.replaceChildren(...(f.games.length ? f.games.map((g) => el("li", {},
      el("span", { class: "desc" }, describe(g)),
      el("a", { href: `/replay/${g.id}`, class: "small" }, t("web-lobby-replay")))) : [el("li", { class: "none" }, t("web-lobby-finished-none"))]));
  } catch (e) {
    open.replaceChildren(el("li", { class: "error" }, e.message));
  }
}

/** Fit the seats to the chosen game's player counts, then draw the form. */
function rerender() {
  applyI18n();
  const game = currentGame();
  while (seats.length < game.min_players) seats.push({ kind: "bot", level: defaultBot() });
  while (seats.length > game.max_players) seats.pop();
  renderSeats();
  refreshLists();
}

async function loadMeta() {
  // option labels come translated: fetch again when the language changes
  meta = await api(`/api/meta?lang=${encodeURIComponent(lang())}`);
}

async function main() {
  await loadCatalog(initialLang());
  await loadMeta();
  const gameSelect = document.getElementById("game");
  gameSelect.replaceChildren(...meta.games.map((g) => el("option", { value: g.name }, g.name)));
  const fromQuery = new URLSearchParams(location.search).get("game");
  const preferred = meta.games.find((g) => g.name === fromQuery) || meta.games.find((g) => g.renderer) || meta.games[0];
  gameSelect.value = preferred.name;
  gameSelect.addEventListener("change", rerender);
  languageSwitcher(document.getElementById("lang"), async () => { await loadMeta(); rerender(); });
  document.getElementById("add-seat").addEventListener("click", () => { seats.push({ kind: "bot", level: defaultBot() }); renderSeats(); });
  document.getElementById("create").addEventListener("submit", create);
  document.getElementById("refresh").addEventListener("click", refreshLists);
  await rerender();
  document.body.dataset.ready = "1";
}

main();
