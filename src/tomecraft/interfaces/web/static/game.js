// The game page: one WebSocket to the server, which sends this seat's view, its options
// (already translated) and the narrated log; the board is drawn by the game's renderer.
import {
  addTexts, applyI18n, el, initialLang, lang, languageSwitcher, loadCatalog, loadRenderer,
  renderGenericBoard, renderResult, t,
} from "/static/common.js";
import { tutorialPanel } from "/static/tutorial-panel.js";
import { forgetSeats, rememberSeat } from "/static/mine.js"; // web-lobby: "your games"
import { showClock } from "/static/clock.js"; // web-lobby: the per-decision clock
import { ChangeMarker, applyTopics, describeOptions, numberKeys, renderTopicList } from "/static/aids.js"; // web-board
import { Animator } from "/static/anim.js"; // web-anim: moves travel on the board
import { TurnReplay } from "/static/turn-replay.js"; // web-anim: replay the last turn
import { initHint, showHint } from "/static/hint.js"; // coach: the Hint button

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const params = new URLSearchParams(location.search);
// Seat links carry the token in the fragment (#token=..., never sent to the server, so
// never in its logs); old links had it in the query.
const fragment = new URLSearchParams(location.hash.slice(1));
const linkToken = fragment.get("token") || params.get("token");
const tokenKey = `tomecraft.token.${gameId}`;
let token = linkToken || sessionStorage.getItem(tokenKey) || "";
if (linkToken) sessionStorage.setItem(tokenKey, token);
if (linkToken) rememberSeat(gameId, linkToken); // the lobby's "your games" lists it
// True once the server has answered this connection's hello with our seat's state.
let seated = false;

let ws = null;
let last = null;
let renderer = undefined;
let retry = 0;
let closedForGood = false;
let frame = 0;
let pendingLog = { lines: [], reset: false };
// The state on screen (its options answer its version), and the version a decision or
// undo was sent for: until a newer state (or an error) comes, nothing more is sent and
// the options stay disabled, so a double click cannot land on the next decision.
let shown = null;
let sentFor = null;
const logList = () => document.getElementById("log");
// web-board: what changed on the board, and each seat's last few log lines ("recent").
const marker = new ChangeMarker();
const RECENT = 3;
let recent = new Map();
let markedLang = null;
// web-anim: moves travel (FLIP), and the states since this seat's last decision replay
const animator = new Animator();
const turnReplay = new TurnReplay({ draw: (m, animate) => drawBoard(m, animate, true), done: () => { if (last) render(); } });

function send(obj) {
  if (!ws || ws.readyState !== WebSocket.OPEN) return false;
  ws.send(JSON.stringify(obj));
  return true;
}

function lockOptions() {
  document.body.dataset.busy = "1";
  for (const b of document.querySelectorAll("#options button, #board button.pick, #undo")) b.disabled = true;
}

// Send a decision or an undo for the state on screen, once.
function answer(msg) {
  if (!shown || shown.status !== "active" || sentFor === shown.version) return;
  if (!send({ ...msg, version: shown.version })) return;
  sentFor = shown.version;
  marker.decided(shown.version);
  turnReplay.decided(shown.version); // web-anim: the next state starts a new turn
  document.getElementById("error").textContent = "";
  lockOptions();
}

function decide(id) {
  answer({ type: "decide", option: id });
}

function setConn(key) {
  const c = document.getElementById("conn");
  c.dataset.state = key;
  c.textContent = t(`web-game-${key}`);
}

function connect() {
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const q = new URLSearchParams({ lang: lang() });
  setConn("connecting");
  seated = false;
  ws = new WebSocket(`${proto}://${location.host}/ws/${encodeURIComponent(gameId)}?${q}`);
  ws.addEventListener("open", () => {
    retry = 0; sentFor = null; setConn("connected");
    // the token goes in the first message, not in the URL (which servers log)
    if (token) send({ type: "hello", token });
  });
  ws.addEventListener("message", (ev) => receive(JSON.parse(ev.data)));
  ws.addEventListener("close", (ev) => {
    if (closedForGood || ev.code === 4403 || ev.code === 4404 || ev.code === 4001) {
      setConn("disconnected");
      document.getElementById("conn").textContent = "";
      return;
    }
    setConn("disconnected");
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 300 * 2 ** retry);
  });
}

function seatName(i) {
  return last && last.seats[i] ? last.seats[i].name : `#${i + 1}`;
}

