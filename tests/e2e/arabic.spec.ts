import { expect, test, reportedExpanded, gotoHydrated } from "./fixtures";
import { storedMessages } from "../support/server-processes";

/** The Arabic thanks for a stored message, with its reference. */
const ARABIC_THANKS =
  /^شكراً لرسالتك\. سنتواصل معك قريباً! رقمك المرجعي هو [A-Z0-9]{4}-[A-Z0-9]{4}\.$/;

// Every Arabic page's language, direction, title, words and alternates, its axe reading and its
// sideways scroll at 1280 and 320 px are checked by the page audit (page-audit.spec.ts), on the
// load its other checks share.

test("the language switch leads to the same page in the other language and back", async ({
  page,
}) => {
  await page.goto("/privacy");
  const toArabic = page.getByRole("banner").getByRole("link", { name: "العربية" });
  await expect(toArabic).toHaveAttribute("lang", "ar");
  await expect(toArabic).toHaveAttribute("hreflang", "ar");
  await toArabic.click();
  await expect(page).toHaveURL("/ar/privacy");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سياسة الخصوصية");
  const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});

test.describe("an unknown path under /ar", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("gets the Arabic not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page).toHaveTitle(/\| سحاب موبايل$/);
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", "/ar");
  });

  for (const [path, other, heading] of [
    ["/ar/ar", "English", "Stay connected across the Emirates"],
    ["/ar/nothing", "English", "Stay connected across the Emirates"],
    ["/nothing", "العربية", "ابقَ على اتصال في كل أنحاء الإمارات"],
  ] as const) {
    test(`the language switch on ${path} leads to a page that exists`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404);
      const response = page.waitForResponse((answer) => answer.request().isNavigationRequest());
      await page.getByRole("banner").getByRole("link", { name: other }).click();
      expect((await response).status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  test("announces no twin in another language, as it has none", async ({ page }) => {
    for (const path of ["/ar/ar", "/nothing"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
    }
  });
});

test("Arabic cards print prices, data and minutes as Gulf operators do", async ({ page }) => {
  await page.goto("/ar");
  const expected = [
    ["basic", "الأساسية", "99 درهم", "5 جيجابايت", "200 دقيقة", "100"],
    ["standard", "القياسية", "199 درهم", "15 جيجابايت", "500 دقيقة", "غير محدودة"],
    ["premium", "المميزة", "299 درهم", "غير محدودة", "غير محدودة", "غير محدودة"],
  ];
  for (const [id, name, price, ...allowances] of expected) {
    const card = page.locator(`[data-plan="${id}"]`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(name ?? "");
    await expect(card).toContainText(`${price} شهرياً`);
    await expect(card.locator("dd")).toHaveText(allowances);
    await expect(card).not.toContainText(/د\.إ|غ\.ب/);
  }
  await expect(page.locator('[data-plan="standard"]')).toContainText("الأكثر طلباً");

  const packages = page.locator("#internet article");
  const rows = await packages.evaluateAll((cards) =>
    cards.map((card) => [
      card.querySelector("h4")?.textContent,
      ...[...card.querySelectorAll("dd")].map((value) => value.textContent?.replace(/\s+/g, " ")),
    ]),
  );
  expect(rows).toEqual([
    ["اليومية الأساسية", "5 درهم", "1 جيجابايت", "24 ساعة"],
    ["اليومية المميزة", "10 درهم", "3 جيجابايت", "24 ساعة"],
    ["الأسبوعية الأساسية", "30 درهم", "7 جيجابايت", "7 أيام"],
    ["الأسبوعية المميزة", "50 درهم", "15 جيجابايت", "7 أيام"],
    ["الشهرية الأساسية", "100 درهم", "30 جيجابايت", "30 يوماً"],
    ["الشهرية المميزة", "200 درهم", "100 جيجابايت", "30 يوماً"],
    ["الشهرية غير المحدودة", "300 درهم", "غير محدودة", "30 يوماً"],
  ]);
  await expect(page.locator("#internet").getByText("ميجابت/ثانية", { exact: true })).toBeVisible();
  await expect(page.locator("#support kbd")).toHaveText("*101#");
  const phone = page.locator("#contact").getByRole("link", { name: "800 72422" });
  await expect(phone).toHaveAttribute("href", "tel:80072422");
});

test("each Arabic section heading of the home page names one thing", async ({ page }) => {
  await page.goto("/ar");
  // The levels that name sections; a card's own sub-heading (h4) may repeat from card to card.
  const headings = await page
    .locator("h1, h2, h3")
    .evaluateAll((all) => all.map((heading) => heading.textContent?.trim() ?? ""));
  expect(headings).toContain("الباقات الشهرية");
  expect(headings).toContain("باقات البيانات الشهرية");
  expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
});

test.describe("the Arabic legal pages at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const path of [
    "/ar/terms",
    "/ar/privacy",
    "/ar/cookie-policy",
    "/ar/complaints",
    "/ar/accessibility",
    "/privacy",
  ]) {
    test(`${path}: phone numbers and emails are whole left-to-right runs`, async ({ page }) => {
      await page.goto(path);
      const runs = page.locator("article bdi");
      expect(await runs.count()).toBeGreaterThan(1);
      for (const run of await runs.all()) {
        await expect(run).toHaveAttribute("dir", "ltr");
        const lines = await run.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(
            [...range.getClientRects()].filter((box) => box.width > 0).map((box) => box.top),
          ).size;
        });
        expect(lines, (await run.textContent()) ?? "").toBe(1);
      }
      await expect(page.locator("article")).toContainText("800 72422");
      await expect(page.locator("footer bdi")).toHaveCount(2);
      for (const run of await page.locator("footer bdi").all()) {
        await expect(run).toHaveAttribute("dir", "ltr");
      }
    });
  }
});

