import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

/** The answers of one group of the search page, by its heading. */
const group = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading }).getByRole("listitem");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page starts with examples, and its form asks the server", async ({ page }) => {
    await page.goto("/search");
    await expect(page).toHaveTitle("Search | Sahab Mobile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
    await page.getByRole("link", { name: "JLT" }).click();
    await expect(page).toHaveURL("/search?q=JLT");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill("indai");
    await page.locator("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/search?q=indai");
    await expect(page).toHaveTitle("“indai”: search | Sahab Mobile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Answers for “indai”");
    await expect(
      page.getByText("Nothing matched exactly what you typed. The closest:"),
    ).toBeVisible();
    await expect(group(page, "Calls abroad")).toHaveText([/^India\s*AED\s0\.75\sa minute/]);
    await expect(group(page, "Roaming")).toHaveText([/^India\s*Zone B: a day pass AED\s35/]);
    await group(page, "Calls abroad").getByRole("link", { name: "India" }).click();
    await expect(page).toHaveURL("/international-calls?q=India");
  });

  const answers: [query: string, heading: string, answer: RegExp][] = [
    ["barsah", "Coverage", /^Al Barsha\s*5G and 4G, in Dubai$/],
    ["barsah", "Stores", /^Al Barsha\s*Nearest store: Sahab Mobile .+, (Open now|Closed)/],
    ["barsah", "Network status", /^Al Barsha\s*No known problems now$/],
    ["الهند", "Calls abroad", /^India\s*AED\s0\.75/],
    ["Srilanka", "Calls abroad", /^Sri Lanka\s*AED\s0\.75/],
    ["JLT", "Coverage", /^Jumeirah Lake Towers\s*5G and 4G/],
    ["UK", "Roaming", /^United Kingdom\s*Zone B/],
    ["London", "Roaming", /^United Kingdom\s*Zone B/],
    ["Standard", "Plans", /^Standard plan\s*AED\s199\sa month/],
    ["complaint", "Pages", /^Complaints/],
  ];
  for (const [query, heading, answer] of answers) {
    test(`/search?q=${query} answers under ${heading}`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(group(page, heading).first()).toHaveText(answer);
    });
  }

  test("the Arabic search answers in Arabic, whatever the script asked in", async ({ page }) => {
    await page.goto("/ar/search?q=indai");
    await expect(page).toHaveTitle("البحث عن «indai» | سحاب موبايل");
    await expect(group(page, "المكالمات الدولية")).toHaveText([/^الهند\s*0\.75\sدرهم/]);
    await page.goto(`/ar/search?q=${encodeURIComponent("البرشا")}`);
    await expect(group(page, "التغطية").first()).toHaveText(/^البرشاء/);
  });

  for (const path of ["/international-calls", "/roaming"]) {
    test(`${path}'s finder takes a slip of spelling: indai finds India`, async ({ page }) => {
      await page.goto(`${path}?q=indai`);
      const answers = page.locator("[data-answer]");
      await expect(answers).toHaveCount(1);
      await expect(answers.getByRole("heading", { level: 2 })).toHaveText("India");
    });
  }

  test("nothing found says so, with the ways to ask us", async ({ page }) => {
    await page.goto("/search?q=qwxzqwxz");
    await expect(page.getByRole("heading", { name: "Nothing found" })).toBeVisible();
    const ways = page.getByRole("region", { name: "Ask us instead" }).getByRole("link");
    await expect(ways).toHaveCount(5);
    await expect(ways.first()).toHaveAttribute("href", "tel:80072422");
    await expect(ways.last()).toHaveAttribute("href", "/?topic=complaint#contact");
  });

  test("a hostile query is shown as text, cut, and never fails the page", async ({ page }) => {
    for (const query of [
      "<script>window.hacked=1</script>",
      `${"a".repeat(3000)}`,
      "\u0000\u001b[31m\u202eindia",
      "%%%",
    ]) {
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
      expect(response?.status(), query.slice(0, 20)).toBe(200);
    }
    await page.goto(`/search?q=${encodeURIComponent("<b>x</b>")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Answers for “<b>x</b>”");
    await expect(page.locator("main b")).toHaveCount(0);
    await page.goto(`/search?q=${"b".repeat(500)}`);
    await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue(
      "b".repeat(80),
    );
  });

  test("answers are kept from search engines; the page itself is in the sitemap", async ({
    page,
    request,
  }) => {
    await page.goto("/search?q=india");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.goto("/search");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/search</loc>");
  });
});

test("the suggestions answer as JSON in the path's language", async ({ request }) => {
  const english = await (await request.get("/search/suggestions.json?q=indai")).json();
  expect(english.suggestions[0]).toMatchObject({
    title: "India",
    href: "/international-calls?q=India",
  });
  const arabic = await (await request.get("/ar/search/suggestions.json?q=jlt")).json();
  expect(arabic.label).toBe("اقتراحات");
  expect(arabic.suggestions[0]).toMatchObject({ title: "أبراج بحيرات جميرا" });
});

test("suggestions as one types, chosen with the keyboard, the form still plain", async ({
  page,
}) => {
  await gotoHydrated(page, "/search");
  const field = page.getByRole("combobox", { name: "Search", exact: true });
  await field.fill("barsah");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list.getByRole("option").first()).toContainText("Al Barsha");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: "suggestions" })).toHaveText(
    /^3\u00a0suggestions/,
  );
  await field.press("ArrowDown");
  await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", /-0$/);
  await field.press("ArrowUp");
  await expect(list.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await field.press("Escape");
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await field.fill("indai");
  await expect(list.getByRole("option").first()).toContainText("India");
  await field.press("ArrowDown");
  await field.press("Enter");
  await expect(page).toHaveURL("/international-calls?q=India");

  // Enter with no suggestion chosen sends the form as it is.
  await gotoHydrated(page, "/ar/search");
  await page.getByRole("combobox", { name: "البحث" }).fill("JLT");
  await page.getByRole("combobox", { name: "البحث" }).press("Enter");
  await expect(page).toHaveURL("/ar/search?q=JLT");
});

test("the rates pages' finder takes a slip of spelling as one types", async ({ page }) => {
  await gotoHydrated(page, "/roaming");
  await page.locator("#destination-query").fill("indai");
  await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(1);
  await expect(page.locator("tr#in")).toBeVisible();
});

for (const path of ["/search?q=barsah", "/ar/search?q=barsah", "/search?q=qwxzqwxz", "/search"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  });
}
