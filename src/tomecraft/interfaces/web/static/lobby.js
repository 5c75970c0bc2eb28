// The lobby: create a game (options, seats), list open games to join, finished ones to replay.
import { applyI18n, el, initialLang, languageSwitcher, loadCatalog, loadRenderer, t } from "/static/common.js";

let meta = null;
let renderer = null;
const seats = [{ kind: "human" }, { kind: "bot", level: "greedy" }];

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

async function renderOptions() {
  const box = document.getElementById("options");
  const game = currentGame();
  renderer = await loadRenderer(game.name, game.renderer);
  box.replaceChildren(el("legend", {}, t("web-lobby-options")));
  const specs = renderer && renderer.lobbyOptions ? renderer.lobbyOptions : null;
  if (!specs) {
    box.append(el("label", { class: "row" }, el("span", {}, t("web-lobby-options-json")),
      el("textarea", { id: "opt-json", rows: 2, placeholder: "{}" })));
    return;
  }
  for (const spec of specs) {
    const select = el("select", { id: `opt-${spec.key}`, dataset: { key: spec.key } },
      ...spec.choices.map((c) => el("option", { value: JSON.stringify(c.value) }, t(c.label))));
    select.value = JSON.stringify(spec.default);
    const label = el("label", { class: "row", id: `opt-row-${spec.key}` }, el("span", {}, t(spec.label)), select);
    if (spec.soloOnly) label.hidden = seats.length !== 1;
    box.append(label);
  }
}

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
    kind.addEventListener("change", () => { s.kind = kind.value; s.level = s.level || "greedy"; renderSeats(); });
    const level = el("select", { "aria-label": t("web-lobby-level"), class: "seat-level", hidden: s.kind !== "bot" },
      ...meta.bots.map((b) => el("option", { value: b }, b)));
    level.value = s.level || "greedy";
    level.addEventListener("change", () => { s.level = level.value; });
    const remove = el("button", { type: "button", class: "small", disabled: seats.length <= game.min_players,
      onclick: () => { seats.splice(i, 1); renderSeats(); } }, t("web-lobby-remove-seat"));
    list.append(el("li", {}, el("span", { class: "seat-name" }, t("web-lobby-seat", { n: i + 1 })), kind, level, remove));
  });
  document.getElementById("add-seat").disabled = seats.length >= game.max_players;
  for (const spec of (renderer && renderer.lobbyOptions) || []) {
    const row = document.getElementById(`opt-row-${spec.key}`);
    if (row && spec.soloOnly) row.hidden = seats.length !== 1;
  }
}

function collectOptions() {
  const json = document.getElementById("opt-json");
  if (json) return json.value.trim() ? JSON.parse(json.value) : {};
  const out = {};
  for (const spec of (renderer && renderer.lobbyOptions) || []) {
    if (spec.soloOnly && seats.length !== 1) continue;
    const v = JSON.parse(document.getElementById(`opt-${spec.key}`).value);
    if (v !== null) out[spec.key] = v;
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
      seats: seats.map((s) => (s.kind === "bot" ? { kind: "bot", level: s.level || "greedy" }
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

async function rerender() {
  applyI18n();
  await renderOptions();
  renderSeats();
  refreshLists();
}

async function main() {
  await loadCatalog(initialLang());
  meta = await api("/api/meta");
  const gameSelect = document.getElementById("game");
  gameSelect.replaceChildren(...meta.games.map((g) => el("option", { value: g.name }, g.name)));
  const preferred = meta.games.find((g) => g.renderer) || meta.games[0];
  gameSelect.value = preferred.name;
  gameSelect.addEventListener("change", rerender);
  languageSwitcher(document.getElementById("lang"), rerender);
  document.getElementById("add-seat").addEventListener("click", () => { seats.push({ kind: "bot", level: "greedy" }); renderSeats(); });
  document.getElementById("create").addEventListener("submit", create);
  document.getElementById("refresh").addEventListener("click", refreshLists);
  await rerender();
  document.body.dataset.ready = "1";
}

main();
