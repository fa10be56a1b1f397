// The lobby as a user works it: pick the game (the first listed unless
// named), each seat's kind, create.
export async function createTable(page, url, kinds, game) {
  await page.goto(url);
  await page.waitForSelector("#game option", { state: "attached" });
  game ??= await page.locator("#game option").first().getAttribute("value");
  await page.selectOption("#game", game);
  await page.fill("#players", String(kinds.length));
  await page.locator("#players").dispatchEvent("change");
  for (const [i, k] of kinds.entries()) await page.selectOption(`#seat-${i}-kind`, k);
  await page.click("#create");
  await page.waitForSelector("#turn");
  return game;
}

// Answers the page's decision once: a pass if one is offered, else the first
// option. Waits until the page has drawn the server's reply.
export async function answerOnce(page) {
  const pass = page.locator("button.option.pass");
  const button = (await pass.count()) > 0 ? pass.first() : page.locator("button.option").first();
  const handle = await button.elementHandle();
  await handle.click();
  await handle.waitForElementState("hidden");
}

// Waits until the page either has options to answer or shows the result.
export async function waitForTurn(page) {
  await page.waitForSelector("button.option, #result");
  return (await page.locator("#result").count()) > 0 ? "over" : "decide";
}
