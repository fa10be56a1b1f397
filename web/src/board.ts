// The game page's body, drawn only from the seat's view and decision: whose
// turn and step, each player's zones, the chain, the options, the log. It
// knows no game: zone kinds, steps and labels are the ruleset's own words.
import { drawCard } from "./card";
import { el } from "./dom";
import type { Option, View } from "./protocol";
import type { GameState } from "./game";

const who = (p: number) => `P${p + 1}`;

export function drawBoard(root: HTMLElement, s: GameState, answer: (i: number) => void, concede: () => void) {
  const v = s.view;
  const turn = v.turn === 0 ? "Setup" : `Turn ${v.turn} · ${who(v.active)} active${v.step ? ` · ${v.step}` : ""}`;
  const head = el("header", { id: "turn" }, `${s.game} · you are ${who(s.seat)} · ${turn}`);
  const options = s.decision?.player === s.seat ? s.decision.options ?? [] : [];
  const pointed = new Set(options.flatMap((o) => (o.at ? [o.at.zone] : [])));
  root.replaceChildren(head, drawResult(s), drawDecision(s, answer, concede), drawZones(v, s.seat, pointed), drawChain(v), drawLog(s.log));
  markChoosable(root, options, answer);
}

function drawResult(s: GameState): HTMLElement {
  const r = s.result ?? s.view.result;
  if (!r) return el("div");
  const won = r.winners.includes(s.seat);
  const what = r.draw ? "A draw" : won ? "You won" : `${r.winners.map(who).join(", ")} won`;
  return el("section", { id: "result" }, el("h2", {}, `Game over: ${what}`), el("p", {}, r.reason));
}

function drawDecision(s: GameState, answer: (i: number) => void, concede: () => void): HTMLElement {
  const sec = el("section", { id: "decision" });
  const d = s.decision;
  if (d && d.player === s.seat) {
    sec.append(el("p", { class: "prompt" }, d.prompt ?? d.kind));
    const opts = el("div", { class: "options" });
    for (const o of d.options ?? []) {
      const b = el("button", { class: o.pass ? "option pass" : "option", "data-index": String(o.index) }, o.label);
      b.addEventListener("click", () => answer(o.index));
      opts.append(b);
    }
    sec.append(opts);
  } else if (d) {
    sec.append(el("p", { class: "prompt" }, `Waiting for ${who(d.player)}…`));
  }
  if (!(s.result ?? s.view.result)) {
    const c = el("button", { id: "concede" }, "Concede");
    c.addEventListener("click", concede);
    sec.append(c);
  }
  return sec;
}

// Players in seat order, the viewer first; a shared zone (no player) under "Table".
// A pile of hidden cards (a deck) is one back and its count, unless an option
// points at one of its cards.
function drawZones(v: View, seat: number, pointed: Set<number>): HTMLElement {
  const names = new Map<number, string>();
  for (const z of v.zones) for (const c of z.cards) if (c.id !== undefined) names.set(c.id, c.name ?? "?");
  const owners = [...new Set(v.zones.map((z) => z.player))].sort((a, b) =>
    a === seat ? -1 : b === seat ? 1 : a === null ? 1 : b === null ? -1 : a - b,
  );
  const sec = el("section", { id: "zones" });
  for (const p of owners) {
    const title = p === null ? "Table" : `${who(p)}${p === seat ? " (you)" : ""}${playerVars(v, p)}`;
    const box = el("div", { class: "player", "data-player": p === null ? "table" : String(p) }, el("h3", {}, title));
    v.zones.forEach((z, zi) => {
      if (z.player !== p) return;
      const cards = el("div", { class: "cards" });
      if (z.cards.length > 1 && !pointed.has(zi) && z.cards.every((c) => c.hidden && !c.tapped && !c.face_down)) {
        cards.append(el("div", { class: "card back pile", title: "cards you cannot see" }, `×${z.cards.length}`));
      } else {
        z.cards.forEach((c, ci) => {
          const e = drawCard(c, v, names);
          e.setAttribute("data-at", `${zi}:${ci}`); // where an option's "at" finds it
          cards.append(e);
        });
      }
      box.append(el("div", { class: "zone", "data-kind": z.kind }, el("h4", {}, `${z.kind} (${z.count})`), cards));
    });
    sec.append(box);
  }
  return sec;
}

function playerVars(v: View, p: number): string {
  const pl = v.players?.find((x) => x.player === p);
  const vars = Object.entries(pl?.vars ?? {}).map(([k, n]) => `${k} ${n}`);
  const out = pl && !pl.in_game ? ["out"] : [];
  const all = [...vars, ...out];
  return all.length ? ` · ${all.join(" · ")}` : "";
}

function drawChain(v: View): HTMLElement {
  const sec = el("section", { id: "chain" });
  if (!v.chain?.length) return sec;
  sec.append(el("h3", {}, "Chain"));
  const ol = el("ol", {});
  for (const l of v.chain) ol.append(el("li", {}, `${l.label} (${who(l.controller)})`));
  sec.append(ol);
  return sec;
}

function drawLog(log: string[]): HTMLElement {
  const pre = el("pre", { id: "log" }, log.slice(-200).join("\n"));
  queueMicrotask(() => (pre.scrollTop = pre.scrollHeight));
  return el("section", {}, el("h3", {}, "Log"), pre);
}

// A card an option is about can be clicked for that option (the first, if
// several: the buttons say them all). A hidden card is found by its place.
function markChoosable(root: HTMLElement, options: Option[], answer: (i: number) => void) {
  for (const o of [...options].reverse()) {
    const sel = o.card !== undefined ? `.card[data-id="${o.card}"]` : o.at ? `.card[data-at="${o.at.zone}:${o.at.index}"]` : null;
    if (!sel) continue;
    root.querySelectorAll<HTMLElement>(sel).forEach((c) => {
      c.classList.add("choosable");
      c.title = `${o.label}\n${c.title}`;
      c.onclick = () => answer(o.index);
    });
  }
}