// Messages are handled one at a time, in the order they came. The first state waits for
// the board module to load; messages that come meanwhile wait behind it. Handled side by
// side, each awaiting the module itself, they resumed in whatever order the browser
// settled the imports (not the order they came): an older state drawn last stayed on
// screen, and the page never saw its turn. A message that fails is reported (as an
// uncaught error) without stopping the ones after it.
let inbox = Promise.resolve();
function receive(m) {
  inbox = inbox.then(() => onMessage(m)).catch((e) => reportError(e));
}

async function onMessage(m) {
  if (m.type === "error") {
    document.getElementById("error").textContent = m.message;
    if (sentFor !== null) { sentFor = null; if (last) render(); } // refused: choose again
    if (["bad-token", "no-game", "left", "replaced"].includes(m.code)) {
      closedForGood = true;
      // a seat a bot took keeps its link: reopening it takes the seat back
      if (m.code === "bad-token" || m.code === "left") { sessionStorage.removeItem(tokenKey); token = ""; }
    }
    return;
  }
  if (m.type === "presence") { // who is online changed, nothing else: redraw the players
    if (!last || (token && !seated)) return;
    m.connected.forEach((on, i) => { if (last.seats[i]) last.seats[i].connected = on; });
    scheduleDraw();
    return;
  }
  if (m.type !== "state") return;
  // until the hello is answered, the server may send the spectators' view: skip it
  if (token && !seated) { if (m.seat === null) return; seated = true; }
  if (renderer === undefined) renderer = await loadRenderer(m.game, !m.board);
  addTexts(m.lang, m.texts); // texts the table has read (Wonder Book's cards)
  last = m;
  turnReplay.add(m); // web-anim: this seat's own view, kept for "replay the last turn"
  if (m.log_reset) pendingLog = { lines: [], reset: true };
  pendingLog.lines.push(...m.log);
  scheduleDraw();
}

// Several messages can arrive within one frame (bots moving): draw once per frame.
function scheduleDraw() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    render();
    appendLog(pendingLog.lines, pendingLog.reset);
    pendingLog = { lines: [], reset: false };
  });
}

// The log, grouped (web-anim): a line that joins the group of the line before it (the
// same seat saying the same kind of thing: "g") replaces that line with the group's text
// ("Drew 6 cards."). The list keeps to its newest line unless the reader scrolled up.
function appendLog(lines, reset) {
  const list = logList();
  const atEnd = reset || list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  if (reset) list.replaceChildren();
  for (const line of lines) {
    const end = list.lastElementChild;
    if (line.n > 1 && end && end.dataset.g === String(line.g)) {
      end.textContent = line.sum;
      end.dataset.n = line.n;
      continue;
    }
    list.append(el("li", { class: line.seat === null ? "ev-public" : `ev-seat ev-seat-${line.seat}`, dataset: { i: line.i, g: line.g } }, line.text));
  }
  while (list.children.length > 600) list.firstChild.remove();
  if (reset) recent = new Map();
  for (const line of lines) {
    if (line.seat === null || line.seat === undefined || line.i < 0) continue;
    const mine = recent.get(line.seat) || [];
    const end = mine[mine.length - 1];
    if (line.n > 1 && end && end.g === line.g) end.text = line.sum;
    else mine.push({ g: line.g, text: line.text });
    recent.set(line.seat, mine.slice(-RECENT));
  }
  if (lines.length || reset) showRecent();
  fitLog(); // after the recent moves above it took their room
  if (lines.length && atEnd) list.scrollTop = list.scrollHeight;
}

// web-anim: on a wide screen the log takes what the side column leaves below the panels
// above it, so its newest line (the list keeps to its end) is on screen, not below the
// column's fold; at least 5 lines' worth (with more above it, the column scrolls). On a
// phone the page scrolls: nothing to fit.
function fitLog() {
  const list = logList();
  const side = document.getElementById("side");
  if (!matchMedia("(min-width: 821px)").matches || getComputedStyle(side).overflowY !== "auto") {
    list.style.maxHeight = "";
    return;
  }
  const tall = parseFloat(getComputedStyle(side).maxHeight) || side.clientHeight; // the column's height at most
  const top = list.getBoundingClientRect().top - side.getBoundingClientRect().top + side.scrollTop;
  const below = 16; // the log panel's padding and border
  const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  list.style.maxHeight = `${Math.max(96, Math.floor(tall - top - below))}px`;
  if (atEnd) list.scrollTop = list.scrollHeight; // still at its newest line
}

