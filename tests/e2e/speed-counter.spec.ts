import type { Page } from "@playwright/test";
import { expect, test, gotoHydrated } from "./fixtures";

const value = (page: Page) => page.getByTestId("speed-value");

/** Records every value the counter shows, with the time it appeared. */
async function recordCounter(page: Page) {
  await page.evaluate(() => {
    const element = document.querySelector('[data-testid="speed-value"]');
    if (!element) throw new Error("no speed figure on the page");
    const seen: [number, string][] = [[performance.now(), element.textContent ?? ""]];
    new MutationObserver(() => seen.push([performance.now(), element.textContent ?? ""])).observe(
      element,
      { childList: true, characterData: true, subtree: true },
    );
    (window as unknown as { speedLog: typeof seen }).speedLog = seen;
  });
  return () =>
    page.evaluate(() => (window as unknown as { speedLog: [number, string][] }).speedLog);
}

test("the prerendered page shows 100 Mbps, labelled Average Download Speed", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/Average Download Speed<\/dt>/);
  expect(html).toMatch(/data-testid="speed-value"[^>]*>100</);
});

test("it counts from 0 to 100 once scrolled into view", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  const log = await recordCounter(page);
  await page.waitForTimeout(300);
  // Not started while out of view.
  expect((await log()).map(([, text]) => text)).toEqual(["100"]);

  await value(page).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await log()).length, { timeout: 5_000 }).toBeGreaterThan(1);
  await expect.poll(async () => (await log()).at(-1)?.[1], { timeout: 5_000 }).toBe("100");
  const changes = (await log()).slice(1);
  const numbers = changes.map(([, text]) => Number(text));
  expect(numbers[0]).toBe(0);
  expect(numbers.at(-1)).toBe(100);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(new Set(numbers).size).toBe(numbers.length);
});

test("each value is the number of 20 ms steps since it came into view", async ({ page }) => {
  await gotoHydrated(page, "/");
  // From here on, the page's timers and animation frames run only when the test says.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await value(page).scrollIntoViewIfNeeded();
  await expect(value(page)).toHaveText("0");

  // Frames come every 16 ms, so after 200 ms the last frame drawn shows step 9 or 10.
  await page.clock.runFor(200);
  await expect(value(page)).toHaveText(/^(9|10)$/);
  await page.clock.runFor(300);
  await expect(value(page)).toHaveText(/^(24|25)$/);

  // A stall (one frame after a whole second) skips the numbers it missed rather than
  // stretching the count.
  const log = await recordCounter(page);
  await page.clock.fastForward(1000);
  await expect(value(page)).toHaveText(/^(74|75)$/);
  expect((await log()).length).toBe(2);

  await page.clock.runFor(600);
  await expect(value(page)).toHaveText("100");
  await page.clock.runFor(1000);
  await expect(value(page)).toHaveText("100");
});

test("screen readers get the final value, not each step", async ({ page }) => {
  await gotoHydrated(page, "/");
  const figure = page.locator("dd", { has: value(page) });
  await expect(figure.locator('[aria-hidden="true"]')).toHaveCount(2);
  await expect(figure.locator(".sr-only")).toHaveText("100 Mbps");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("it shows 100 Mbps and never animates", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    const log = await recordCounter(page);
    await value(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    expect((await log()).map(([, text]) => text)).toEqual(["100"]);
  });
});
