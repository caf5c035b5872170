import type { Browser, Page } from "@playwright/test";
import { storedMessages } from "../support/server-processes";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";

/** What a visitor reads in each language, as the page words it. */
const said = {
  en: {
    prefix: "",
    heading: "Sign up for a plan",
    keep: "Keep my number",
    operator: "Your operator now",
    mobile: "The number to move",
    esim: "eSIM",
    phone: "Your phone’s model",
    check: "Check My Phone",
    ready: "Your Apple iPhone 15 Pro takes an eSIM.",
    store: "Collect in a store",
    near: "Your emirate or area",
    nearButton: "Show Nearest Stores",
    nearAnswer: "Stores nearest to Al Barsha, closest first",
    day: "Day",
    tomorrow: "Tomorrow",
    time: "Time",
    slot: "9am to 11am",
    name: "Full name",
    callOn: "Mobile number to call",
    email: "Email",
    consent: /I agree that we keep these details/,
    send: "Send My Request",
    confirmed: "Request received",
    reference: /^Your reference: [A-Z0-9]{4}-[A-Z0-9]{4}$/,
    kept: "Keeping your number, moved from du",
    esimRow: "eSIM, for your Apple iPhone 15 Pro",
    call: /^\w+ \d+\u00a0\w+\u00a0\d{4}, 9am to 11am, UAE time$/,
    nothingToPay: "Nothing to pay now: the first bill comes after activation.",
    summary: "Please correct the highlighted fields. What you typed is kept.",
    notUae: "Enter a UAE mobile number: 10 digits starting with 05.",
    ours: "This number is already with Sahab Mobile: there is nothing to move.",
    chooseStore: "Choose a store.",
    visitorName: "Mariam Al Suwaidi",
  },
  ar: {
    prefix: "/ar",
    heading: "اطلب الاشتراك في باقة",
    keep: "الاحتفاظ برقمي",
    operator: "مشغّلك الحالي",
    mobile: "الرقم المراد نقله",
    esim: "الشريحة الإلكترونية (eSIM)",
    phone: "طراز هاتفك",
    check: "تحقق من هاتفك",
    ready: "يدعم هاتفك Apple iPhone 15 Pro الشريحة الإلكترونية.",
    store: "الاستلام من المتجر",
    near: "إمارتك أو منطقتك",
    nearButton: "اعرض المتاجر الأقرب",
    nearAnswer: "المتاجر الأقرب إلى البرشاء، الأقرب أولاً",
    day: "يوم الاتصال",
    tomorrow: "غداً",
    time: "الفترة",
    slot: "من 9\u00a0صباحاً إلى 11\u00a0صباحاً",
    name: "الاسم الكامل",
    callOn: "رقم الجوال للاتصال بك",
    email: "البريد الإلكتروني",
    consent: /أوافق على احتفاظ سحاب موبايل بهذه البيانات/,
    send: "أرسل الطلب",
    confirmed: "وصلنا طلبك",
    reference: /^الرقم المرجعي لطلبك: [A-Z0-9]{4}-[A-Z0-9]{4}$/,
    kept: "الاحتفاظ برقمك ونقله من du",
    esimRow: "شريحة إلكترونية لهاتفك Apple iPhone 15 Pro",
    call: /من 9\u00a0صباحاً إلى 11\u00a0صباحاً بتوقيت الإمارات$/,
    nothingToPay: "لا تدفع شيئاً الآن: تصلك الفاتورة الأولى بعد التفعيل.",
    summary: "يُرجى تصحيح الحقول المشار إليها. احتفظنا بما كتبته.",
    notUae: "يُرجى إدخال رقم جوال إماراتي من 10\u00a0خانات يبدأ بـ 05.",
    ours: "هذا الرقم لدى سحاب موبايل بالفعل، فلا حاجة إلى نقله.",
    chooseStore: "يُرجى اختيار متجر.",
    visitorName: "مريم السويدي",
  },
} as const;
type Said = (typeof said)[keyof typeof said];

const form = (page: Page) => page.locator("main form#join-form");

/** The stored sign-ups of one visitor, read through the messages command. */
const storedOf = (email: string) =>
  storedMessages().filter((record) => record.email === email && record.kind === "signup");