// The last few moves of each other seat, under its name in the players list.
function showRecent() {
  const m = last;
  if (!m) return;
  for (const li of document.querySelectorAll("#players li[data-seat]")) {
    const seat = Number(li.dataset.seat);
    const box = li.querySelector(".recent");
    const lines = seat === m.seat ? [] : recent.get(seat) || [];
    // under the seat's own name, its lines drop the "Player 2: " they start with
    const named = t("web-log-line", { seat: seatName(seat), text: "" });
    const bare = (text) => (named !== "web-log-line" && text.startsWith(named) ? text.slice(named.length) : text);
    const list = lines.length
      ? el("ol", { class: "recent", "aria-label": t("web-game-recent", { name: seatName(seat) }) }, ...lines.map((x) => el("li", { title: bare(x.text) }, bare(x.text))))
      : null;
    if (box) box.remove();
    if (list) li.append(list);
  }
}

// web-board: a topic's text and why it is not offered, in the side panel.
function showWhy(tp) {
  const box = document.getElementById("topics-box");
  box.open = true;
  document.getElementById("why").replaceChildren(
    el("strong", {}, tp.name),
    tp.text ? el("span", { class: "what" }, " ", tp.text) : null,
    tp.why_not ? el("span", { class: "why-not" }, " ", t("web-game-why-not", { reason: tp.why_not })) : null);
}

function render() {
  const m = last;
  if (!m) return;
  shown = m;
  document.body.dataset.version = m.version;
  document.body.dataset.status = m.status;
  document.body.dataset.seat = m.seat === null ? "" : m.seat;
  document.body.dataset.yourTurn = m.options.length ? "1" : "";
  const who = document.getElementById("who");
  who.textContent = m.seat === null ? t("web-game-spectator") : t("web-game-you-are", { name: seatName(m.seat) });
  const board = document.getElementById("board");
  if (!turnReplay.active) { // web-anim: while the last turn replays, it draws the board
    drawBoard(m, true, false);
    if (m.lang !== markedLang) { marker.reset(); markedLang = m.lang; } // new texts, not moves
    marker.mark(board, m.seat, m.version); // web-board: what changed
    applyTopics(board, m.topics, showWhy, m.options.length > 0);
  }
  turnReplay.showButton(document.getElementById("replay-turn"));
  const topicsBox = document.getElementById("topics-box");
  topicsBox.hidden = !(m.topics && m.topics.length);
  renderTopicList(document.getElementById("topics"), m.topics, showWhy);
  tutorialPanel(m, document.getElementById("side"));
  showClock(m); // web-lobby: time left on the per-decision clock (live games)

  const prompt = document.getElementById("prompt");
  const opts = document.getElementById("options");
  opts.replaceChildren();
  if (m.status === "finished") {
    prompt.textContent = t("web-game-over");
  } else if (m.options.length) {
    // a board may say whose turn it is when the decision is not its turn's (renderer.yourTurn)
    const lead = renderer && renderer.yourTurn ? renderer.yourTurn(m, t) : t("web-game-your-turn");
    prompt.replaceChildren(el("strong", {}, lead), " — ", m.prompt || "");
    m.options.forEach((o, i) => {
      // web-board: number keys choose (1-9, two digits for 10 and more)
      opts.append(el("button", { type: "button", class: "opt", dataset: { option: o.id }, "aria-keyshortcuts": String(i + 1), onclick: () => decide(o.id) },
        el("kbd", { class: "num", "aria-hidden": "true" }, i + 1), " ", o.label));
    });
  } else if (m.actor === -1) {
    prompt.textContent = t("web-game-chance");
  } else if (m.actor !== null) {
    // web-board: the prompt speaks to the actor ("your pool"): quoted as the actor's question
    prompt.replaceChildren(t("web-game-waiting", { name: seatName(m.actor) }), el("br"),
      m.prompt ? el("small", { class: "asked" }, t("web-game-asked", { name: seatName(m.actor), prompt: m.prompt })) : "");
  }
  describeOptions(document.querySelector("main.game"), m.topics); // web-board
  if (m.error) document.getElementById("error").textContent = m.error;
  const undo = document.getElementById("undo");
  undo.hidden = !m.can_undo;
  undo.disabled = false;
  if (sentFor === m.version) lockOptions();
  else document.body.dataset.busy = "";

  const result = document.getElementById("result");
  renderResult(result, m.result);
  if (m.result) {
    result.append(el("p", { class: "after" },
      el("a", { href: `/replay/${encodeURIComponent(m.id)}` }, t("web-game-replay")), " · ",
      el("a", { href: `/replay/${encodeURIComponent(m.id)}#review` }, t("web-game-review")), " · ",
      el("a", { href: `/api/games/${encodeURIComponent(m.id)}/file`, download: "" }, t("web-game-download")), " · ",
      el("a", { href: "/" }, t("web-lobby-link"))));
  }

  const players = document.getElementById("players");
  players.replaceChildren(...m.seats.map((s) => {
    const kind = s.kind === "bot" ? t("web-game-bot", { level: s.level }) : s.claimed ? t("web-game-human") : t("web-game-free");
    const status = s.kind === "bot" ? "" : s.connected ? t("web-game-online") : t("web-game-offline");
    // a bot only for a seat with no player, or one absent on its own turn (live games);
    // the server says which (handover), and counts the votes where the players vote
    const me = m.seat !== null ? m.seats[m.seat] : null;
    const canReplace = me && me.kind === "human" && s.handover && m.status === "active";
    const label = s.votes ? t("web-game-vote", { votes: s.votes }) : t("web-game-replace");
    // the seat's owner, while a bot holds it: take it back
    const reclaim = s.you && s.kind === "bot" && m.status === "active";
    return el("li", { class: (s.you ? "you " : "") + (m.actor === s.seat ? "active" : ""), dataset: { seat: s.seat } },
      el("span", { class: "dot " + (s.kind === "bot" || s.connected ? "on" : "off") }),
      `${s.name} ${s.you ? t("web-game-you") : ""} · ${kind}${status ? " · " + status : ""}`,
      canReplace ? el("button", { type: "button", class: "small replace", onclick: () => replaceSeat(s.seat) }, label) : null,
      reclaim ? el("button", { type: "button", class: "small reclaim", title: t("web-game-bot-holds"), onclick: () => send({ type: "reclaim" }) }, t("web-game-reclaim")) : null);
  }));
  document.getElementById("leave").hidden = m.seat === null || m.status !== "active";
  showRecent();
  showHint(m); // coach: the Hint button, the hint for this decision, hints used
  fitLog();
}

