// The server's HTTP requests; an error reply becomes a thrown Error with its words.
import type { GameInfo, OpenTable } from "./protocol";

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const doc = await r.json();
  if (!r.ok) throw new Error(doc.error ?? `${r.status} ${r.statusText}`);
  return doc as T;
}

export const listGames = () => call<{ games: GameInfo[] }>("GET", "/api/games").then((d) => d.games);
export const listTables = () => call<{ tables: OpenTable[] }>("GET", "/api/tables").then((d) => d.tables);

export interface TableRequest {
  game: string;
  seats: { kind: string; open?: boolean }[];
  decks?: (string | null)[];
}
export const createTable = (req: TableRequest) =>
  call<{ id: string; tokens: (string | null)[] }>("POST", "/api/tables", req);
export const joinTable = (id: string, seat?: number) =>
  call<{ id: string; seat: number; token: string }>("POST", `/api/tables/${id}/join`, seat === undefined ? {} : { seat });

export function playUrl(token: string): string {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return `${proto}//${location.host}/api/play?token=${encodeURIComponent(token)}`;
}