/**
 * A visitor's whole request: keeping a du number, an eSIM on a phone the page checks first, a
 * store near Al Barsha the page lists first, called tomorrow from 9am.
 */
async function requestFromTheForm(page: Page, words: Said, email: string) {
  const join = form(page);
  await join.getByRole("radio", { name: words.keep }).check();
  await join.getByLabel(words.operator).selectOption("du");
  await join.getByLabel(words.mobile).fill("055 123 4567");
  await join.getByRole("radio", { name: words.esim }).check();
  await join.getByLabel(words.phone).fill("iphone 15 pro");
  await join.getByRole("button", { name: words.check }).click();
  // The page answers the question and keeps everything typed so far.
  await expect(form(page).getByRole("status").first()).toHaveText(words.ready);
  await expect(form(page).getByLabel(words.mobile)).toHaveValue("055 123 4567");
  await expect(form(page).getByRole("radio", { name: words.keep })).toBeChecked();

  await form(page).getByRole("radio", { name: words.store }).check();
  await form(page).getByLabel(words.near).fill("Al Barsha");
  await form(page).getByRole("button", { name: words.nearButton }).click();
  await expect(form(page).getByText(words.nearAnswer)).toBeVisible();
  await expect(form(page).getByLabel(words.phone)).toHaveValue("iphone 15 pro");
  // The stores come nearest first: the first is the one to choose.
  await form(page).locator("input[name=store]").first().check();

  await form(page).getByLabel(words.day).selectOption({ label: words.tomorrow });
  await form(page).getByLabel(words.time).selectOption({ label: words.slot });
  await form(page).getByLabel(words.name).fill(words.visitorName);
  await form(page).getByLabel(words.callOn).fill("+971 55 123 4567");
  await form(page).getByLabel(words.email, { exact: true }).fill(email);
  await form(page).getByRole("checkbox", { name: words.consent }).check();
  await form(page).getByRole("button", { name: words.send }).click();
}

/** The confirmation the request leads to, as the visitor reads it. */
async function expectConfirmation(page: Page, words: Said, planLine: RegExp) {
  const heading = page.getByRole("heading", { level: 1, name: words.confirmed });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/[?&]sent=1&ref=[A-Z0-9]{4}-[A-Z0-9]{4}&/);
  const main = page.locator("main");
  await expect(main.getByText(words.reference)).toBeVisible();
  const summary = main.locator("dl");
  await expect(summary).toContainText(planLine);
  await expect(summary).toContainText(words.kept);
  await expect(summary).toContainText(words.esimRow);
  await expect(summary.locator("dd").last()).toHaveText(words.call);
  await expect(main.getByText(words.nothingToPay)).toBeVisible();
  // Nothing the visitor typed about themselves is in the address.
  expect(page.url()).not.toMatch(/Mariam|mariam|4567|Barsha|%D9%85/);
  const reference = /[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(new URL(page.url()).search)?.[0];
  return reference ?? "";
}

/** Each plan from another Choose Plan: a home card, its own page, the plans compared. */
const walks = [
  {
    locale: "en",
    javaScriptEnabled: true,
    plan: "basic",
    from: "/",
    price: /Basic, AED\u00a099\u00a0a month/,
  },
  {
    locale: "en",
    javaScriptEnabled: false,
    plan: "standard",
    from: "/plans/standard",
    price: /Standard, AED\u00a0199\u00a0a month/,
  },
  {
    locale: "ar",
    javaScriptEnabled: true,
    plan: "premium",
    from: "/ar/plans/premium",
    price: /المميزة، 299\u00a0درهم\u00a0شهرياً/,
  },
  {
    locale: "ar",
    javaScriptEnabled: false,
    plan: "basic",
    from: "/ar",
    price: /الأساسية، 99\u00a0درهم\u00a0شهرياً/,
  },
] as const;

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  return { context, page: await context.newPage() };
}

