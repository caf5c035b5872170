import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

/** The page's own field and button: the header has a search field of its own. */
const field = (page: Page, name: string) => page.locator("main").getByRole("searchbox", { name });
const button = (page: Page, name: string) => page.locator("main").getByRole("button", { name });
/** The answer's four rows, each its name and what it says, in order. */
const answerRows = (page: Page) => page.locator("#answer dl > div");

const english = {
  path: "/devices",
  heading: "Is my phone ready?",
  field: "Your phone’s name",
  button: "Check My Phone",
  allYes: [
    /^eSIM\s*Yes: It takes an eSIM\.$/,
    /^5G\s*Yes: It uses our 5G where there is coverage\.$/,
    /^VoLTE\s*Yes: Its calls go over 4G and 5G\.$/,
    /^Wi-Fi calling\s*Yes: It can call over Wi-Fi\.$/,
  ],
};

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the issue's three examples are found, each answer said in words", async ({ page }) => {
      await page.goto(english.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.heading);
      const examples: [typed: string, phone: string][] = [
        ["iphone 15 pro", "Apple iPhone 15 Pro"],
        ["galaxy s24", "Samsung Galaxy S24"],
        ["pixel8", "Google Pixel 8"],
      ];
      for (const [typed, phone] of examples) {
        await field(page, english.field).fill(typed);
        await button(page, english.button).click();
        await expect(page).toHaveURL(
          `/devices?model=${new URLSearchParams({ q: typed }).toString().slice(2)}#answer`,
        );
        await expect(page.locator("#answer").getByRole("heading", { level: 2 })).toHaveText(phone);
        await expect(answerRows(page)).toHaveText(english.allYes);
        await expect(field(page, english.field)).toHaveValue(typed);
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a phone without an eSIM or 5G says no in words, and a read query says how it was read", async ({
    page,
  }) => {
    await page.goto("/devices?model=galaxy+a15+4g");
    await expect(answerRows(page)).toHaveText([
      /^eSIM\s*No: It needs a SIM card, which we deliver free or hand over in any store\.$/,
      /^5G\s*No: It uses our 4G network\.$/,
      /^VoLTE\s*Yes/,
      /^Wi-Fi calling\s*Yes/,
    ]);
    await page.goto("/devices?model=iphnoe+15");
    await expect(page.locator("#answer")).toContainText("We took “iphnoe 15” to be this phone:");
    await expect(page.locator("#answer").getByRole("heading", { level: 2 })).toHaveText(
      "Apple iPhone 15",
    );
    await page.goto("/devices?model=15+pro+max");
    await expect(page.locator("#answer").getByRole("heading", { level: 2 })).toHaveText(
      "Apple iPhone 15 Pro Max",
    );
  });

  test("a phone not listed says so, with how to check it and who can", async ({ page }) => {
    await page.goto("/devices?model=Nokia+3310");
    const answer = page.locator("#answer");
    await expect(answer.getByRole("heading", { level: 2 })).toHaveText(
      "“Nokia 3310” is not on our list",
    );
    await expect(answer.getByRole("list", { name: "Did you mean:" })).toHaveCount(0);
    await expect(answer).toContainText("open Settings, then General, then About");
    await expect(answer).toContainText("Available SIM");
    await expect(answer).toContainText("Settings, then Connections, then SIM manager");
    await expect(answer.getByRole("link", { name: "800 72422" })).toHaveAttribute(
      "href",
      "tel:80072422",
    );
    await expect(answer).toContainText(
      "A SIM card works in any phone that is not locked to another operator.",
    );
  });

  test("a near miss offers the phones it could be, each a link to its answer", async ({ page }) => {
    await page.goto("/devices?model=iphone+5");
    const answer = page.locator("#answer");
    await expect(answer.getByRole("heading", { level: 2 })).toHaveText(
      "“iphone 5” is not on our list",
    );
    const didYouMean = answer.getByRole("list", { name: "Did you mean:" });
    await expect(didYouMean.getByRole("link")).toHaveText(["Apple iPhone 15"]);
    await didYouMean.getByRole("link", { name: "Apple iPhone 15" }).click();
    await expect(page).toHaveURL("/devices?model=Apple+iPhone+15");
    await expect(answer.getByRole("heading", { level: 2 })).toHaveText("Apple iPhone 15");
  });

  test("every phone listed links to its answer", async ({ page }) => {
    await page.goto("/devices");
    const phones = page.getByRole("region", { name: "Phones on our list" });
    await phones.getByRole("link", { name: "Galaxy Z Fold6" }).click();
    await expect(page).toHaveURL("/devices?model=Samsung+Galaxy+Z+Fold6");
    await expect(page.locator("#answer").getByRole("heading", { level: 2 })).toHaveText(
      "Samsung Galaxy Z Fold6",
    );
  });

  test("in Arabic: the examples found, a phone not listed, a near miss", async ({ page }) => {
    await page.goto("/ar/devices");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("هل هاتفك جاهز؟");
    const examples: [typed: string, phone: string][] = [
      ["iphone 15 pro", "Apple iPhone 15 Pro"],
      ["galaxy s24", "Samsung Galaxy S24"],
      ["pixel8", "Google Pixel 8"],
    ];
    for (const [typed, phone] of examples) {
      await field(page, "اسم هاتفك").fill(typed);
      await button(page, "تحقق من هاتفك").click();
      await expect(page.locator("#answer").getByRole("heading", { level: 2 })).toHaveText(phone);
      await expect(answerRows(page)).toHaveText([
        /^الشريحة الإلكترونية \(eSIM\)\s*نعم: يدعم هاتفك الشريحة الإلكترونية\.$/,
        /^شبكة 5G\s*نعم/,
        /^مكالمات VoLTE\s*نعم/,
        /^الاتصال عبر Wi-Fi\s*نعم/,
      ]);
    }

    await page.goto(`/ar/devices?model=${encodeURIComponent("نوكيا")}`);
    await expect(page.locator("#answer").getByRole("heading", { level: 2 })).toHaveText(
      "«نوكيا» غير مدرج في قائمتنا",
    );
    await expect(page.locator("#answer")).toContainText("افتح الإعدادات، ثم عام، ثم حول");

    await page.goto("/ar/devices?model=galaxy+s26");
    const didYouMean = page.locator("#answer").getByRole("list", { name: "هل تقصد:" });
    await expect(didYouMean.getByRole("link").first()).toHaveText("Samsung Galaxy S21");
    await expect(didYouMean.getByRole("link").first()).toHaveAttribute(
      "href",
      "/ar/devices?model=Samsung+Galaxy+S21",
    );
  });
});

