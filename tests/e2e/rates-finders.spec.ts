import type { Page } from "@playwright/test";
import { dirhamDigits } from "../../app/i18n/money";
import { planPagePaths } from "../../app/site/paths";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, ratesPaths, test } from "./fixtures";

/** The tariff files the build read: every figure a card must show. */
const tariffs = loadTariffs(TARIFFS_DIR);
const NBSP = "\u00a0";
const aed = (fils: number | undefined, decimals: 0 | 2 = 2) =>
  `AED${NBSP}${dirhamDigits(fils ?? NaN, decimals)}`;

const india = tariffs.destinations.find((d) => d.country === "IN");
const indiaZone = tariffs.callZones.find((zone) => zone.id === india?.callZone);
const ukZone = tariffs.roamingZones.find(
  (zone) => zone.id === tariffs.destinations.find((d) => d.country === "GB")?.roamingZone,
);

const card = (page: Page) => page.locator("[data-answer]");
const letterIndex = (page: Page) =>
  page.getByRole("navigation", { name: /A to Z|أ إلى ي/ }).getByRole("link");

/** Lays out every letter's table, as a visitor scrolling through the whole list would find it. */
async function layOutEveryRow(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const group of document.querySelectorAll<HTMLElement>(".rate-group")) {
      group.style.contentVisibility = "visible";
    }
  });
}

