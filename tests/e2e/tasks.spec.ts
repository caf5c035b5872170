import type { Locator, Page } from "@playwright/test";
import { wordsOf } from "../../app/content/words.server";
import { dirhamDigits } from "../../app/i18n/money";
import { type Locale, locales, localizedPath } from "../../app/i18n/locale";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { expect, test } from "./fixtures";

/*
 * What a visitor comes for, walked from the home page on a 375 px phone in each language: each
 * answer is at most three taps away, a question typed into a page's finder aside, and the answer
 * is on the screen when the last page opens, not somewhere below it.
 */

const tariffs = loadTariffs(TARIFFS_DIR);
const india = tariffs.destinations.find((destination) => destination.country === "IN");
const indiaZone = tariffs.callZones.find((zone) => zone.id === india?.callZone);
const ukZone = tariffs.roamingZones.find(
  (zone) =>
    zone.id ===
    tariffs.destinations.find((destination) => destination.country === "GB")?.roamingZone,
);

/** A visitor who counts the taps a task takes. */
class Visitor {
  taps = 0;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  async tap(target: Locator): Promise<void> {
    this.taps += 1;
    await target.click();
  }

  /** Opens the phone's menu and chooses one of its links. */
  async chooseInMenu(name: string): Promise<void> {
    const { header } = wordsOf(this.locale, "layout");
    await this.tap(this.page.getByRole("button", { name: header.menuButtonLabel }));
    await this.tap(this.page.locator("#site-menu").getByRole("link", { name, exact: true }));
  }

  /** Types a question into the page's first finder and sends it: typing, not a tap. */
  async ask(question: string): Promise<void> {
    const field = this.page.locator("main form[method=get] input:not([type=hidden])").first();
    await field.fill(question);
    await field.press("Enter");
    await this.page.waitForLoadState("load");
  }
}

const links = (locale: Locale) => wordsOf(locale, "layout").header.menu.links;

for (const locale of locales) {
  test.describe(`${locale}: from the home page on a 375 px phone`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    let visitor: Visitor;
    test.beforeEach(async ({ page }) => {
      await page.goto(localizedPath(locale, "/"));
      visitor = new Visitor(page, locale);
    });
    test.afterEach(() => {
      expect(visitor.taps, "taps the task took").toBeLessThanOrEqual(3);
    });

    test("what a call to India costs", async ({ page }) => {
      await visitor.chooseInMenu(links(locale).internationalCalls);
      await visitor.ask(locale === "ar" ? "الهند" : "India");
      const answer = page.locator("[data-answer]");
      await expect(answer).toBeInViewport();
      await expect(answer).toContainText(dirhamDigits(indiaZone?.minuteFils ?? NaN, 2));
    });

    test("what a day in London costs roaming", async ({ page }) => {
      await visitor.chooseInMenu(links(locale).roaming);
      await visitor.ask(locale === "ar" ? "لندن" : "London");
      const answer = page.locator("[data-answer]");
      await expect(answer).toBeInViewport();
      const dayPass = ukZone?.dayPass?.priceFils ?? NaN;
      await expect(answer).toContainText(dirhamDigits(dayPass, dayPass % 100 === 0 ? 0 : 2));
    });

    test("the coverage at JLT", async ({ page }) => {
      await visitor.chooseInMenu(links(locale).coverage);
      await visitor.ask("JLT");
      await expect(page.locator("[data-area=jumeirah-lake-towers]")).toBeInViewport();
    });

    test("the nearest store to Al Barsha, and whether it is open now", async ({ page }) => {
      await visitor.chooseInMenu(links(locale).stores);
      await visitor.ask(locale === "ar" ? "البرشاء" : "Al Barsha");
      const nearest = page.getByRole("article").first();
      await expect(nearest.locator("[data-status]")).toBeInViewport();
      await expect(nearest.getByRole("heading", { level: 3 })).toContainText(
        locale === "ar" ? "شارع الشيخ زايد" : "Sheikh Zayed Road",
      );
    });

    test("the network status for Dubai", async ({ page }) => {
      await visitor.chooseInMenu(links(locale).networkStatus);
      await expect(page.locator("[data-level]")).toBeInViewport();
      const dubai = page.getByRole("link", { name: locale === "ar" ? /^دبي/ : /^Dubai/ }).first();
      await expect(dubai).toBeVisible();
    });

    test("the Key Facts of Standard", async ({ page }) => {
      await visitor.chooseInMenu(links(locale).standardPlan);
      const keyFacts = page.getByRole("heading", {
        name: wordsOf(locale, "plans").plan.keyFactsHeading,
      });
      await expect(keyFacts).toBeVisible();
      // The page opens on the plan, and its Key Facts are one scroll below, in one piece.
      await keyFacts.scrollIntoViewIfNeeded();
      await expect(keyFacts).toBeInViewport();
    });

    test("how to complain", async ({ page }) => {
      await visitor.chooseInMenu(links(locale).complaints);
      await expect(page).toHaveURL(localizedPath(locale, "/complaints"));
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    });

    test("each of them as one search from the header", async ({ page }) => {
      const { header } = wordsOf(locale, "layout");
      const questions = ["India", "London", "JLT", "barsha", "Dubai", "Standard", "complaint"];
      for (const question of questions) {
        await page.goto(localizedPath(locale, "/"));
        await page.getByRole("button", { name: header.menuButtonLabel }).click();
        // Its suggestions make the field a combobox once touched: found by its label.
        const field = page.getByLabel(header.search.label);
        await field.fill(question);
        await field.press("Enter");
        await expect(page).toHaveURL(new RegExp(`/search\\?q=${question}$`));
        const first = page.locator("main li a").first();
        await expect(first, `the first answer to "${question}"`).toBeInViewport();
      }
      visitor.taps = 1;
    });
  });
}
