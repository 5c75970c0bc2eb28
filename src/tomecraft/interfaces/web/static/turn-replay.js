// "Replay the last turn" (web-anim, issue 26): the state messages this seat was sent since
// its last decision, stepped through on the board (each step's moves travel, its log lines
// beside it), then back to the game. Only the seat's own views, as they came: the replay
// shows nothing the seat could not see then. Spectators replay their last few states.
import { t } from "/static/common.js";

/** At most this many states are kept (the newest); a spectator keeps fewer. */
const KEEP = 80;
const SPECTATOR_KEEP = 24;
/** How long each step stays on the board when it plays by itself (ms). */
export const STEP_MS = 1100;

export class TurnReplay {
  /** draw(message, animate): draws a state message's board (without its options);
   * done(): the replay ended, draw the game again. */
  constructor({ draw, done }) {
    this.draw = draw;
    this.done = done;
    this.frames = [];      // [{m, lines}] since the seat's last decision
    this.decidedAt = null; // the version the seat answered: the next state starts a turn
    this.active = false;
    this.list = [];        // the frames being replayed (new states do not shift them)
    this.i = 0;
    this.playing = false;
    this.timer = 0;
    this.button = null;
    this.bar = null;
  }

  /** The seat sent a decision (or an undo) for the state of that version. */
  decided(version) { this.decidedAt = version; }

  /** A state message arrived (the seat's own view). */
  add(m) {
    if (this.decidedAt !== null && m.version !== this.decidedAt) {
      this.frames = [];
      this.decidedAt = null;
    }
    const lines = m.log_reset ? [] : m.log || [];
    const end = this.frames[this.frames.length - 1];
    if (end && end.m.version === m.version) { // the same state again (a language change)
      end.m = m;
      end.lines = end.lines.concat(lines);
    } else {
      this.frames.push({ m, lines });
    }
    const keep = m.seat === null || m.seat === undefined ? SPECTATOR_KEEP : KEEP;
    if (this.frames.length > keep) this.frames.splice(0, this.frames.length - keep);
  }

  /** Steps there are to replay (a single state has nothing to step through). */
  get steps() { return this.frames.length >= 2 ? this.frames.length : 0; }

  showButton(button = this.button) {
    if (!button) return;
    button.hidden = this.active || !this.steps;
    button.dataset.steps = String(this.steps);
  }

  /** The control (a button) and the bar the replay shows its step in (game.html). */
  wire(button, bar) {
    this.button = button;
    this.bar = bar;
    button.addEventListener("click", () => this.start());
    bar.querySelector(".replay-prev").addEventListener("click", () => { this.pause(); this.go(this.i - 1); });
    bar.querySelector(".replay-next").addEventListener("click", () => { this.pause(); this.go(this.i + 1); });
    bar.querySelector(".replay-play").addEventListener("click", () => {
      if (this.playing) this.pause();
      else { this.playing = true; if (this.i >= this.list.length - 1) this.go(0); else this.schedule(); this.label(); }
    });
    bar.querySelector(".replay-done").addEventListener("click", () => this.stop());
    document.addEventListener("keydown", (e) => { if (this.active && e.key === "Escape") this.stop(); });
  }

  start() {
    if (!this.steps || this.active) return;
    this.list = this.frames.slice();
    this.active = true;
    this.playing = true;
    this.i = 0;
    document.body.dataset.replaying = "1";
    this.bar.hidden = false;
    this.showButton();
    this.draw(this.list[0].m, false); // the board as it was just after the seat's decision
    this.show();
    this.schedule();
    this.bar.querySelector(".replay-done").focus();
  }

  go(k) {
    if (!this.active) return;
    const i = Math.max(0, Math.min(this.list.length - 1, k));
    if (i === this.i) return;
    const forward = i === this.i + 1;
    this.i = i;
    this.draw(this.list[i].m, forward); // one step on: its moves travel
    this.show();
    this.schedule();
  }

  pause() {
    this.playing = false;
    clearTimeout(this.timer);
    this.label();
  }

  schedule() {
    clearTimeout(this.timer);
    if (!this.playing) return;
    this.timer = setTimeout(() => {
      if (this.i < this.list.length - 1) this.go(this.i + 1);
      else this.stop(); // played to the end: back to the game
    }, STEP_MS);
  }

  stop() {
    if (!this.active) return;
    clearTimeout(this.timer);
    this.active = false;
    this.playing = false;
    this.list = [];
    document.body.dataset.replaying = "";
    delete document.body.dataset.replayStep;
    this.bar.hidden = true;
    this.done();
    this.showButton();
  }

  label() {
    const play = this.bar.querySelector(".replay-play");
    play.textContent = t(this.playing ? "web-game-replay-pause" : "web-game-replay-play");
    play.dataset.playing = this.playing ? "1" : "";
  }

  // The step's number and its log lines (a group's last text: "Drew 6 cards.").
  show() {
    const n = this.list.length;
    document.body.dataset.replayStep = String(this.i + 1);
    document.body.dataset.replaySteps = String(n);
    this.bar.querySelector(".replay-where").textContent = t("web-game-replay-step", { step: this.i + 1, steps: n });
    const texts = [];
    let g = null;
    for (const line of this.list[this.i].lines) {
      if (line.n > 1 && line.g === g && texts.length) texts[texts.length - 1] = line.sum;
      else texts.push(line.text);
      g = line.g;
    }
    const ol = this.bar.querySelector(".replay-lines");
    ol.replaceChildren(...(texts.length ? texts : [t("web-game-replay-nothing")]).map((x) => {
      const li = document.createElement("li");
      li.textContent = x;
      return li;
    }));
    for (const [cls, key, off] of [[".replay-prev", "web-game-replay-prev", this.i === 0], [".replay-next", "web-game-replay-next", this.i === n - 1]]) {
      const b = this.bar.querySelector(cls);
      b.disabled = off;
      b.setAttribute("aria-label", t(key));
      b.title = t(key);
    }
    this.label();
  }
}
