// A seat's game: the WebSocket to the server, the seat's log, and the latest
// view and decision, drawn again on every message. Answers go back as the
// protocol's JSON; the server checks everything.
import { playUrl } from "./api";
import { drawBoard } from "./board";
import { el } from "./dom";
import type { Decision, Result, ServerMessage, View } from "./protocol";

export interface GameState {
  game: string;
  seat: number;
  seats: string[];
  log: string[];
  view: View;
  decision: Decision | null;
  result: Result | null;
}

export function showGame(app: HTMLElement, token: string): () => void {
  const status = el("p", { id: "status" }, "Connecting…");
  const error = el("p", { class: "error", id: "game-error" });
  const board = el("div", { id: "board" });
  const lobby = el("a", { href: "#" }, "Lobby");
  app.append(el("nav", {}, lobby), status, error, board);

  let state: GameState | null = null;
  let ws: WebSocket;
  let left = false;
  const send = (msg: unknown) => {
    error.textContent = "";
    ws.send(JSON.stringify(msg));
  };
  const answer = (option: number) => send({ answer: { option } });
  const concede = () => send({ concede: true });

  const connect = () => {
    ws = new WebSocket(playUrl(token));
    ws.onopen = () => (status.textContent = "Connected.");
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data) as ServerMessage;
      if (m.type === "error") {
        error.textContent = m.error ?? "error";
        return;
      }
      if (m.type === "closed") {
        status.textContent = `The table was closed: ${m.reason}`;
        left = true;
        return;
      }
      state = apply(state, m);
      drawBoard(board, state, answer, concede);
    };
    // A dropped connection (not a closed table): reconnect; the server sends a new hello.
    ws.onclose = () => {
      if (left) return;
      status.textContent = "Disconnected; reconnecting…";
      setTimeout(connect, 1000);
    };
  };
  connect();
  return () => {
    left = true;
    ws.close();
  };
}

// A hello replaces everything; an update adds its events (a rollback first
// takes back the last lines) and replaces the view and decision.
function apply(prev: GameState | null, m: ServerMessage): GameState {
  const s: GameState =
    m.type === "hello" || !prev
      ? { game: m.game ?? "", seat: m.seat ?? 0, seats: m.seats ?? [], log: [], view: m.view!, decision: null, result: null }
      : { ...prev, log: [...prev.log] };
  for (const e of m.log ?? m.events ?? []) {
    if (e.type === "rollback") s.log.splice(s.log.length - (e.retracted ?? 0));
    else s.log.push(e.text);
  }
  s.view = m.view!;
  s.decision = m.decision ?? null;
  s.result = m.result ?? null;
  return s;
}
