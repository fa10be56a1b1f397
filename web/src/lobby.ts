// The lobby: make a table of a game (seats, their kinds and decks) or join an
// open seat of someone else's; either way the page then goes to "#play=TOKEN".
import { createTable, joinTable, listGames, listTables } from "./api";
import { el } from "./dom";
import type { GameInfo } from "./protocol";

const OPEN = "human (open)";

export function showLobby(app: HTMLElement) {
  const error = el("p", { class: "error", id: "lobby-error" });
  const form = el("section", { id: "new-table" }, el("h2", {}, "New table"));
  const open = el("section", { id: "open-tables" }, el("h2", {}, "Open tables"));
  app.append(el("h1", {}, "Cardinal"), error, form, open);
  const fail = (e: unknown) => (error.textContent = e instanceof Error ? e.message : String(e));

  listGames()
    .then((games) => drawNewTable(form, games.filter((g) => !g.error), fail))
    .catch(fail);
  drawOpenTables(open, fail);
}

function play(token: string) {
  location.hash = `play=${encodeURIComponent(token)}`;
}

function select(id: string, values: string[], labels = values): HTMLSelectElement {
  const s = el("select", { id });
  values.forEach((v, i) => s.append(el("option", { value: v }, labels[i])));
  return s;
}

function drawNewTable(form: HTMLElement, games: GameInfo[], fail: (e: unknown) => void) {
  const game = select("game", games.map((g) => g.game));
  const players = el("input", { id: "players", type: "number" });
  const seats = el("div", { id: "seats" });
  const create = el("button", { id: "create" }, "Create table");
  form.append(el("label", {}, "Game ", game), el("label", {}, " Players ", players), seats, create);

  const info = () => games.find((g) => g.game === game.value)!;
  // One row per seat: who sits there (a person, a seat left open, an AI) and the deck.
  const drawSeats = () => {
    const g = info();
    const n = Math.min(g.players.max, Math.max(g.players.min, Number(players.value) || g.players.min));
    players.value = String(n);
    seats.replaceChildren();
    for (let i = 0; i < n; i++) {
      const kind = select(`seat-${i}-kind`, ["human", OPEN, ...g.ais]);
      if (i > 0 && g.ais.length > 0) kind.value = g.ais.includes("greedy") ? "greedy" : g.ais[0];
      const row = el("div", { class: "seat" }, `Seat ${i + 1} `, kind);
      if (g.decks.length > 0) row.append(" deck ", select(`seat-${i}-deck`, ["", ...g.decks], ["default", ...g.decks]));
      seats.append(row);
    }
  };
  game.addEventListener("change", () => {
    players.min = String(info().players.min);
    players.max = String(info().players.max);
    players.value = "";
    drawSeats();
  });
  players.addEventListener("change", drawSeats);
  game.dispatchEvent(new Event("change"));

  create.addEventListener("click", async () => {
    const rows = [...seats.querySelectorAll<HTMLElement>(".seat")];
    const kinds = rows.map((r) => r.querySelector<HTMLSelectElement>("select[id$=-kind]")!.value);
    const decks = rows.map((r) => r.querySelector<HTMLSelectElement>("select[id$=-deck]")?.value || null);
    try {
      const t = await createTable({
        game: game.value,
        seats: kinds.map((k) => (k === OPEN ? { kind: "human", open: true } : { kind: k })),
        decks,
      });
      const mine = t.tokens.filter((tok): tok is string => tok !== null);
      if (mine.length === 0) throw new Error(`table ${t.id} has no seat for you: make one seat "human"`);
      if (mine.length === 1) return play(mine[0]);
      // Several people at this screen: each seat's link, to open in its own window.
      const links = el("ul", { id: "seat-links" });
      t.tokens.forEach((tok, i) => {
        if (tok) links.append(el("li", {}, el("a", { href: `#play=${encodeURIComponent(tok)}`, target: "_blank" }, `Seat ${i + 1}`)));
      });
      form.append(links);
    } catch (e) {
      fail(e);
    }
  });
}

function drawOpenTables(section: HTMLElement, fail: (e: unknown) => void) {
  const list = el("ul", { id: "table-list" });
  const refresh = el("button", { id: "refresh" }, "Refresh");
  section.append(refresh, list);
  const draw = async () => {
    try {
      const tables = await listTables();
      list.replaceChildren();
      if (tables.length === 0) list.append(el("li", {}, "No open table."));
      for (const t of tables) {
        const seats = t.seats.map((s) => `${s.seat + 1}: ${s.kind}${s.free ? " (free)" : ""}`).join(", ");
        const join = el("button", { class: "join", "data-table": t.id }, "Join");
        join.addEventListener("click", () => joinTable(t.id).then((j) => play(j.token), fail));
        list.append(el("li", {}, `${t.game} · ${seats} `, join));
      }
    } catch (e) {
      fail(e);
    }
  };
  refresh.addEventListener("click", draw);
  draw();
}
