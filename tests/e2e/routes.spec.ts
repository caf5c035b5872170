import { expect, sectionIds, test } from "./fixtures";

// Every page's status, head, heading, alternates and skip link are checked by the page audit
// (page-audit.spec.ts), on the load its other checks share.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page has every section, in the spec's order", async ({ page }) => {
    await page.goto("/");
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(sectionIds);
    for (const id of sectionIds) {
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
  });

  test("the Terms of Service show their five numbered clauses in full", async ({ page }) => {
    await page.goto("/terms");
    const clauses = page.locator("main h2");
    await expect(clauses).toHaveText([
      /^1\. .*accept/i,
      /^2\. .*service/i,
      /^3\. .*(obligation|responsibilit)/i,
      /^4\. .*(change|modif)/i,
      /^5\. .*(end|terminat)/i,
    ]);
    const words = (await page.locator("main").innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThan(500);
  });

  test("the Privacy Policy and Cookie Policy show every topic", async ({ page }) => {
    await page.goto("/privacy");
    for (const id of [
      "collection",
      "use",
      "disclosure",
      "purpose",
      "access-and-updating",
      "contact",
    ]) {
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
    await page.goto("/cookie-policy");
    const policy = page.locator("main");
    for (const category of [
      /essential/i,
      /performance and analytics/i,
      /functional/i,
      /advertising/i,
    ]) {
      await expect(policy).toContainText(category);
    }
  });
});

test("a footer link navigates in the app and the page is complete", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(page).toHaveTitle("Terms of Service | Sahab Mobile");
  await expect(page.locator("main h2")).toHaveCount(5);
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie policy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookie Policy");
});