for (const walk of walks) {
  test(`${walk.locale}, ${walk.javaScriptEnabled ? "with" : "without"} JavaScript: Choose Plan on ${walk.plan} leads through keeping a number, an eSIM and a store to the confirmation, stored once`, async ({
    browser,
  }) => {
    const words = said[walk.locale];
    const { context, page } = await newPage(browser, walk.javaScriptEnabled);
    try {
      await page.goto(walk.from);
      const choose = page
        .locator("main")
        .locator(`a[href="${words.prefix}/join?plan=${walk.plan}"]`)
        .first();
      await choose.click();
      await expect(page).toHaveURL(`${words.prefix}/join?plan=${walk.plan}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
      await expect(form(page).locator(`#join-plan-${walk.plan}`)).toBeChecked();

      const email = `join-${walk.locale}-${walk.plan}-${walk.javaScriptEnabled}-${Date.now()}@example.com`;
      await requestFromTheForm(page, words, email);
      const reference = await expectConfirmation(page, words, walk.price);

      const stored = storedOf(email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        reference,
        kind: "signup",
        locale: walk.locale,
        phone: "+971 55 123 4567",
        plan: walk.plan,
        signup: {
          plan: walk.plan,
          number: { choice: "keep", operator: "du", mobile: "+971551234567" },
          sim: { kind: "esim", device: "Apple iPhone 15 Pro" },
          fulfilment: { kind: "store" },
          call: { fromHour: 9 },
        },
      });
    } finally {
      await context.close();
    }
  });
}

test("every Choose Plan in both languages leads to the join page with its plan chosen", async ({
  page,
}) => {
  for (const prefix of ["", "/ar"]) {
    for (const from of [
      prefix || "/",
      `${prefix}/plans?data=8&minutes=100`,
      `${prefix}/plans/premium`,
    ]) {
      await page.goto(from);
      const hrefs = await page
        .locator("main a[href*='/join?plan=']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length, from).toBeGreaterThan(0);
      for (const href of hrefs)
        expect(href).toMatch(new RegExp(`^${prefix}/join\\?plan=(basic|standard|premium)$`));
    }
  }
});

test.describe("bad input", () => {
  // A refused request is answered 400 with the form again, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? "with" : "without"} JavaScript, every field's error is beside it in the page's language and what was valid is kept`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      for (const locale of ["en", "ar"] as const) {
        const words = said[locale];
        const { context, page } = await newPage(browser, javaScriptEnabled);
        try {
          await page.goto(`${words.prefix}/join?plan=standard`);
          await form(page).getByRole("radio", { name: words.keep }).check();
          await form(page).getByLabel(words.mobile).fill("04 234 5678");
          await form(page).getByRole("radio", { name: words.store }).check();
          await form(page).getByLabel(words.name).fill(words.visitorName);
          await form(page).getByRole("button", { name: words.send }).click();

          const alert = form(page).getByRole("alert");
          await expect(alert).toContainText(words.summary);
          const mobile = form(page).getByLabel(words.mobile);
          await expect(mobile).toHaveAttribute("aria-invalid", "true");
          await expect(mobile).toHaveAttribute("aria-describedby", /join-mobile-error/);
          await expect(form(page).locator("#join-mobile-error")).toHaveText(words.notUae);
          await expect(form(page).locator("#join-store-error")).toHaveText(words.chooseStore);
          // What was valid is kept: the plan, the choices and the name.
          await expect(form(page).locator("#join-plan-standard")).toBeChecked();
          await expect(form(page).getByRole("radio", { name: words.keep })).toBeChecked();
          await expect(form(page).getByLabel(words.name)).toHaveValue(words.visitorName);
          // axe runs in the page: only where the page runs scripts.
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

          // A number that is ours already has nothing to move.
          await form(page).getByLabel(words.mobile).fill("058 712 3456");
          await form(page).getByRole("button", { name: words.send }).click();
          await expect(form(page).locator("#join-mobile-error")).toHaveText(words.ours);
        } finally {
          await context.close();
        }
      }
    });
  }

  test("a post of anything at all is answered with the form, never a 500, and nothing stored", async ({
    request,
  }) => {
    const email = `hostile-${Date.now()}@example.com`;
    for (const body of [
      "",
      "plan=gold&number=maybe&sim=%00&fulfilment=both&slot=99&day=yesterday",
      `name=%3Cscript%3Ealert(1)%3C/script%3E&email=${email}&consent=yes&plan=basic`,
      "intent=near&near=%3Cimg%20src%3Dx%3E",
      "intent=check&device=" + "x".repeat(5000),
    ]) {
      const response = await request.post("/join", {
        data: body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        maxRedirects: 0,
      });
      expect([200, 400]).toContain(response.status());
      const html = await response.text();
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x>");
    }
    expect(storedOf(email)).toHaveLength(0);
  });
});

