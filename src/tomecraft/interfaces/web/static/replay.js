// The replay page: steps through a finished game; the server rebuilds each step from the
// game file (seed + decisions) and sends the public view.
import {
  addTexts, applyI18n, el, initialLang, lang, languageSwitcher, loadCatalog, loadRenderer,
  renderGenericBoard, renderResult, t,
} from "/static/common.js";
import { ChangeMarker } from "/static/aids.js";
import { setupReview } from "/static/review.js";
import { Animator } from "/static/anim.js"; // web-anim: each step's moves travel

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
let info = null;
let renderer = null;
let step = 0;
let timer = null;
let seq = 0;
// web-board: what each step changed flashes on the board (stepping back too)
const marker = new ChangeMarker(1500);
const animator = new Animator();
let shownStep = -1;

async function getJson(path) {
  const r = await fetch(path);
  const data = await r.json();
  if (!r.ok) throw new Error(data.detail || r.statusText);
  return data;
}

async function loadInfo() {
  info = await getJson(`/api/games/${encodeURIComponent(gameId)}/replay?lang=${lang()}`);
  addTexts(info.lang, info.texts); // the texts read in this game (Wonder Book's cards)
  document.getElementById("slider").max = info.total;
}

async function show(n) {
  step = Math.max(0, Math.min(info.total, n));
  const mine = ++seq;
  const s = await getJson(`/api/games/${encodeURIComponent(gameId)}/replay/${step}?lang=${lang()}`);
  if (mine !== seq) return;
  document.getElementById("slider").value = step;
  // step k shows the table before move k + 1 (its prompt below), as the review's "Move k + 1" does
  document.getElementById("step").textContent = step < info.total
    ? t("web-replay-step", { n: step + 1, total: info.total }) : t("web-replay-end", { total: info.total });
  document.getElementById("prompt").textContent = s.prompt || "";
  const seats = info.seats.map((name, i) => ({ seat: i, name, kind: "human", you: false }));
  const msg = { view: s.view, seat: null, options: [], seats, actor: s.actor, prompt: s.prompt, status: "replay", result: null };
  const board = document.getElementById("board");
  const first = step === shownStep + 1 ? animator.before(board) : null; // web-anim: one step on
  if (renderer) renderer.render(board, msg, { t, decide: () => {}, seat: null, lang: lang(), options: [] });
  else renderGenericBoard(board, s.board, {});
  if (first) animator.after(board, first);
  shownStep = step;
  marker.mark(board, null, step);
  const log = document.getElementById("log");
  // web-anim: a line that continues the group of the line before it replaces it ("Drew 6 cards.")
  const items = [];
  for (const l of info.log) {
    if (l.i >= step) break;
    const end = items[items.length - 1];
    if (l.n > 1 && end && end.dataset.g === String(l.g)) { end.textContent = l.sum; continue; }
    items.push(el("li", { class: l.seat === null ? "ev-public" : `ev-seat ev-seat-${l.seat}`, dataset: { g: l.g } }, l.text));
  }
  log.replaceChildren(...items);
  log.scrollTop = log.scrollHeight;
  renderResult(document.getElementById("result"), step === info.total ? info.result : null);
  document.body.dataset.step = step;
}

function togglePlay() {
  const b = document.getElementById("play");
  if (timer) { clearInterval(timer); timer = null; b.textContent = t("web-replay-play"); return; }
  b.textContent = t("web-replay-pause");
  timer = setInterval(() => { if (step >= info.total) togglePlay(); else show(step + 1); }, 400);
}

async function main() {
  await loadCatalog(initialLang());
  applyI18n();
  try {
    await loadInfo();
  } catch (e) {
    document.getElementById("error").textContent = e.message;
    return;
  }
  renderer = await loadRenderer(info.game, info.renderer);
  // the coach: a player who played this game in this tab keeps their seat's token, and
  // with it sees the names of their own options where the game keeps them secret
  const review = setupReview({
    gameId, seatName: (i) => info.seats[i], jump: (i) => show(i), total: () => info.total,
    token: sessionStorage.getItem(`tomecraft.token.${gameId}`) || "",
  });
  review.button.addEventListener("click", () => review.start(lang));
  languageSwitcher(document.getElementById("lang"), async () => { await loadInfo(); marker.reset(); show(step); review.peek(lang); });
  document.getElementById("first").addEventListener("click", () => show(0));
  document.getElementById("prev").addEventListener("click", () => show(step - 1));
  document.getElementById("next").addEventListener("click", () => show(step + 1));
  document.getElementById("last").addEventListener("click", () => show(info.total));
  document.getElementById("play").addEventListener("click", togglePlay);
  document.getElementById("slider").addEventListener("input", (e) => show(Number(e.target.value)));
  // Arrow keys step forwards and backwards, Home and End go to either end (the slider,
  // when focused, steps itself).
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target && e.target.closest && e.target.closest("input, select, textarea")) return;
    const to = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: info.total }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  });
  await show(0);
  if (location.hash === "#review") review.start(lang);
  else review.peek(lang);
  document.body.dataset.ready = "1";
}

main();
