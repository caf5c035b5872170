import { UNLIMITED } from "../../app/domain/catalog";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { expect, test } from "./fixtures";

/** The tariff files the build read. */
const tariffs = loadTariffs(TARIFFS_DIR);

/** How tall the home page may stand on a 375 px phone: about 7,000 px, with a little room. */
const PHONE_HEIGHT_LIMIT = 7_200;

for (const path of ["/", "/ar"]) {
  test(`${path} on a 375 px phone is at most ${PHONE_HEIGHT_LIMIT} px tall`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(PHONE_HEIGHT_LIMIT);
  });
}

test("each plan card's meters agree with the tariff files, the figure beside each", async ({
  page,
}) => {
  await page.goto("/");
  const kinds = [
    ["data", (plan: (typeof tariffs.plans)[number]) => plan.dataGb],
    ["calls", (plan: (typeof tariffs.plans)[number]) => plan.callMinutes],
    ["sms", (plan: (typeof tariffs.plans)[number]) => plan.sms],
  ] as const;
  for (const plan of tariffs.plans) {
    const card = page.locator(`[data-plan="${plan.id}"]`);
    for (const [kind, amountOf] of kinds) {
      const amount = amountOf(plan);
      const largest = Math.max(
        ...tariffs.plans.map(amountOf).filter((other) => other !== UNLIMITED),
      );
      // Unlimited fills the track; the largest limited amount three quarters of it.
      const expected = amount === UNLIMITED ? 100 : Math.round((amount / largest) * 75);
      const meter = card.locator(`svg[data-meter="${kind}"]`);
      await expect(meter, `${plan.id} ${kind}`).toHaveAttribute("data-share", String(expected));
      await expect(meter.locator("rect").last()).toHaveAttribute("width", String(expected));
      await expect(meter).toHaveAttribute("aria-hidden", "true");
      // The figure is the text beside the drawing.
      const figure = (await meter.locator("xpath=..").innerText()).trim();
      expect(figure).toMatch(amount === UNLIMITED ? /^Unlimited$/ : new RegExp(`^${amount}`));
    }
  }
});

test("the plan cards fill the Arabic meters from the right", async ({ page }) => {
  await page.goto("/ar");
  const meter = page.locator('[data-plan="basic"] svg[data-meter="data"]');
  const box = await meter.boundingBox();
  const fill = await meter.locator("rect").last().boundingBox();
  expect(box && fill).toBeTruthy();
  if (!box || !fill) return;
  expect(Math.round(fill.x + fill.width)).toBe(Math.round(box.x + box.width));
});

test("the home page's drawings are its own, inline and hidden from assistive technology", async ({
  page,
}) => {
  await page.goto("/");
  const drawings = page.locator("main section svg[viewBox]:not([data-meter])");
  expect(await drawings.count()).toBeGreaterThanOrEqual(6);
  for (const drawing of await drawings.all())
    await expect(drawing).toHaveAttribute("aria-hidden", "true");
  // Nothing drawn from another file: no <image>, no <use> of another host.
  await expect(page.locator("main svg image, main svg use")).toHaveCount(0);
});

for (const motion of ["reduce", "no-preference"] as const) {
  test(`the hero's clouds ${motion === "reduce" ? "stay still" : "drift"} when motion is ${motion}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await page.goto("/");
    const animation = await page
      .locator(".hero-clouds")
      .evaluate((clouds) => getComputedStyle(clouds).animationName);
    expect(animation).toBe(motion === "reduce" ? "none" : "hero-clouds-drift");
  });
}

test("on a phone the plan cards swipe in a row; the page itself never scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  const row = page.locator("#plans ul").first();
  const { scrollWidth, clientWidth } = await row.evaluate((list) => ({
    scrollWidth: list.scrollWidth,
    clientWidth: list.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A keyboard user reaches the last card's button, and the row brings it into view.
  await page.locator('[data-plan="premium"] a').first().focus();
  await expect(page.locator('[data-plan="premium"] a').first()).toBeInViewport();
});
