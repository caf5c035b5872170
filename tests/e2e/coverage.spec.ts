import type { Page } from "@playwright/test";
import { communities } from "../../app/domain/communities";
import { axeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

const answerOf = (page: Page) => page.locator("[data-area-answer]");

test("every community of the file is in its emirate's table, its levels in words", async ({
  page,
}) => {
  await page.goto("/coverage");
  await expect(page).toHaveTitle("Coverage | Sahab Mobile");
  await expect(page.locator("tr[data-search]")).toHaveCount(communities.length);
  // Each emirate's table is folded under its name until it is opened.
  await expect(page.locator("details[open]")).toHaveCount(0);
  await page.locator("summary", { hasText: "Dubai" }).click();
  await page.locator("summary", { hasText: "Ras Al Khaimah" }).click();
  const dubai = page.getByRole("table", { name: "Dubai" });
  const jlt = dubai.getByRole("row", { name: /^Jumeirah Lake Towers/ });
  await expect(jlt.getByRole("cell")).toHaveText(["Strong", "Good", "Strong", "Strong"]);
  await expect(dubai.getByRole("columnheader")).toHaveText([
    "Community",
    "5G outdoors",
    "5G indoors",
    "4G outdoors",
    "4G indoors",
  ]);
  const rak = page.getByRole("table", { name: "Ras Al Khaimah" });
  await expect(rak.getByRole("row", { name: /^Jebel Jais/ }).getByRole("cell")).toHaveText([
    "None",
    "None",
    "Basic",
    "None",
  ]);
});

test("the map marks every community by the best it gets outdoors, with a key in words in both languages", async ({
  page,
}) => {
  await page.goto("/coverage");
  const map = page.getByRole("img", { name: "Coverage map of the UAE" });
  await expect(map).toHaveAccessibleDescription(/^Every community in the list below/);
  await expect(map.locator("use")).toHaveCount(communities.length);
  await expect(page.getByRole("list", { name: "Key" }).getByRole("listitem")).toHaveText([
    "No coverage outdoors",
    "4G outdoors, no 5G",
    "5G outdoors",
  ]);

  await page.goto("/ar/coverage");
  await expect(page.getByRole("img", { name: "خريطة التغطية في الإمارات" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "مفتاح الخريطة" }).getByRole("listitem").last(),
  ).toHaveText("5G خارج المباني");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("check your area answers a misspelt name in words, with the nearest 5G where there is none", async ({
    page,
  }) => {
    await page.goto("/coverage");
    await page
      .locator("main")
      .getByRole("searchbox", { name: "Your community or area" })
      .fill("Jebel Jias");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL("/coverage?area=Jebel+Jias");
    const answer = answerOf(page);
    await expect(answer).toContainText("No name matches exactly what you typed. The closest:");
    await expect(answer).toContainText(
      "In Jebel Jais, Ras Al Khaimah, a phone on our network gets:",
    );
    await expect(answer).toContainText("Outdoors5G: None · 4G: Basic");
    await expect(answer).toContainText("There is no 5G in Jebel Jais yet");
    await expect(answer).toContainText(/nearest community with 5G is Mina Al Arab, Ras Al Khaimah/);
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(1);
  });

  test("the Arabic page answers an alias in Arabic script, and says an unknown name plainly", async ({
    page,
  }) => {
    await page.goto("/ar/coverage");
    await expect(page).toHaveTitle("التغطية | سحاب موبايل");
    await page.locator("main").getByRole("searchbox").fill("دبي مارينا");
    await page.locator("main").getByRole("searchbox").press("Enter");
    await expect(answerOf(page)).toContainText("التغطية المتوفرة على شبكتنا في مرسى دبي، دبي:");

    const hostile = '<img src=x onerror="alert(1)">';
    const response = await page.goto(`/ar/coverage?area=${encodeURIComponent(hostile)}`);
    expect(response?.status()).toBe(200);
    await expect(answerOf(page)).toContainText(`لا نعرف منطقة باسم ${hostile}`);
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(communities.length);

    await page.goto("/ar/coverage?area=");
    await expect(answerOf(page)).toHaveText("يُرجى كتابة اسم منطقتك بالعربية أو الإنجليزية.");
  });
});

test.describe("with JavaScript", () => {
  test("the tables filter as one types, through a slip, and Escape brings every row back", async ({
    page,
  }) => {
    await gotoHydrated(page, "/coverage");
    const box = page.locator("main").getByRole("searchbox", { name: "Your community or area" });
    await box.fill("bars");
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(2);
    await expect(page.locator("main").getByRole("status")).toContainText(
      "2\u00a0communities match",
    );
    await expect(page.getByRole("table", { name: "Abu Dhabi" })).toBeHidden();
    await box.fill("Dubia Marina");
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveText([/^Dubai Marina/]);
    await box.press("Escape");
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(communities.length);
  });

  test("by keyboard alone, the form asks the server and its answer replaces the filter's", async ({
    page,
  }) => {
    await gotoHydrated(page, "/coverage");
    await page.locator("main").getByRole("searchbox").focus();
    await page.keyboard.type("JLT");
    await expect(page.locator("tr[data-search]:not([hidden])")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Check" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/coverage?area=JLT");
    await expect(answerOf(page)).toContainText("In Jumeirah Lake Towers, Dubai");
    await expect(answerOf(page)).toContainText("Indoors5G: Good · 4G: Strong");
    await page.locator("main").getByRole("searchbox").fill("JL");
    await expect(answerOf(page)).toBeHidden();
  });

  test("an answered page has no axe violations, in either language", async ({ page }) => {
    for (const path of ["/coverage?area=hatta", "/ar/coverage?area=جبل+جيس"]) {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test("each plan's page links to the coverage page in its language", async ({ page }) => {
  await page.goto("/plans/standard");
  await page.getByRole("link", { name: "Check coverage where you live" }).click();
  await expect(page).toHaveURL("/coverage");
  await page.goto("/ar/plans/basic");
  await expect(page.getByRole("link", { name: "تحقق من التغطية في منطقتك" })).toHaveAttribute(
    "href",
    "/ar/coverage",
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "خريطة التغطية" }),
  ).toHaveAttribute("href", "/ar/coverage");
});
