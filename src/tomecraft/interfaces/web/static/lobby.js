// The lobby: create a game (options, seats, pace and clock), list your games (where it is
// your turn), open games to join and finished ones to replay.
import { applyI18n, el, has, initialLang, lang, languageSwitcher, loadCatalog, t } from "/static/common.js";
import { forgetSeats, mySeats, rememberSeat } from "/static/mine.js";

let meta = null;
const seats = [{ kind: "human" }, { kind: "bot", level: null }];
// The finished game whose campaign the new game continues ({id, game}), or null.
let following = null;

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

/** A game's name as shown (its title where the catalogue has one). */
function gameTitle(name) {
  return has(`web-game-name-${name}`) ? t(`web-game-name-${name}`) : name;
}

/** Clock lengths offered for live games, in seconds (0: no clock). */
const CLOCKS = [0, 15, 30, 60, 120, 300, 600];

function clockText(s) {
  if (!s) return t("web-lobby-clock-none");
  return s < 60 || s % 60 ? t("web-lobby-clock-seconds", { s }) : t("web-lobby-clock-minutes", { m: s / 60 });
}

/** The pace and clock fields: the clock is for live games only. */
function renderPace() {
  const pace = document.getElementById("pace");
  const clock = document.getElementById("clock");
  const keep = clock.value || "0";
  clock.replaceChildren(...CLOCKS.map((s) => el("option", { value: String(s) }, clockText(s))));
  clock.value = keep;
  const live = pace.value === "live";
  document.getElementById("clock-row").hidden = !live;
  document.getElementById("takeover-row").hidden = !live; // turn-based: seats are never taken
  document.getElementById("pace-hint").textContent = t(live ? "web-lobby-pace-live-hint" : "web-lobby-pace-turn-hint");
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
    } else if (spec.type === "flag") {
      const box = el("input", { id: `opt-${spec.key}`, type: "checkbox" });
      box.checked = Boolean(value);
      box.addEventListener("change", () => set(box.checked));
      row.append(label, box);
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

/** The bot kinds the chosen game supports (the server says which), with their one-line
 * description (strength and speed) in that game, weakest first. */
function botLevels() {
  const all = meta.bot_levels || meta.bots.map((b) => ({ name: b, description: "" }));
  const game = currentGame();
  if (!game || !game.bots) return all;
  const own = game.bot_descriptions || {};
  return all.filter((b) => game.bots.includes(b.name))
    .map((b) => (own[b.name] ? { ...b, description: own[b.name] } : b));
}

function renderSeats() {
  const list = document.getElementById("seats");
  const game = currentGame();
  const offered = botLevels().map((b) => b.name);
  list.replaceChildren();
  seats.forEach((s, i) => {
    // a kind this game does not support (chosen for another game) goes back to the default
    if (s.level && !offered.includes(s.level)) s.level = defaultBot();
    const kind = el("select", { "aria-label": t("web-lobby-seat", { n: i + 1 }), class: "seat-kind" },
      el("option", { value: "human" }, t("web-seat-human")),
      el("option", { value: "open" }, t("web-seat-open")),
      el("option", { value: "bot" }, t("web-seat-bot")));
    kind.value = s.kind;
    kind.addEventListener("change", () => { s.kind = kind.value; s.level = s.level || defaultBot(); renderSeats(); });
    // the closed list shows the level's name only (a description did not fit, even on a
    // desktop); the chosen level's description is the line under the seat
    const levels = botLevels();
    const level = el("select", { "aria-label": `${t("web-lobby-level")} · ${t("web-lobby-seat", { n: i + 1 })}`, class: "seat-level", hidden: s.kind !== "bot" },
      ...levels.map((b) => el("option", { value: b.name, title: b.description }, b.name)));
    level.value = s.level || defaultBot();
    const about = el("small", { class: "seat-level-about hint", hidden: s.kind !== "bot" });
    const describe = () => {
      const b = levels.find((x) => x.name === level.value);
      about.textContent = b && b.description ? b.description : "";
      level.title = about.textContent;
    };
    describe();
    level.addEventListener("change", () => { s.level = level.value; describe(); });
    const remove = el("button", { type: "button", class: "small", disabled: seats.length <= game.min_players,
      onclick: () => { seats.splice(i, 1); renderSeats(); } }, t("web-lobby-remove-seat"));
    list.append(el("li", {}, el("span", { class: "seat-name" }, t("web-lobby-seat", { n: i + 1 })), kind, level, remove, about));
  });
  document.getElementById("add-seat").disabled = seats.length >= game.max_players;
  // coach: with one person against bots hints are on anyway; the switch is for several
  document.getElementById("hints-row").hidden = seats.filter((s) => s.kind !== "bot").length < 2;
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
      pace: document.getElementById("pace").value,
    };
    if (following && following.game === body.game) body.follows = following.id;
    const clock = Number(document.getElementById("clock").value);
    if (body.pace === "live" && clock > 0) body.clock = clock;
    body.takeover = body.pace === "live" && document.getElementById("takeover").checked;
    if (!document.getElementById("hints-row").hidden && document.getElementById("hints").checked) body.hints = true;
    const g = await api("/api/games", body);
    const box = document.getElementById("created");
    // links come as paths unless the server knows its public address: complete them
    // with this page's own address (the one the players use)
    const abs = (u) => new URL(u, location.origin).href;
    g.spectate = abs(g.spectate);
    const humans = g.seats.filter((s) => s.url).map((s) => ({ ...s, url: abs(s.url) }));
    // the seats created here are this browser's until their links are opened elsewhere:
    // each stays under "your games" (with its link) after the next game is created
    for (const s of [...humans].reverse()) rememberSeat(g.id, s.token);
    box.replaceChildren(
      el("h3", {}, t("web-lobby-created")),
      ...(humans.length ? [el("p", {}, t("web-lobby-links"))] : []), // replaceChildren writes null as text
      el("ul", { class: "links" },
        ...humans.map((s) => el("li", {},
          el("a", { href: s.url, class: "play-link", dataset: { seat: s.seat } }, t("web-lobby-play-seat", { n: s.seat + 1 })),
          " ", el("input", { readonly: true, value: s.url, class: "link", "aria-label": t("web-lobby-play-seat", { n: s.seat + 1 }) }),
          copyButton(s.url))),
        el("li", {}, el("a", { href: g.spectate, class: "spectate-link" }, t("web-lobby-spectate")), " ",
          el("input", { readonly: true, value: g.spectate, class: "link", "aria-label": t("web-lobby-spectate") }), copyButton(g.spectate))),
    );
    box.hidden = false;
    // the seat links are what to do next: bring them into view (below the form)
    box.scrollIntoView({ block: "nearest", behavior: "instant" });
    setFollowing(null);
    refreshLists();
  } catch (e) {
    err.textContent = e.message;
  }
}

