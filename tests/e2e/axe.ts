import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "./fixtures";

/** The rules every page is held to: WCAG 2.2 AA and axe's best practices. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** What axe finds wrong with the page as it stands, each rule with the elements that break it. */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  // A part of a page whose other states another test checks whole.
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(" ")),
  }));
}

/** Fails, naming the state, when axe finds anything wrong with the page as it stands. */
export async function expectNoAxeViolations(page: Page, where: string, include?: string) {
  expect(await axeViolations(page, include), where).toEqual([]);
}