test("the same request sent twice is stored once, under one reference", async ({ request }) => {
  const email = `twice-${Date.now()}@example.com`;
  const body = new URLSearchParams({
    plan: "premium",
    number: "new",
    sim: "sim",
    fulfilment: "delivery",
    emirate: "dubai",
    area: "Jumeirah Lake Towers",
    address: "Cluster D, Tower 2, Flat 1504",
    day: "tomorrow",
    slot: "15",
    name: "Khalid Omar",
    phone: "050 765 4321",
    email,
    consent: "yes",
  }).toString();
  const locations = [];
  for (let time = 0; time < 2; time++) {
    const response = await request.post("/join", {
      data: body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    locations.push(response.headers().location);
  }
  expect(locations[0]).toBe(locations[1]);
  expect(storedOf(email)).toHaveLength(1);
  expect(storedOf(email)[0]).toMatchObject({
    signup: {
      fulfilment: {
        kind: "delivery",
        emirate: "dubai",
        area: "Jumeirah Lake Towers",
        address: "Cluster D, Tower 2, Flat 1504",
      },
    },
  });
});

test.describe("the form as a visitor uses it", () => {
  // Enter sends the request, which is refused (400) with the form again: the browser logs it.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("the fields of a choice show once it is made, and Enter in a field sends the request", async ({
    page,
  }) => {
    await page.goto("/join?plan=basic");
    const join = form(page);
    await expect(join.getByLabel("The number to move")).toBeHidden();
    await expect(join.getByLabel("Address")).toBeHidden();
    await join.getByRole("radio", { name: "Keep my number" }).check();
    await expect(join.getByLabel("The number to move")).toBeVisible();
    await join.getByRole("radio", { name: "Delivery" }).check();
    await expect(join.getByLabel("Address")).toBeVisible();
    await expect(join.getByLabel("Your emirate or area")).toBeHidden();
    // Enter in a text field presses the form's send button, not the phone check.
    await join.getByLabel("Full name").fill("Ali");
    await join.getByLabel("Full name").press("Enter");
    await expect(join.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(join.locator("#join-device-answer")).toHaveCount(0);
  });

  test("by keyboard alone: every choice and field is reached with Tab and the arrows, each with a visible focus", async ({
    page,
  }) => {
    await page.goto("/join?plan=standard");
    await form(page).locator("#join-plan-standard").focus();
    await page.keyboard.press("ArrowRight");
    await expect(form(page).locator("#join-plan-premium")).toBeFocused();
    await expect(form(page).locator("#join-plan-premium")).toBeChecked();
    await page.keyboard.press("Tab");
    // The plan's Key Facts link, then the next plan group's first link or control.
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("href", /\/plans\/premium#key-facts$/);
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });

  for (const locale of ["en", "ar"] as const) {
    for (const width of [375, 1280]) {
      test(`${locale} at ${width} px: the form and its answers are axe clean`, async ({ page }) => {
        const words = said[locale];
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${words.prefix}/join?plan=premium`);
        expect(await axeViolations(page)).toEqual([]);
        await form(page).getByRole("radio", { name: words.esim }).check();
        await form(page).getByRole("radio", { name: words.store }).check();
        await form(page).getByLabel(words.phone).fill("pixel8");
        await form(page).getByRole("button", { name: words.check }).click();
        await expect(form(page).locator("#join-device-answer")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test("the confirmation is axe clean in both languages", async ({ page }) => {
    for (const prefix of ["", "/ar"]) {
      await page.goto(
        `${prefix}/join?sent=1&ref=7KCM-HX3R&plan=standard&number=new&sim=esim&fulfilment=delivery&emirate=sharjah&date=2026-12-09&slot=9#join-confirmation`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