/** Where an element's top is, from the top of the page, in CSS pixels. */
async function topOnPage(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test.describe("on a 375 px phone, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("a search for India is answered by a card within the first screen, priced from the files", async ({
    page,
  }) => {
    await page.goto("/international-calls?q=India");
    await expect(card(page)).toHaveCount(1);
    expect(await topOnPage(page, "[data-answer]")).toBeLessThan(800);
    // The finder comes before the card, and the card before everything else of the page.
    expect(await topOnPage(page, "search")).toBeLessThan(await topOnPage(page, "[data-answer]"));
    expect(await topOnPage(page, "[data-answer]")).toBeLessThan(await topOnPage(page, "#packs"));
    const answer = card(page);
    await expect(answer.getByRole("heading", { level: 2 })).toHaveText("India");
    await expect(answer).toContainText(`Per minute${aed(indiaZone?.minuteFils)}`);
    await expect(answer).toContainText(`Per SMS${aed(indiaZone?.smsFils)}`);
    await expect(answer).toContainText("+91");
    // Every Call Home pack of India's zone, each priced, each leading to its row.
    const packs = tariffs.callHomePacks.filter((pack) => pack.callZone === india?.callZone);
    expect(packs.length).toBeGreaterThan(0);
    const packLinks = answer.locator("a[href^='#pack-']");
    await expect(packLinks).toHaveCount(packs.length);
    for (const pack of packs) {
      await expect(
        answer.locator("li", { has: page.locator(`a[href="#pack-${pack.id}"]`) }),
      ).toContainText(aed(pack.priceFils, pack.priceFils % 100 === 0 ? 0 : 2));
    }
    await expect(answer.getByRole("link", { name: "How calls abroad are billed" })).toHaveAttribute(
      "href",
      "#billing",
    );
    // No list with an answer: no A-Z, no table; a way back to every destination instead.
    await expect(letterIndex(page)).toHaveCount(0);
    await expect(page.locator("tr[data-search]")).toHaveCount(0);
    await page.getByRole("link", { name: "Show all destinations" }).first().click();
    await expect(page).toHaveURL("/international-calls");
    expect(await letterIndex(page).count()).toBeGreaterThan(15);
    await expect(card(page)).toHaveCount(0);
  });

  test("a destination no pack covers says so, and the Arabic card reads the same figures", async ({
    page,
  }) => {
    const uncovered = tariffs.destinations.find(
      (d) => !tariffs.callHomePacks.some((pack) => pack.callZone === d.callZone),
    );
    expect(uncovered, "a destination no Call Home pack covers").toBeDefined();
    const name = uncovered?.names.en ?? "";
    await page.goto(`/international-calls?q=${encodeURIComponent(name)}`);
    await expect(page.locator(`[data-answer=${uncovered?.country.toLowerCase()}]`)).toContainText(
      `No Call Home pack covers ${name}`,
    );
    await page.goto("/ar/international-calls?q=India");
    await expect(card(page).getByRole("heading", { level: 2 })).toHaveText("الهند");
    await expect(card(page)).toContainText(
      `${dirhamDigits(indiaZone?.minuteFils ?? NaN, 2)}${NBSP}درهم`,
    );
  });

  test("a search for London on the roaming page gives the zone, the day pass and pay-as-you-go", async ({
    page,
  }) => {
    await page.goto("/roaming?q=London");
    const answer = card(page);
    await expect(answer).toHaveCount(1);
    expect(await topOnPage(page, "[data-answer]")).toBeLessThan(800);
    await expect(answer.getByRole("heading", { level: 2 })).toHaveText("United Kingdom");
    await expect(answer).toContainText(`Zone ${ukZone?.id}`);
    await expect(answer).toContainText(`Day pass${aed(ukZone?.dayPass?.priceFils, 0)}`);
    await expect(answer).toContainText(`${ukZone?.dayPass?.minutes}${NBSP}minutes`);
    await expect(answer).toContainText("The day pass covers calls to the UAE");
    await expect(answer).toContainText("the lower of pay-as-you-go");
    await expect(answer).toContainText(
      `Calls per minute: UAE or local${aed(ukZone?.callToUaeOrLocalMinuteFils)}`,
    );
    await expect(answer).toContainText(`Per SMS${aed(ukZone?.smsFils)}`);
    await expect(answer).toContainText(`Data per MB${aed(ukZone?.dataMbFils)}`);
    await expect(letterIndex(page)).toHaveCount(0);
  });

  test("the rules are folded, their words still in the page, and open at a tap", async ({
    page,
  }) => {
    await page.goto("/roaming");
    const sections = page.locator("section:has(> details)");
    expect(await sections.count()).toBe(5);
    for (const details of await page.locator("section > details").all()) {
      await expect(details).not.toHaveAttribute("open");
    }
    const safeguards = page.getByRole("region", { name: "No surprises on your bill" });
    await expect(safeguards).toContainText("an SMS welcomes you");
    await expect(safeguards.getByText("an SMS welcomes you")).toBeHidden();
    await page.getByRole("heading", { name: "No surprises on your bill", level: 2 }).click();
    await expect(safeguards.getByText("an SMS welcomes you")).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: "reduce" });

  test("a card's link to a rule opens it, as does an address that leads into one", async ({
    page,
  }) => {
    await page.goto("/international-calls?q=India");
    const rule = page
      .getByRole("region", { name: "How calls abroad are billed" })
      .getByText("Same price on every plan");
    await expect(rule).toBeHidden();
    await card(page).getByRole("link", { name: "How calls abroad are billed" }).click();
    await expect(rule).toBeVisible();
    await expect(rule).toBeInViewport();
    await page.goto("/roaming#safeguards");
    await expect(
      page
        .getByRole("region", { name: "No surprises on your bill" })
        .getByText("an SMS welcomes you"),
    ).toBeInViewport();
  });

  test("typing puts the rows found right under the finder; Enter asks the server for the card", async ({
    page,
  }) => {
    await gotoHydrated(page, "/international-calls");
    await page.locator("main").getByRole("searchbox").fill("India");
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(1);
    // The A-Z index steps aside while a query is typed.
    await expect(page.locator("[data-letter-index]")).toBeHidden();
    expect(await topOnPage(page, "tr[data-search]:not([hidden])")).toBeLessThan(800);
    await page.locator("main").getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL("/international-calls?q=India");
    await expect(card(page)).toContainText(aed(indiaZone?.minuteFils));
    await page.locator("main").getByRole("searchbox").fill("");
    await expect(page.locator("[data-island=destination-finder]")).toHaveAttribute(
      "data-hydrated",
      "",
    );
  });

  for (const path of ["/international-calls?q=India", "/ar/roaming?q=London"]) {
    test(`${path}: the answer has no axe violations, its rules closed and open`, async ({
      page,
    }) => {
      await page.goto(path);
      await expectNoAxeViolations(page, "answered");
      await page.locator("section > details > summary").first().click();
      await expectNoAxeViolations(page, "a rule open");
    });
  }
});

