// The server's documents (docs/protocol.md, "The server", "View document",
// "Message document"), typed only as far as the client reads them.

export interface GameInfo {
  game: string;
  error?: string;
  players: { min: number; max: number };
  decks: string[];
  starter_decks: string[];
  table_cards: boolean;
  ais: string[];
}

export interface OpenTable {
  id: string;
  game: string;
  seats: { seat: number; kind: string; free: boolean }[];
}

export interface Card {
  hidden?: boolean;
  revealed?: boolean; // shown only because the rules revealed it (a card being played from a hand)
  id?: number;
  name?: string;
  owner?: number;
  controller?: number;
  tapped?: boolean;
  face_down?: boolean;
  chars?: Record<string, unknown>;
  vars?: Record<string, number>;
  stats?: Record<string, number>;
  attached_to?: number;
}

export interface Zone {
  kind: string;
  player: number | null;
  count: number;
  cards: Card[];
}

export interface Option {
  index: number;
  label: string;
  pass?: boolean;
  card?: number;
  at?: { zone: number; index: number };
}

export interface Decision {
  player: number;
  kind: string;
  prompt?: string;
  options?: Option[];
}

export interface Result {
  winners: number[];
  draw: boolean;
  reason: string;
}

export interface View {
  turn: number;
  active: number;
  step: string | null;
  zones: Zone[];
  chain?: { id: number; label: string; controller: number }[];
  players?: { player: number; in_game: boolean; vars?: Record<string, number> }[];
  vars?: Record<string, number>;
  card_summary?: string[];
  tapped_word?: string;
  result?: Result;
}

export interface LogEvent {
  type: string;
  text: string;
  retracted?: number;
}

// One message of a seat's WebSocket.
export interface ServerMessage {
  type: "hello" | "update" | "error" | "closed";
  seat?: number;
  seats?: string[];
  game?: string;
  log?: LogEvent[];
  events?: LogEvent[];
  view?: View;
  decision?: Decision | null;
  result?: Result;
  error?: string;
  reason?: string;
}