test.describe("the Arabic home page at desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("anchors stop each section 80 px below the top", async ({ page }) => {
    await page.goto("/ar");
    for (const id of ["plans", "internet", "contact"]) {
      await page
        .getByRole("navigation", { name: "في هذه الصفحة" })
        .locator(`a[href="#${id}"]`)
        .click();
      await expect
        .poll(() =>
          page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)),
        )
        .toBe(80);
    }
  });

  test("the package options' arrow keys follow the reading direction", async ({ page }) => {
    await page.goto("/ar");
    const options = page.getByRole("group", { name: "مدة الباقة" }).getByRole("radio");
    await expect(options).toHaveCount(3);
    await expect(page.getByRole("group", { name: "مدة الباقة" }).locator("label")).toHaveText([
      "يومي",
      "أسبوعي",
      "شهري",
    ]);
    await options.first().focus();
    await page.keyboard.press("ArrowLeft");
    await expect(options.nth(1)).toBeFocused();
    await expect(options.nth(1)).toBeChecked();
    await page.keyboard.press("ArrowRight");
    await expect(options.first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(options.nth(2)).toBeFocused();
  });
});

test.describe("the Arabic mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens and closes when a link is chosen", async ({ page }) => {
    await page.goto("/ar");
    const button = page.getByRole("button", { name: "القائمة" });
    await button.click();
    await expect.poll(() => reportedExpanded(page, "القائمة")).toBe(true);
    await page.getByRole("list", { name: "في هذه الصفحة" }).locator('a[href="#support"]').click();
    await expect.poll(() => reportedExpanded(page, "القائمة")).toBe(false);
    await expect(page).toHaveURL("/ar#support");
  });
});

test.describe("the Arabic contact form", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("takes a phone number typed in Arabic-Indic digits", async ({ page }) => {
        await (javaScriptEnabled ? gotoHydrated(page, "/ar#contact") : page.goto("/ar#contact"));
        const form = page.locator("form[method=post]");
        const message = `رقمي بالأرقام العربية ${Date.now()}-${javaScriptEnabled}`;
        await form.locator("#contact-name").fill("خالد المهيري");
        await form.locator("#contact-email").fill("khalid@example.com");
        await form.locator("#contact-phone").fill("+٩٧١ ٥٠ ١٢٣ ٤٥٦٧");
        await form.locator("#contact-message").fill(message);
        await form.locator('button[type="submit"]').click();
        await expect(page.locator("main").getByRole("status")).toHaveText(ARABIC_THANKS);
        // The care team dials and searches Western digits.
        expect(storedMessages().find((stored) => stored.message === message)).toMatchObject({
          phone: "+971 50 123 4567",
        });
      });
    });
  }

  test("answers in Arabic and stores the message with its locale", async ({ page }) => {
    await gotoHydrated(page, "/ar#contact");
    const form = page.locator("form[method=post]");
    await form.locator('button[type="submit"]').click();
    const nameError = await form.locator("#contact-name-error").textContent();
    expect(nameError).toMatch(/[\u0600-\u06FF]/);
    expect(nameError).not.toMatch(/[A-Za-z]/);
    await expect(form.locator("#contact-name")).toBeFocused();

    const message = `رسالة اختبار ${Date.now()}: أودّ معرفة المزيد عن الباقات 🌙`;
    await form.locator("#contact-name").fill("مريم السويدي");
    await form.locator("#contact-email").fill("mariam@example.com");
    await form.locator("#contact-message").fill(message);
    await form.locator('button[type="submit"]').click();
    // Stored, then the page's data fetched again: on a loaded machine that can pass 5 s.
    await expect(page.locator("main").getByRole("status")).toHaveText(ARABIC_THANKS, {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/^.*\/ar\?sent=1&ref=[A-Z0-9]{4}-[A-Z0-9]{4}#contact-status$/);
    expect(storedMessages().find((stored) => stored.message === message)).toMatchObject({
      name: "مريم السويدي",
      locale: "ar",
    });
  });
});
