import { expect, test } from "./fixtures";
import { joinsOnPage } from "./page-checks/figures";

// Every page's figures at 320 and 1280 px, and the house rules of its text, are checked by the
// page audit (page-audit.spec.ts), on the load its other checks share.

test.describe("a figure beside its word, at the width where it used to split", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the calls line keeps 200 with دولة and the activation line 30 with دقيقة", async ({
    page,
  }) => {
    await page.goto("/ar");
    await expect(page.locator("#calls")).toContainText("تصل مكالماتك إلى أكثر من 200 دولة");
    await expect(page.locator("#activation")).toContainText(
      "تكتمل معظم عمليات التفعيل خلال 30 دقيقة.",
    );
    const { split, checked } = await joinsOnPage(page);
    expect(split).toEqual([]);
    // Prices, data, minutes, validity, claims and the footer: dozens of joins on this page.
    expect(checked).toBeGreaterThan(30);
  });
});