/** The note saying which finished game the new one continues (or none). */
function setFollowing(f) {
  following = f;
  const note = document.getElementById("follows");
  note.hidden = !f;
  document.getElementById("follows-text").textContent = f ? t("web-lobby-follows", { game: f.title }) : "";
}

/** Fill the form for the next game of a finished game's campaign: the same game and
 * seats, the options the game picks with the carried record (its next chapter). */
async function continueCampaign(g) {
  const next = await api(`/api/games/${encodeURIComponent(g.id)}/next?lang=${encodeURIComponent(lang())}`);
  document.getElementById("game").value = next.game;
  seats.splice(0, seats.length, ...next.seats.map((s) => (s.kind === "bot" ? { kind: "bot", level: s.level } : { kind: "human" })));
  picked[next.game] = { ...next.options };
  setFollowing({ id: next.id, game: next.game, title: gameTitle(next.game) });
  await rerender();
  document.getElementById("new").scrollIntoView();
  document.getElementById("create-btn").focus();
}

async function join(id) {
  try {
    const j = await api(`/api/games/${id}/join`, {});
    rememberSeat(id, j.token);
    location.href = j.url;
  } catch (e) {
    alert(e.message);
  }
}

/** Who sits where, in words: "Player 1 (person), Player 2 (bot: medium)"; in open games
 * an unclaimed open seat is "free" and an unclaimed invited one "invited". */