test.describe("the language switch", () => {
  /** The link to the page in the other language, as the header writes it. */
  const switchTo = (page: Page, lang: string) => page.locator(`a[hreflang="${lang}"]`).first();

  test("keeps a rates page's search and estimate, both ways", async ({ page }) => {
    await page.goto("/international-calls?q=India&minutes=120&to=in");
    await expect(switchTo(page, "ar")).toHaveAttribute(
      "href",
      "/ar/international-calls?q=India&minutes=120&to=in",
    );
    await switchTo(page, "ar").click();
    await expect(page).toHaveURL("/ar/international-calls?q=India&minutes=120&to=in");
    await expect(card(page).getByRole("heading", { level: 2 })).toHaveText("الهند");
    await expect(page.locator("#estimate [data-estimate-answer]")).not.toBeEmpty();
    await switchTo(page, "en").click();
    await expect(page).toHaveURL("/international-calls?q=India&minutes=120&to=in");
    await expect(card(page).getByRole("heading", { level: 2 })).toHaveText("India");
  });

  test("keeps the search typed into the finder, once the address records it", async ({ page }) => {
    await gotoHydrated(page, "/roaming");
    await page.locator("main").getByRole("searchbox").fill("Paris");
    await expect(page).toHaveURL("/roaming?q=Paris");
    await expect(switchTo(page, "ar")).toHaveAttribute("href", "/ar/roaming?q=Paris");
  });

  for (const [path, other] of [
    ["/coverage?area=al-barsha", "/ar/coverage?area=al-barsha"],
    ["/plans?data=8&minutes=300", "/ar/plans?data=8&minutes=300"],
    ["/ar/plans?data=20&minutes=100", "/plans?data=20&minutes=100"],
  ] as const) {
    test(`keeps ${path}`, async ({ page }) => {
      await page.goto(path);
      const lang = other.startsWith("/ar") ? "ar" : "en";
      await expect(switchTo(page, lang)).toHaveAttribute("href", other);
      await switchTo(page, lang).click();
      await expect(page).toHaveURL(other);
    });
  }

  test("a page with no query leads to the bare page", async ({ page }) => {
    await page.goto("/roaming");
    await expect(switchTo(page, "ar")).toHaveAttribute("href", "/ar/roaming");
  });
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 }, javaScriptEnabled: false });

  const pagesToRead = [
    "/",
    ...ratesPaths,
    ...ratesPaths.map((path) => `${path}?q=${path.includes("roaming") ? "London" : "India"}`),
    "/international-calls?q=%2B44",
    ...planPagePaths,
    "/plans?data=8&minutes=300",
  ];

  for (const path of [
    ...pagesToRead,
    ...pagesToRead.map((each) => `/ar${each === "/" ? "" : each}`),
  ]) {
    test(`${path} reads without sideways scroll`, async ({ page }) => {
      await page.goto(path);
      // Every letter's table laid out, as a visitor scrolling through would find it.
      await layOutEveryRow(page);
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement;
        return root ? root.scrollWidth - root.clientWidth : NaN;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      // No cell reaches past the page's edge either (a clipped table would hide it).
      const wide = await page.locator("table").evaluateAll((tables) =>
        tables
          .flatMap((table) => [...table.querySelectorAll<HTMLElement>("tbody th, tbody td")])
          .filter((cell) => cell.offsetParent !== null && cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      );
      expect(wide).toEqual([]);
    });
  }

  for (const path of [...ratesPaths, ...ratesPaths.map((path) => `/ar${path}`)]) {
    test(`${path}: a row with more than three columns is a card, each figure under its label`, async ({
      page,
    }) => {
      await page.goto(path);
      const row = page.locator("#in");
      const display = await row.evaluate((element) => getComputedStyle(element).display);
      expect(display).toBe("grid");
      const labels = await row
        .locator("td")
        .evaluateAll((cells) =>
          cells.map((cell) => getComputedStyle(cell, "::before").content.split(" / ")[0] ?? ""),
        );
      const expected = await row
        .locator("td")
        .evaluateAll((cells) => cells.map((cell) => JSON.stringify(cell.dataset.label)));
      expect(labels).toEqual(expected);
      expect(labels.every((label) => label.length > 2)).toBe(true);
      // A screen reader still meets a table: the row's cells under their column headers.
      await expect(page.locator("#in").getByRole("rowheader")).toHaveCount(1);
      expect(await page.locator("#in").getByRole("cell").count()).toBe(
        await row.locator("td").count(),
      );
      await expect(page.getByRole("columnheader").first()).toBeAttached();
    });
  }
});

test.describe("words are never cut", () => {
  /**
   * The words of every header and cell of the page's tables that are drawn on more than one
   * line: a word wraps only between words, in either script.
   */
  async function cutWords(page: Page): Promise<string[]> {
    await layOutEveryRow(page);
    return page.evaluate(() => {
      const cut: string[] = [];
      const cells = document.querySelectorAll<HTMLElement>(
        "table :is(th, td, caption), table td[data-label]",
      );
      for (const cell of cells) {
        const style = getComputedStyle(cell);
        if (
          style.overflowWrap === "anywhere" ||
          style.wordBreak === "break-all" ||
          style.hyphens === "auto"
        ) {
          cut.push(
            `${cell.textContent} (${style.overflowWrap} ${style.wordBreak} ${style.hyphens})`,
          );
        }
      }
      for (const header of document.querySelectorAll<HTMLElement>("table thead th")) {
        if (header.offsetParent === null || header.getBoundingClientRect().width < 2) continue;
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) cut.push(match[0]);
          }
        }
      }
      return cut;
    });
  }

  for (const width of [320, 700, 1280]) {
    test(`at ${width} px, in the rates and plans tables of both languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        "/roaming",
        "/ar/roaming",
        "/ar/international-calls",
        "/ar/plans",
        "/plans",
      ]) {
        await page.goto(path);
        expect(await cutWords(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
