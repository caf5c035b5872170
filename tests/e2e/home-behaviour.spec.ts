import type { Page } from "@playwright/test";
import { expect, sectionIds, test } from "./fixtures";

/**
 * Waits until the section's top is 80 px below the top of the screen, and still is a moment
 * later: a scroll that merely passed the line on its way elsewhere does not count.
 */
async function expectSectionStopsAt80(page: Page, id: string): Promise<void> {
  const top = () =>
    page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(top, { message: `#${id} comes to rest 80 px below the top` }).toBe(80);
  await page.waitForTimeout(200);
  expect(await top(), `#${id} stays 80 px below the top`).toBe(80);
}

test.describe("in-page anchors on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("stop each section 80 px below the top, update the URL and focus it", async ({ page }) => {
    await page.goto("/");
    // On a laptop the home page's sections have a row of their own, under the menu's bar.
    const nav = page.getByRole("navigation", { name: "On this page" });
    for (const id of sectionIds) {
      await nav.locator(`a[href="#${id}"]`).click();
      await expectSectionStopsAt80(page, id);
      await expect(page).toHaveURL(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeFocused();
    }
  });

  test("scroll smoothly, not in one jump", async ({ page }) => {
    await page.goto("/");
    // Sample the scroll position every frame from the click until it has been still a while.
    const link = page
      .getByRole("navigation", { name: "On this page" })
      .locator('a[href="#support"]');
    const positions = await link.evaluate(async (support: HTMLAnchorElement) => {
      const seen = [window.scrollY];
      support.click();
      const started = performance.now();
      while (performance.now() - started < 3000) {
        await new Promise(requestAnimationFrame);
        seen.push(window.scrollY);
        const last = seen.slice(-20);
        if (last.length === 20 && last.every((y) => y === last[0]) && last[0] !== seen[0]) break;
      }
      return seen;
    });
    const start = positions[0] ?? 0;
    const end = positions.at(-1) ?? 0;
    expect(end).toBeGreaterThan(start);
    expect(positions.some((y) => y > start && y < end)).toBe(true);
  });
});

test.describe("in-page anchors from the mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("stop each section 80 px below the top", async ({ page }) => {
    await page.goto("/");
    for (const id of sectionIds) {
      await page.getByRole("button", { name: "Menu" }).click();
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("list", { name: "On this page" })
        .locator(`a[href="#${id}"]`)
        .click();
      await expectSectionStopsAt80(page, id);
    }
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

  test("anchors jump straight to the section, still 80 px below the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "See our plans" }).click();
    await page.waitForTimeout(20);
    const top = await page.locator("#plans").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(80);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("anchors still stop 80 px below the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Activation" }).click();
    await expectSectionStopsAt80(page, "activation");
  });
});

test.describe("the plan cards", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("rise when hovered or when a control inside has focus", async ({ page }) => {
    await page.goto("/#plans");
    const card = page.locator('[data-plan="basic"]');
    const lift = () => card.evaluate((el) => getComputedStyle(el).translate);
    expect(await lift()).toBe("none");
    await card.hover();
    await expect.poll(lift).toMatch(/^0px -\d/);
    await page.mouse.move(0, 0);
    await expect.poll(lift).toBe("none");
    await card.getByRole("link", { name: /Choose Plan/ }).focus();
    await expect.poll(lift).toMatch(/^0px -\d/);
    const transition = await card.evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(transition).toContain("translate");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("do not move", async ({ page }) => {
      await page.goto("/#plans");
      const card = page.locator('[data-plan="standard"]');
      await card.hover();
      await page.waitForTimeout(300);
      expect(await card.evaluate((el) => getComputedStyle(el).translate)).toBe("none");
    });
  });

  test("Choose Plan leads to the sign-up request, with the plan chosen", async ({ page }) => {
    await page.goto("/");
    await page
      .locator('[data-plan="standard"]')
      .getByRole("link", { name: /Choose Plan/ })
      .click();
    await expect(page).toHaveURL("/join?plan=standard");
    await expect(page.locator("main #join-plan-standard")).toBeChecked();
  });
});

test.describe("the page at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("never scrolls sideways", async ({ page }) => {
    await page.goto("/");
    for (const tab of ["Daily", "Weekly", "Monthly"]) {
      await page.locator("#internet label").filter({ hasText: tab }).click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    }
  });
});

// Every page at every common screen width is checked by the page audit (page-audit.spec.ts).

test("at 200% zoom (640 px of a 1280 px screen) nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto("/");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
});

test.describe("at 1920 px", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("the content stays in a readable column", async ({ page }) => {
    await page.goto("/");
    const width = await page.locator("#plans > div").evaluate((el) => el.clientWidth);
    expect(width).toBeLessThanOrEqual(1152);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1920);
  });
});
