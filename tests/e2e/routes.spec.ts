import { expect, pages, sectionIds, test } from "./fixtures";

for (const { path, title, heading } of pages) {
  // One page load for the three: each step reads the page as it was first drawn, before the
  // last step moves the focus.
  test(`page ${path} answers 200 with its own head and heading, its alternates and a skip link`, async ({
    page,
  }) => {
    const response = await page.goto(path);

    await test.step("answers 200 with its own title, description, language and heading", async () => {
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(40);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
    });

    await test.step("declares its English, Arabic and default alternates", async () => {
      const alternates = await page
        .locator('link[rel="alternate"]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
      const arabic = path === "/" ? "/ar" : `/ar${path}`;
      expect(alternates).toEqual([
        ["en", `https://www.sahabmobile.ae${path}`],
        ["ar", `https://www.sahabmobile.ae${arabic}`],
        ["x-default", `https://www.sahabmobile.ae${path}`],
      ]);
    });

    await test.step("offers a skip link that moves focus to the main content", async () => {
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
    });
  });
}

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
