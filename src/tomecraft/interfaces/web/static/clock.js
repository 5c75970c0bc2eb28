// The per-decision clock of live games on the game page: the state message's `clock`
// ({seat, seconds, left} or null) shown as the time left, counting down between messages.
import { el, t } from "/static/common.js";

let timer = 0;

/** Show (or hide) the clock of state message `m` in the turn box, above the prompt. */
export function showClock(m) {
  const prompt = document.getElementById("prompt");
  if (!prompt) return;
  let box = document.getElementById("clock");
  if (!box) {
    box = el("p", { id: "clock", class: "clock", role: "timer", "aria-live": "off" });
    prompt.before(box);
  }
  clearInterval(timer);
  const c = m && m.status === "active" ? m.clock : null;
  if (!c) { box.hidden = true; box.textContent = ""; return; }
  const end = Date.now() + c.left * 1000;
  const name = (m.seats[c.seat] || {}).name || `#${c.seat + 1}`;
  const draw = () => {
    const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    box.textContent = c.seat === m.seat ? t("web-clock-yours", { s: left }) : t("web-clock-theirs", { name, s: left });
    box.dataset.left = String(left);
    box.classList.toggle("low", left <= Math.min(10, c.seconds / 4));
    if (!left) clearInterval(timer);
  };
  box.hidden = false;
  draw();
  timer = setInterval(draw, 1000);
}
