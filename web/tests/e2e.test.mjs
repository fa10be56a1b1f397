// The browser client against a real server, as users use it (issue 27, part 4).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { allIds, launchBrowser, leaks, ownIds, startServer, watchFrames } from "./harness.mjs";
import { answerOnce, createTable, waitForTurn } from "./lobby.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  server?.stop();
});

test("a human plays the first game against greedy to the end", { timeout: 90_000 }, async () => {
  const page = await browser.newPage();
  const frames = watchFrames(page);
  await createTable(page, server.url, ["human", "greedy"]);
  let moves = 0;
  while ((await waitForTurn(page)) === "decide") {
    await answerOnce(page);
    moves++;
    if (moves === 12 && process.env.SCREENSHOT) await page.screenshot({ path: process.env.SCREENSHOT, fullPage: true });
    assert.ok(moves < 2000, "the game did not end in 2000 answers");
  }
  assert.match(await page.locator("#result h2").innerText(), /Game over/);
  assert.ok((await page.locator("#log").innerText()).length > 0, "the log is shown");
  assert.deepEqual(leaks(frames), []);
  await page.close();
});

// Every game the server lists (none named here), each to the end: a human
// seat against random AIs, at the fewest players the game takes.
test("a human plays every listed game against random AIs to the end", { timeout: 150_000 }, async (t) => {
  const games = (await (await fetch(new URL("api/games", server.url))).json()).games;
  assert.ok(games.length > 0, "the server lists games");
  assert.deepEqual(games.filter((g) => g.error).map((g) => g.game), [], "every listed game loads");
  const played = [];
  for (const g of games) {
    const page = await browser.newPage();
    const frames = watchFrames(page);
    const start = Date.now();
    const kinds = ["human", ...Array(g.players.min - 1).fill("random")];
    await createTable(page, server.url, kinds, g.game);
    let moves = 0;
    while ((await waitForTurn(page)) === "decide") {
      await answerOnce(page);
      moves++;
      assert.ok(moves < 3000, `${g.game}: the game did not end in 3000 answers`);
    }
    assert.match(await page.locator("#result h2").innerText(), /Game over/, g.game);
    assert.deepEqual(leaks(frames), [], `${g.game}: nothing hidden reached the page`);
    t.diagnostic(`${g.game}: ${moves} answers, ${((Date.now() - start) / 1000).toFixed(1)} s`);
    played.push(g.game);
    await page.close();
  }
  assert.deepEqual(played, games.map((g) => g.game));
});

test("two humans in two pages play each other", { timeout: 60_000 }, async () => {
  const [a, b] = [await browser.newPage(), await browser.newPage()];
  const framesA = watchFrames(a), framesB = watchFrames(b);
  await createTable(a, server.url, ["human", "human (open)"]);
  await b.goto(server.url);
  await b.locator("button.join").first().click();
  await b.waitForSelector("#turn");
  assert.match(await b.locator("#turn").innerText(), /you are P2/);
  // Whoever has options answers; a dozen answers pass the turn between them.
  const seen = new Set();
  for (let i = 0; i < 12; i++) {
    const page = await Promise.race([a, b].map((p) => p.waitForSelector("button.option, #result").then(() => p)));
    if ((await page.locator("#result").count()) > 0) break;
    seen.add(page === a ? "a" : "b");
    await answerOnce(page);
  }
  assert.deepEqual([...seen].sort(), ["a", "b"], "both players were asked");
  // Neither page was sent the other's hand: no id of one seat's hand is in the other's frames.
  assert.deepEqual(leaks([...framesA, ...framesB]), []);
  for (const [mine, theirs] of [[framesA, framesB], [framesB, framesA]]) {
    const seenByOther = allIds(theirs);
    const hidden = [...ownIds(mine, "hand")].filter((id) => seenByOther.has(id));
    assert.deepEqual(hidden, [], "a hand card's id reached the other page");
  }
  await a.close();
  await b.close();
});

test("a reload reconnects to the same seat and shows the same board", { timeout: 60_000 }, async () => {
  const page = await browser.newPage();
  const frames = watchFrames(page);
  await createTable(page, server.url, ["human", "greedy"]);
  for (let i = 0; i < 3 && (await waitForTurn(page)) === "decide"; i++) await answerOnce(page);
  await waitForTurn(page);
  const before = { url: page.url(), turn: await page.locator("#turn").innerText(), zones: await page.locator("#zones").innerText(), log: await page.locator("#log").innerText() };
  await page.reload();
  await waitForTurn(page);
  assert.equal(page.url(), before.url);
  assert.equal(await page.locator("#turn").innerText(), before.turn);
  assert.equal(await page.locator("#zones").innerText(), before.zones);
  assert.equal(await page.locator("#log").innerText(), before.log);
  assert.equal(frames.filter((f) => f.m.type === "hello").length, 2, "one hello per connection");
  assert.deepEqual(leaks(frames), []);
  await page.close();
});
