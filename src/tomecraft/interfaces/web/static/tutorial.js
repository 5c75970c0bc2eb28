// The tutorials page: one card per game that offers a tutorial (GET /api/tutorials).
// Start creates the game on the server (POST /api/tutorials/<game>), keeps its steps in
// the tab's session storage for the game page's panel (tutorial-panel.js), and opens the
// learner's seat link.
import { applyI18n, el, initialLang, lang, languageSwitcher, loadCatalog, t } from "/static/common.js";
import { saveTutorial } from "/static/tutorial-panel.js";

async function start(game, button) {
  button.disabled = true;
  const error = document.getElementById("tutorial-error");
  error.textContent = "";
  try {
    const r = await fetch(`/api/tutorials/${encodeURIComponent(game)}?lang=${lang()}`, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ lang: lang() }),
    });
    const data = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(data.detail || r.statusText);
    saveTutorial(data.id, data.steps);
    location.href = data.url;
  } catch (e) {
    error.textContent = e.message;
    button.disabled = false;
  }
}

async function renderList() {
  const list = document.getElementById("tutorials");
  const r = await fetch(`/api/tutorials?lang=${lang()}`);
  const data = await r.json();
  if (!data.tutorials.length) {
    list.replaceChildren(el("li", { class: "none" }, t("web-tutorial-none")));
    return;
  }
  list.replaceChildren(...data.tutorials.map((tut) => {
    const button = el("button", { type: "button", class: "primary", dataset: { game: tut.game } }, t("web-tutorial-start"));
    button.addEventListener("click", () => start(tut.game, button));
    return el("li", { class: "card" }, el("h2", {}, tut.title), el("p", {}, tut.intro), button);
  }));
}

async function main() {
  await loadCatalog(initialLang());
  applyI18n();
  languageSwitcher(document.getElementById("lang"), renderList);
  await renderList();
  document.body.dataset.ready = "1";
}

main();