function whoPlays(g, finished) {
  return (g.names || []).map((s) => {
    const open = ((g.seats || [])[s.seat] || {}).open;
    const what = s.kind === "bot" ? t("web-lobby-who-bot", { level: s.level })
      : finished || s.claimed ? t("web-lobby-who-human")
        : open ? t("web-lobby-who-free") : t("web-lobby-who-invited");
    return `${s.name} (${what})`;
  }).join(", ");
}

/** A game of a list: its title, who plays, its options (labels and values, never raw). */
function describe(g, finished = false) {
  const opts = (g.options || []).map((o) => `${o.label}: ${o.value}`).join(", ");
  const pace = g.pace === "turn-based" ? t("web-lobby-pace-turn") : g.clock ? t("web-lobby-clocked", { clock: clockText(g.clock) }) : "";
  return [gameTitle(g.game), whoPlays(g, finished), opts, pace].filter(Boolean).join(" · ");
}

/** The seats of one game held here (answers of /api/mine) as one entry: the game,
 * `seats` (the seat whose turn it is first) and whether it is the turn of one of them. */
function byGame(shown) {
  const games = new Map();
  for (const g of shown) {
    if (games.has(g.id)) games.get(g.id).push(g);
    else games.set(g.id, [g]);
  }
  return [...games.values()].map((seats) => {
    seats.sort((a, b) => (b.your_turn - a.your_turn) || a.seat - b.seat);
    const turn = seats.find((s) => s.your_turn);
    return { ...(turn || seats[0]), seats, your_turn: Boolean(turn) };
  });
}

/** "Your games": the games whose seats this browser holds (a game once, with its
 * seats), your turn first. */
async function refreshMine() {
  const box = document.getElementById("mine");
  const list = document.getElementById("mine-list");
  const held = mySeats();
  box.hidden = !held.length;
  if (!held.length) return;
  const answer = await api(`/api/mine?lang=${encodeURIComponent(lang())}`, { games: held.map(({ id, token }) => ({ id, token })) });
  const gone = [];
  const shown = [];
  answer.games.forEach((g, i) => {
    const mine = held[i];
    if (g.gone || g.status === "expired") gone.push(mine);
    else shown.push({ ...g, token: mine.token });
  });
  if (gone.length) forgetSeats(gone);
  const games = byGame(shown);
  games.sort((a, b) => (b.your_turn - a.your_turn) || (a.status === "finished") - (b.status === "finished") || b.updated - a.updated);
  box.hidden = !games.length;
  list.replaceChildren(...games.map((g) => {
    const url = (s) => `/game/${encodeURIComponent(g.id)}#token=${encodeURIComponent(s.token)}`;
    const state = g.status === "finished" ? t("web-lobby-mine-over")
      : g.your_turn ? (g.clock_left !== null ? t("web-lobby-mine-turn-clock", { s: Math.ceil(g.clock_left) }) : t("web-lobby-mine-turn"))
        : t("web-lobby-mine-waiting");
    const several = g.seats.length > 1;
    const who = several ? t("web-lobby-mine-seats", { names: g.seats.map((s) => s.name).join(", ") }) : t("web-lobby-mine-as", { name: g.name });
    // one link per seat held (the seat whose turn it is first), named when there are several
    const links = g.seats.map((s) => el("a", { href: url(s), class: `small play${s.your_turn ? " turn" : ""}`, dataset: { seat: s.seat } },
      several ? t("web-lobby-mine-play-as", { name: s.name })
        : g.status === "finished" ? t("web-lobby-mine-open") : t("web-lobby-mine-play")));
    return el("li", { class: g.your_turn ? "your-turn" : "", dataset: { id: g.id, yourTurn: g.your_turn ? "1" : "", seats: g.seats.length } },
      el("span", { class: "desc" }, el("strong", { class: "state" }, state), " · ", who, " · ", describe(g)),
      ...links,
      g.carries ? el("button", { type: "button", class: "small continue", onclick: () => continueCampaign(g).catch((e) => alert(e.message)) }, t("web-lobby-mine-continue")) : null);
  }));
}