// Axe runs in the page, so with JavaScript; the markup is the server's either way. The page as
// prerendered is read whole by the page audit (page-audit.spec.ts): here, each answer's part.
test("each state of the page, in both languages, breaks no accessibility rule", async ({
  page,
}) => {
  const states: [path: string, state: string][] = [
    ["/devices?model=iphone+15+pro", "a phone found"],
    ["/devices?model=iphnoe+15", "a phone read through a slip"],
    ["/devices?model=Nokia+3310", "a phone not listed"],
    ["/devices?model=iphone+5", "did you mean"],
    ["/ar/devices?model=galaxy+a15+4g", "an Arabic answer with no"],
    ["/ar/devices?model=galaxy+s26", "an Arabic near miss"],
  ];
  for (const [path, state] of states) {
    await page.goto(path);
    await expect(page.locator("#answer")).toBeVisible();
    await expectNoAxeViolations(page, state, { include: "main" });
  }
});

test("with the keyboard alone: the field, the answer, and a suggested phone", async ({ page }) => {
  await page.goto("/devices");
  const input = field(page, english.field);
  await input.focus();
  await page.keyboard.type("iphone 5");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/devices?model=iphone+5#answer");
  const suggestion = page.locator("#answer").getByRole("link", { name: "Apple iPhone 15" });
  // From the field, Tab reaches the button, then the answer's first link.
  await field(page, english.field).focus();
  await page.keyboard.press("Tab");
  await expect(button(page, english.button)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(suggestion).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/devices?model=Apple+iPhone+15");
  await expect(answerRows(page)).toHaveText(english.allYes);
});

test("the menu leads to the page from the Plans group, and the site search finds it", async ({
  page,
}) => {
  await page.goto("/plans");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav
    .locator("summary")
    .filter({ hasText: /^Plans$/ })
    .click();
  await nav.getByRole("link", { name: "Is my phone ready?" }).click();
  await expect(page).toHaveURL("/devices");
  await page.goto("/search?q=esim");
  await page
    .getByRole("region", { name: "Phones" })
    .getByRole("link", { name: "Is my phone ready?" })
    .click();
  await expect(page).toHaveURL("/devices");
  await page.goto("/search?q=iphone+15+esim");
  await expect(
    page.getByRole("region", { name: "Phones" }).getByRole("listitem").first(),
  ).toHaveText(/^Apple iPhone 15\s*eSIM: Yes, 5G: Yes, VoLTE: Yes, Wi-Fi calling: Yes$/);
});
