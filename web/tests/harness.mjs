// What the browser tests stand on: a real `cardinal serve` on a free port
// (the URL read from its first line), Debian's chromium driven headless by
// playwright-core, and a watch on every WebSocket frame a page receives.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export async function startServer() {
  const bin = process.env.CARDINAL ?? path.join(root, "build/cardinal");
  const proc = spawn(bin, ["serve", "--port", "0", "--static", path.join(root, "web/dist"), "--cards", path.join(root, "cards")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/(http:\/\/\S+\/)/);
      if (m) resolve(m[1]);
    });
    proc.on("exit", (code) => reject(new Error(`cardinal serve exited (${code}): ${out}`)));
  });
  return { url, stop: () => proc.kill("SIGINT") };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

// Every message the page's seat sockets receive, parsed, with the seat it is for.
export function watchFrames(page) {
  const frames = [];
  page.on("websocket", (ws) => {
    let seat = null;
    ws.on("framereceived", (f) => {
      const m = JSON.parse(String(f.payload));
      if (m.type === "hello") seat = m.seat;
      frames.push({ seat, m });
    });
  });
  return frames;
}

// The object ids of cards in a zone of `kind` a seat's own frames showed it.
export function ownIds(frames, kind) {
  const ids = new Set();
  for (const { seat, m } of frames)
    for (const z of m.view?.zones ?? []) if (z.player === seat && z.kind === kind) for (const c of z.cards) if (c.id !== undefined) ids.add(c.id);
  return ids;
}

// Every object id anywhere in the frames: zones, options, chain.
export function allIds(frames) {
  const ids = new Set();
  const walk = (x, key) => {
    if (Array.isArray(x)) x.forEach((y) => walk(y, key));
    else if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) walk(v, k);
    else if (typeof x === "number" && (key === "id" || key === "card" || key === "attached_to")) ids.add(x);
  };
  for (const f of frames) {
    walk(f.m.view?.zones, null);
    walk(f.m.decision, null);
  }
  return ids;
}

// What a seat must never be sent: a card of another player's hand that is
// neither hidden nor revealed to it by the rules (a card being played from
// that hand), or a decision's options when it is not that seat's decision.
export function leaks(frames) {
  const out = [];
  for (const { seat, m } of frames) {
    for (const z of m.view?.zones ?? [])
      if (z.kind === "hand" && z.player !== seat && z.cards.some((c) => !c.hidden && !c.revealed)) out.push(`P${z.player + 1}'s hand shown to seat ${seat}`);
    const d = m.decision ?? m.view?.decision;
    if (d && d.player !== seat && d.options) out.push(`options of P${d.player + 1}'s decision sent to seat ${seat}`);
  }
  return out;
}