async function refreshLists() {
  const open = document.getElementById("open-list");
  const done = document.getElementById("finished-list");
  try {
    const q = `lang=${encodeURIComponent(lang())}`;
    const [o, f] = await Promise.all([api(`/api/games?status=open&${q}`), api(`/api/games?status=finished&limit=20&${q}`)]);
    open.replaceChildren(...(o.games.length ? o.games.map((g) => el("li", {},
      el("span", { class: "desc" }, describe(g), " · ", t("web-lobby-free", { n: g.free.length })),
      el("button", { type: "button", class: "small join", onclick: () => join(g.id) }, t("web-lobby-join")),
      el("a", { href: `/game/${g.id}`, class: "small" }, t("web-lobby-watch")))) : [el("li", { class: "none" }, t("web-lobby-open-none"))]));
    done.replaceChildren(...(f.games.length ? f.games.map((g) => el("li", {},
      el("span", { class: "desc" }, describe(g, true)),
      el("a", { href: `/replay/${g.id}`, class: "small" }, t("web-lobby-replay")))) : [el("li", { class: "none" }, t("web-lobby-finished-none"))]));
  } catch (e) {
    open.replaceChildren(el("li", { class: "error" }, e.message));
  }
  try {
    await refreshMine();
  } catch (e) {
    document.getElementById("mine-list").replaceChildren(el("li", { class: "error" }, e.message));
  }
}

/** Fit the seats to the chosen game's player counts, then draw the form. */
function rerender() {
  applyI18n();
  const game = currentGame();
  while (seats.length < game.min_players) seats.push({ kind: "bot", level: defaultBot() });
  while (seats.length > game.max_players) seats.pop();
  renderSeats();
  return refreshLists();
}

async function loadMeta() {
  // option labels come translated: fetch again when the language changes
  meta = await api(`/api/meta?lang=${encodeURIComponent(lang())}`);
}

async function main() {
  await loadCatalog(initialLang());
  await loadMeta();
  const gameSelect = document.getElementById("game");
  gameSelect.replaceChildren(...meta.games.map((g) => el("option", { value: g.name }, gameTitle(g.name))));
  const fromQuery = new URLSearchParams(location.search).get("game");
  // the game asked for, else the server's default (the game the README names)
  const preferred = meta.games.find((g) => g.name === fromQuery)
    || meta.games.find((g) => g.name === meta.default_game) || meta.games[0];
  gameSelect.value = preferred.name;
  gameSelect.addEventListener("change", () => { setFollowing(null); rerender(); });
  document.getElementById("follows-clear").addEventListener("click", () => setFollowing(null));
  languageSwitcher(document.getElementById("lang"), async () => {
    await loadMeta();
    for (const o of gameSelect.options) o.textContent = gameTitle(o.value);
    renderPace();
    setFollowing(following);
    rerender();
  });
  document.getElementById("pace").addEventListener("change", renderPace);
  renderPace();
  document.getElementById("add-seat").addEventListener("click", () => { seats.push({ kind: "bot", level: defaultBot() }); renderSeats(); });
  document.getElementById("create").addEventListener("submit", create);
  document.getElementById("refresh").addEventListener("click", refreshLists);
  await rerender();
  // your turn may come while the lobby is open: look again now and then
  setInterval(() => { if (!document.hidden) refreshMine().catch(() => {}); }, 20000);
  document.body.dataset.ready = "1";
}

main();