// The board of state message m (web-anim: its moves travel if animate). A replayed state
// (old) is drawn without its options, so nothing on it can be clicked.
function drawBoard(m, animate, old) {
  const board = document.getElementById("board");
  const first = animate ? animator.before(board) : null;
  const view = old ? { ...m, options: [] } : m;
  const ctx = { t, decide: old ? () => {} : decide, seat: m.seat, lang: lang(), options: view.options };
  if (renderer) renderer.render(board, view, ctx);
  else renderGenericBoard(board, m.board, ctx);
  if (animate) animator.after(board, first);
}

async function replaceSeat(seat) {
  const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/seats/${seat}/bot?lang=${lang()}`, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }),
  });
  if (!r.ok) document.getElementById("error").textContent = (await r.json()).detail;
}

async function leave() {
  if (!confirm(t("web-game-leave-confirm"))) return;
  const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/leave?lang=${lang()}`, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }),
  });
  if (r.ok) { // a seat left is no longer one of "your games"
    closedForGood = true; sessionStorage.removeItem(tokenKey); forgetSeats([{ id: gameId, token }]); location.href = "/";
  }
  else document.getElementById("error").textContent = (await r.json()).detail;
}

async function main() {
  await loadCatalog(initialLang());
  applyI18n();
  languageSwitcher(document.getElementById("lang"), (l) => {
    send({ type: "lang", lang: l });
    marker.reset(); // every text changes: not a move
    if (last) render();
  });
  document.getElementById("undo").addEventListener("click", () => answer({ type: "undo" }));
  turnReplay.wire(document.getElementById("replay-turn"), document.getElementById("replay"));
  addEventListener("resize", () => fitLog());
  document.getElementById("leave").addEventListener("click", leave);
  initHint(gameId, () => token, () => shown); // coach
  const shownOptions = () => [...document.querySelectorAll("#options button.opt:not(:disabled)")];
  numberKeys(() => shownOptions().length, (n) => shownOptions()[n - 1].click());
  // Keep the secret token out of the address bar (and of screenshots / shoulder surfers).
  if (linkToken) {
    params.delete("token");
    history.replaceState(null, "", location.pathname + (params.toString() ? "?" + params : ""));
  }
  connect();
}

main();
