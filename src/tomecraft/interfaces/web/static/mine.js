// "Your games": the seats this browser holds, kept in local storage as (game id, seat
// token) pairs, so the lobby can ask the server (POST /api/mine, tokens in the body)
// where it is your turn. A seat is remembered when its link is opened or the lobby
// joins it; the server identifies a player by the seat token only.
const KEY = "tomecraft.mine";
const MAX = 30;

/** The remembered seats, newest first: [{id, token, at}]. */
export function mySeats() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(list) ? list.filter((e) => e && typeof e.id === "string" && typeof e.token === "string") : [];
  } catch {
    return [];
  }
}

function save(list) {
  try { localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX))); } catch { /* storage full or off */ }
}

/** Remember that this browser holds the seat of `token` in game `id`. */
export function rememberSeat(id, token) {
  if (!id || !token) return;
  save([{ id, token, at: Date.now() }, ...mySeats().filter((e) => !(e.id === id && e.token === token))]);
}

/** Forget seats the server no longer knows (unknown game, token that lost its seat). */
export function forgetSeats(pairs) {
  const drop = new Set(pairs.map((p) => `${p.id} ${p.token}`));
  save(mySeats().filter((e) => !drop.has(`${e.id} ${e.token}`)));
}
