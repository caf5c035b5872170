import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "./fixtures";

/** The rules every page is held to: WCAG 2.2 AA and axe's best practices. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * How much of the page axe reads: all of it; all but its table rows after the first `rows`; or
 * only the part `include` selects. A rates page's 240 rows are drawn by one component, and
 * reading them all is four fifths of axe's time there. Every page is read whole at 1280 px in
 * each language; other states of the same markup (another width, the copy saved offline, a
 * form's answer) may read a sample or the part that changed
 * (docs/decisions/076-the-whole-ci-run-within-twenty-minutes.md).
 */
export type AxeScope = "all" | { rows: number } | { include: string };

const unread = "data-axe-unread";

/** What axe finds wrong with the page as it stands, each rule with the elements that break it. */
export async function axeViolations(page: Page, scope: AxeScope = "all") {
  // Violations only: axe then skips describing every element that passed, and still reports
  // every element that fails. Legacy mode runs axe in the page itself instead of gathering its
  // results in a second, blank page, two to three times faster; what it gives up is testing
  // frames of another origin, and the site's pages have no frames.
  let builder = new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  // A part of a page whose other states another test checks whole.
  if (typeof scope === "object" && "include" in scope) builder = builder.include(scope.include);
  if (typeof scope === "object" && "rows" in scope) {
    // CSS cannot pick "after the first N rows of the page" across tables: the rows are marked.
    await page.evaluate(
      ({ rows, mark }) =>
        document.querySelectorAll("tbody > tr").forEach((row, index) => {
          if (index >= rows) row.setAttribute(mark, "");
        }),
      { rows: scope.rows, mark: unread },
    );
    builder = builder.exclude(`[${unread}]`);
  }
  const results = await builder.analyze();
  if (typeof scope === "object" && "rows" in scope) {
    await page.evaluate((mark) => {
      document.querySelectorAll(`[${mark}]`).forEach((row) => row.removeAttribute(mark));
    }, unread);
  }
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(" ")),
  }));
}

/** Fails, naming the state, when axe finds anything wrong with the page as it stands. */
export async function expectNoAxeViolations(page: Page, where: string, scope: AxeScope = "all") {
  expect(await axeViolations(page, scope), where).toEqual([]);
}
