// One card of a zone as the view gives it: a back for a hidden card, else its
// name, the values the game's card_summary names (stats as the rules read
// them first), and its state words. Every characteristic is in the tooltip.
import { el } from "./dom";
import type { Card, View } from "./protocol";

export function drawCard(c: Card, view: View, names: Map<number, string>): HTMLElement {
  if (c.hidden) {
    const back = el("div", { class: "card back", title: "a card you cannot see" });
    if (c.face_down) back.append(el("span", { class: "state" }, "face down"));
    if (c.tapped) back.append(el("span", { class: "state" }, view.tapped_word ?? "tapped"));
    return back;
  }
  const e = el("div", { class: "card", "data-id": String(c.id) }, el("b", { class: "name" }, c.name ?? "?"));
  const summary = (view.card_summary ?? [])
    .map((k) => [k, c.stats?.[k] ?? c.vars?.[k] ?? c.chars?.[k]] as const)
    .filter(([, v]) => v !== undefined && v !== null && v !== "" && typeof v !== "object")
    .map(([k, v]) => `${k} ${v}`);
  if (summary.length) e.append(el("span", { class: "summary" }, summary.join(" · ")));
  if (c.tapped) e.append(el("span", { class: "state" }, view.tapped_word ?? "tapped"));
  if (c.face_down) e.append(el("span", { class: "state" }, "face down"));
  if (c.attached_to !== undefined) e.append(el("span", { class: "state" }, `on ${names.get(c.attached_to) ?? "a card"}`));
  if (c.tapped) e.classList.add("tapped");
  e.title = tooltip(c);
  return e;
}

function tooltip(c: Card): string {
  const lines = Object.entries(c.chars ?? {}).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : String(v)}`);
  for (const [k, v] of Object.entries(c.vars ?? {})) lines.push(`${k}: ${v}`);
  if (c.owner !== c.controller) lines.push(`owner: P${(c.owner ?? 0) + 1}`);
  return lines.join("\n");
}
