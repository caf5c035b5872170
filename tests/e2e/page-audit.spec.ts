import { layout as layoutAr } from "../../app/content/ar/layout";
import { layout as layoutEn } from "../../app/content/en/layout";
import { allPagePaths, expect, pagesInEveryLanguage, test } from "./fixtures";
import { axeViolations } from "./axe";
import { expectNoEnglishText } from "./page-checks/arabic-text";
import { expectHouseRulesKept, expectNoSplitFigure } from "./page-checks/figures";
import { expectAlternates, expectOwnHead, expectSkipLink } from "./page-checks/head";
import {
  expectDataWithoutDirectionCharacters,
  expectPlainTextWithoutDirectionCharacters,
} from "./page-checks/plain-text";
import { policyViolations, watchPolicyViolations } from "./page-checks/security-policy";
import { expectHeadingOutline, expectSearchAndPreviewTags } from "./page-checks/seo";
import { expectNoSidewaysScroll } from "./page-checks/sideways-scroll";

/**
 * The page audit: each page is loaded once, at 1280 px, and every check of a single page runs
 * on that load, each as a step named for what it checks (its module in page-checks/): a failure
 * names the page, the width and the check. The checks that read the page as first drawn come
 * first; the skip link moves the focus; the last steps resize the page to the narrower widths.
 * Checks that need more than one page (navigation, the sitemap, the finders' answers) stay in
 * the spec named for them.
 */
test.use({ viewport: { width: 1280, height: 800 } });

// One test does the work of a dozen: a rates page's axe reading alone takes 20 s or more.
test.describe.configure({ timeout: 120_000 });

test("the audit covers every page of the site, in every language", () => {
  expect(pagesInEveryLanguage.map(({ path }) => path).sort()).toEqual([...allPagePaths].sort());
});

for (const { path, title, heading } of pagesInEveryLanguage) {
  const arabic = path === "/ar" || path.startsWith("/ar/");

  test(`${path}`, async ({ page, request }) => {
    await watchPolicyViolations(page);
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";

    await test.step("security: breaks no part of the content security policy", async () => {
      expect(await policyViolations(page)).toEqual([]);
    });
    await test.step("routes: answers 200 with its own head, language and heading", async () => {
      await expectOwnHead(page, response, path, { title, heading });
    });
    await test.step("routes: declares its English, Arabic and default alternates", async () => {
      await expectAlternates(page, path);
    });
    await test.step("seo: complete for search engines and link previews", async () => {
      await expectSearchAndPreviewTags(page, request, path);
    });
    await test.step("seo: one h1, first, and no heading level skipped", async () => {
      await expectHeadingOutline(page);
    });
    await test.step("plain text: title, descriptions and structured data carry no direction characters", () => {
      expectPlainTextWithoutDirectionCharacters(html);
    });
    await test.step("plain text: the page's data, fetched and inlined, carries no direction characters", async () => {
      await expectDataWithoutDirectionCharacters(request, path, html);
    });
    if (arabic) {
      await test.step("arabic: none of the site's English, and Western digits only", async () => {
        await expectNoEnglishText(page);
      });
    }
    await test.step("figures: at 1280 px no figure is split from its word", async () => {
      await expectNoSplitFigure(page);
    });
    await test.step("figures: the text a reader meets keeps the house rules", async () => {
      await expectHouseRulesKept(page, path);
    });
    await test.step("accessibility: no axe violations at 1280 px", async () => {
      expect(await axeViolations(page, "all")).toEqual([]);
    });
    await test.step("routes: a skip link moves focus to the main content", async () => {
      await expectSkipLink(page, (arabic ? layoutAr : layoutEn).skipLink);
    });
    await test.step("sideways scroll: none at any common screen width", async () => {
      await expectNoSidewaysScroll(page, path);
    });
    await page.setViewportSize({ width: 320, height: 800 });
    await test.step("figures: at 320 px no figure is split from its word", async () => {
      await expectNoSplitFigure(page);
    });
    // A rates page's rows are read whole at 1280 px, their first forty at 320 px.
    await test.step("accessibility: no axe violations at 320 px", async () => {
      expect(await axeViolations(page, { rows: 40 })).toEqual([]);
    });
  });
}
