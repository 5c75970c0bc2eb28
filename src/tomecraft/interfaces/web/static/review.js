// The coach's review of a finished game, on the replay page: a "Review" button starts it
// on the server (or shows the stored one), a progress bar follows it, then the page shows
// per player the accuracy and the value lost per decision, a chart of each player's
// chance of winning over the game (its standing where the game has no chance), the three costliest decisions with the better option (and why,
// where the game can say it), and
// every reviewed decision (each one a link to that moment of the replay).
import { el, svg, t } from "/static/common.js";

const COLOURS = ["#c0392b", "#2471a3", "#229954", "#b9770e", "#7d3c98"];
const POLL_MS = 700;

function pct(v) {
  return `${Math.round(100 * v)}%`;
}

/** The chart: each reviewed seat's chance of winning (or standing, `review.measure`)
 * after each of its decisions (0-100%). */
function chart(review, seatName, total) {
  const w = 320;
  const h = 120;
  const pad = 4;
  const x = (i) => pad + (w - 2 * pad) * (total ? i / total : 0);
  const y = (v) => h - pad - (h - 2 * pad) * v;
  const caption = t(review.measure === "standing" ? "web-review-chart-standing" : "web-review-chart");
  const box = svg("svg", {
    viewBox: `0 0 ${w} ${h}`, class: "review-chart", role: "img",
    "aria-label": caption,
  });
  box.append(svg("line", { x1: pad, x2: w - pad, y1: y(0.5), y2: y(0.5), class: "review-mid" }));
  review.seats.forEach((seat, k) => {
    const pts = review.curve.filter((c) => c[1] === seat).map((c) => `${x(c[0]).toFixed(1)},${y(c[2]).toFixed(1)}`);
    if (!pts.length) return;
    box.append(svg("polyline", {
      points: pts.join(" "), fill: "none", stroke: COLOURS[k % COLOURS.length],
      "stroke-width": 1.5, "data-seat": seat,
    }));
  });
  const legend = el("p", { class: "review-legend" },
    ...review.seats.map((seat, k) => {
      const key = el("span", {}, `■ ${seatName(seat)} `);
      // set through the style object: the page's policy (style-src 'self') refuses a style attribute
      key.style.color = COLOURS[k % COLOURS.length];
      return key;
    }));
  return el("figure", { class: "review-figure" }, el("figcaption", {}, caption), box, legend);
}

function line(d, seatName, jump) {
  const parts = [
    el("a", { href: `#step-${d.index}`, class: "review-jump", onclick: (e) => { e.preventDefault(); jump(d.index); } },
      t("web-review-move", { n: d.index + 1 })),
    " ",
    el("span", { class: `review-grade grade-${d.grade}` }, t(`web-review-grade-${d.grade}`)),
    d.loss > 0 ? ` −${d.loss.toFixed(1)} ` : " ",
    t("web-review-took", { option: d.chosen.label, value: d.chosen.figures }),
  ];
  if (d.best.label !== d.chosen.label || d.best.value !== d.chosen.value) {
    if (d.loss > 0) parts.push("; ", t("web-review-better", { option: d.best.label, value: d.best.figures }));
  }
  if (d.hinted) parts.push(" ", el("span", { class: "review-hinted" }, t("web-review-hinted")));
  if (d.why) parts.push(el("br"), el("span", { class: "review-why" }, d.why));
  return el("li", { "data-grade": d.grade, "data-seat": d.seat }, ...parts);
}

function render(box, review, seatName, jump, total) {
  const out = [chart(review, seatName, total)];
  for (const s of review.summaries) {
    const counts = review.grades.map((g) => el("span", { class: `review-grade grade-${g}` }, `${t(`web-review-grade-${g}`)} ${s.grades[g]}`));
    const mine = review.decisions.filter((d) => d.seat === s.seat);
    out.push(el("section", { class: "review-seat", "data-seat": s.seat },
      el("h3", {}, t("web-review-seat", {
        seat: seatName(s.seat), accuracy: pct(s.accuracy), decisions: s.decisions,
        loss: s.mean_loss.toFixed(1),
      })),
      el("p", { class: "review-counts" }, ...counts),
      s.hints ? el("p", { class: "review-hinted" }, t("web-review-hints", { n: s.hints })) : null,
      s.costliest.length ? el("h4", {}, t("web-review-costliest")) : null,
      s.costliest.length ? el("ol", { class: "review-costliest" }, ...s.costliest.map((d) => line(d, seatName, jump))) : null,
      el("details", { class: "review-all" },
        el("summary", {}, t("web-review-all", { n: mine.length })),
        el("ol", {}, ...mine.map((d) => line(d, seatName, jump))))));
  }
  out.push(el("p", { class: "hint" }, t("web-review-scale")));
  if (review.rechecked) out.push(el("p", { class: "hint review-rechecked" }, review.rechecked));
  box.replaceChildren(...out);
}

/** Wire the Review button of the replay page. `seatName(i)`: a seat's name; `jump(i)`:
 * show the moment before decision i; `token`: the viewer's seat token, if any. */
export function setupReview({ gameId, seatName, jump, total, token }) {
  const button = document.getElementById("review-start");
  const box = document.getElementById("review");
  const bar = document.getElementById("review-progress");
  const base = `/api/games/${encodeURIComponent(gameId)}/review`;
  const query = (lang) => `?lang=${encodeURIComponent(lang())}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
  let timer = null;

  async function show(answer, lang) {
    if (answer.status === "done") {
      bar.hidden = true;
      button.hidden = true;
      render(box, answer.review, seatName, jump, total());
      document.body.dataset.review = "done";
      return true;
    }
    if (answer.status === "running") {
      bar.hidden = false;
      bar.max = Math.max(1, answer.total);
      bar.value = answer.done;
      bar.textContent = `${answer.done}/${answer.total}`;
      box.replaceChildren(el("p", { class: "hint" }, t("web-review-running", { done: answer.done, total: answer.total })));
      return false;
    }
    if (answer.status === "failed") {
      bar.hidden = true;
      box.replaceChildren(el("p", { class: "error" }, t("web-review-failed")));
      return true;
    }
    return false;
  }

  async function poll(lang) {
    const r = await fetch(base + query(lang));
    const answer = await r.json();
    if (!r.ok) throw new Error(answer.detail || r.statusText);
    if (!(await show(answer, lang))) timer = setTimeout(() => poll(lang).catch(fail), POLL_MS);
  }

  function fail(e) {
    box.replaceChildren(el("p", { class: "error", role: "alert" }, e.message));
    button.disabled = false;
  }

  return {
    async start(lang) {
      button.disabled = true;
      clearTimeout(timer);
      try {
        const r = await fetch(base + query(lang), {
          method: "POST", headers: { "Content-Type": "application/json" },
          body: JSON.stringify(token ? { token } : {}),
        });
        const answer = await r.json();
        if (!r.ok) throw new Error(answer.detail || r.statusText);
        if (!(await show(answer, lang))) timer = setTimeout(() => poll(lang).catch(fail), POLL_MS);
      } catch (e) { fail(e); }
    },
    /** Show a stored review at once (the page opened after it was computed). */
    async peek(lang) {
      const r = await fetch(base + query(lang));
      if (!r.ok) return;
      const answer = await r.json();
      if (answer.status === "done" || answer.status === "running") {
        button.disabled = answer.status === "running";
        if (!(await show(answer, lang))) timer = setTimeout(() => poll(lang).catch(fail), POLL_MS);
      }
    },
    button,
  };
}
