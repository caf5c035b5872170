import type { Page } from "@playwright/test";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { planIds } from "../../app/domain/catalog";
import { dirhamDigits } from "../../app/i18n/money";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

/** The tariff files the build read: the figures every plan page must show. */
const tariffs = loadTariffs(TARIFFS_DIR);
const planPaths = planIds.flatMap((id) => [`/plans/${id}`, `/ar/plans/${id}`]);
const englishKeyFacts = [
  "Price",
  "How you pay",
  "Minimum term and leaving",
  "One-off fees",
  "Included",
  "Out of bundle",
  "When your data is used up",
  "Network",
  "Speed",
  "International calls and roaming",
  "Fair use",
  "Price changes",
];

const keyFactsOf = (page: Page) =>
  page.getByRole("region", { name: /^(Key Facts|الحقائق الأساسية)$/ });
/** One item of the Key Facts: its term, exactly, and what it says. */
const factOf = (page: Page, label: string) =>
  keyFactsOf(page)
    .locator("dl > div")
    .filter({ has: page.locator(`dt:text-is("${label}")`) });

for (const id of planIds) {
  test(`/plans/${id} shows the plan whole, its Key Facts as pairs, and Choose Plan names it in the form`, async ({
    page,
  }) => {
    const figures = tariffs.plans.find((plan) => plan.id === id);
    await page.goto(`/plans/${id}`);
    const facts = keyFactsOf(page);
    // Every item, in the same order on every plan, each a term with its description.
    await expect(facts.locator("dt")).toHaveText(englishKeyFacts);
    await expect(facts.locator("dd")).toHaveCount(englishKeyFacts.length);
    await expect(facts.locator("dl > div")).toHaveCount(englishKeyFacts.length);
    const fact = (label: string) => factOf(page, label);
    await expect(fact("Price").locator("dd")).toHaveText(
      `AED\u00a0${dirhamDigits(figures?.monthlyPriceFils ?? NaN, 0)}\u00a0a month, VAT included.`,
    );
    await expect(fact("Network").locator("dd")).toContainText(figures?.network ?? "?");
    await expect(fact("Price changes").locator("dd")).toContainText(
      `${tariffs.planTerms.priceChangeNoticeDays}\u00a0days`,
    );
    await expect(fact("International calls and roaming").getByRole("link")).toHaveText([
      "International call rates",
      "Roaming rates",
    ]);
    // The breadcrumb leads back up.
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
    const heading = (await page.locator("h1").textContent()) ?? "?";
    await expect(crumbs).toHaveText(["Home", "Plans", heading]);
    await expect(crumbs.last()).toHaveAttribute("aria-current", "page");
    await expect(crumbs.nth(1)).toHaveAttribute("href", "/plans");
    await page.getByRole("link", { name: /^Choose Plan/ }).click();
    await expect(page).toHaveURL(`/join?plan=${id}`);
    await expect(page.locator(`main #join-plan-${id}`)).toBeChecked();
  });
}

test("an unlimited allowance states its fair use in figures; a set one says none applies", async ({
  page,
}) => {
  const terms = tariffs.planTerms;
  await page.goto("/plans/premium");
  const fairUse = factOf(page, "Fair use");
  await expect(fairUse).toContainText(`${terms.fairUseFullSpeedGb}GB a bill month`);
  await expect(fairUse).toContainText(`${terms.fairUseMinutes.toLocaleString("en")}\u00a0minutes`);
  await expect(fairUse).toContainText(`${terms.fairUseSms.toLocaleString("en")}\u00a0SMS`);
  await expect(fairUse).toContainText("never cut off or charged");
  await page.goto("/plans/basic");
  const outOfBundle = factOf(page, "Out of bundle");
  await expect(outOfBundle).toContainText(
    `AED\u00a0${dirhamDigits(terms.outOfBundleMinuteFils, 2)}\u00a0per minute`,
  );
  await expect(outOfBundle).toContainText(
    `AED\u00a0${dirhamDigits(terms.outOfBundleSmsFils, 2)}\u00a0per SMS`,
  );
  await expect(factOf(page, "Fair use")).toContainText("no fair-use rule applies");
});

test("the Arabic plan pages carry every Key Facts item in Arabic, and the FAQ opens without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const id of planIds) {
    await page.goto(`/ar/plans/${id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const facts = keyFactsOf(page);
    await expect(facts.locator("dt")).toHaveCount(englishKeyFacts.length);
    await expect(facts.locator("dt").first()).toHaveText("السعر الشهري");
    await expect(facts).toContainText(
      `قبل ${tariffs.planTerms.priceChangeNoticeDays}\u00a0يوماً على الأقل`,
    );
    const questions = page.locator("main details");
    expect(await questions.count()).toBeGreaterThanOrEqual(6);
    const first = questions.first();
    await expect(first.locator("p")).toBeHidden();
    await first.locator("summary").click();
    await expect(first.locator("p")).toBeVisible();
  }
  await context.close();
});

test("each plan page's FAQ and breadcrumb are structured data a checker accepts, as the page shows them", async ({
  page,
  request,
}) => {
  for (const path of planPaths) {
    const html = await (await request.get(path)).text();
    const data = new WebAutoExtractor({
      addLocation: true,
      embedSource: ["rdfa", "microdata"],
    }).parse(html);
    expect(Object.keys(data.jsonld).sort(), path).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(await new Validator().validate(data), path).toEqual([]);
    const [faq] = data.jsonld.FAQPage as { mainEntity: { name: string }[] }[];
    await page.goto(path);
    const shown = await page.locator("main details summary").allTextContents();
    expect(
      faq?.mainEntity.map((question) => question.name),
      path,
    ).toEqual(shown);
    expect(shown.length).toBeGreaterThanOrEqual(6);
  }
});

for (const path of ["/plans", "/ar/plans"]) {
  test(`${path} lists the plans as offers a structured-data checker accepts, priced as the files say`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const data = new WebAutoExtractor({
      addLocation: true,
      embedSource: ["rdfa", "microdata"],
    }).parse(html);
    expect(Object.keys(data.jsonld).sort()).toEqual(["BreadcrumbList", "OfferCatalog"]);
    expect(await new Validator().validate(data)).toEqual([]);
    const [catalog] = data.jsonld.OfferCatalog as {
      itemListElement: {
        name: string;
        url: string;
        price: string;
        priceCurrency: string;
        priceSpecification: { unitCode: string; valueAddedTaxIncluded: boolean };
      }[];
    }[];
    const offers = catalog?.itemListElement ?? [];
    expect(offers.map((offer) => offer.price)).toEqual(
      tariffs.plans.map((plan) => dirhamDigits(plan.monthlyPriceFils, 0)),
    );
    expect(offers.map((offer) => new URL(offer.url).pathname)).toEqual(
      planIds.map((id) => `${path}/${id}`),
    );
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe("AED");
      expect(offer.priceSpecification).toMatchObject({
        unitCode: "MON",
        valueAddedTaxIncluded: true,
      });
    }
    await page.goto(path);
    const headers = await page.locator("thead th[scope=col]").allTextContents();
    expect(offers.map((offer) => offer.name)).toEqual(headers.slice(1));
  });
}

test("each plan card on the home page links to its plan's page", async ({ page }) => {
  for (const home of ["/", "/ar"]) {
    await page.goto(home);
    for (const id of planIds) {
      const link = page.locator(`[data-plan=${id}]`).getByRole("link", {
        name: /Plan details|تفاصيل الباقة/,
      });
      await expect(link).toHaveAttribute("href", `${home === "/" ? "" : home}/plans/${id}`);
    }
  }
  await page.goto("/");
  await page
    .locator("[data-plan=standard]")
    .getByRole("link", { name: /Plan details/ })
    .click();
  await expect(page).toHaveURL("/plans/standard");
  await expect(page.locator("h1")).toHaveText("Standard plan");
});

for (const path of ["/plans", "/ar/plans"]) {
  test(`${path} compares the plans in a table with row headers, inside a 320 px screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    const table = page.getByRole("table");
    await expect(table.locator("caption")).not.toBeEmpty();
    await expect(table.locator("thead th[scope=col]")).toHaveCount(planIds.length + 1);
    await expect(table.locator("tbody th[scope=row]")).toHaveCount(6);
    for (const plan of tariffs.plans) {
      await expect(table.locator("tbody tr").first()).toContainText(
        dirhamDigits(plan.monthlyPriceFils, 0),
      );
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const tableBox = await table.boundingBox();
    expect((tableBox?.x ?? -1) >= 0 && (tableBox?.x ?? 0) + (tableBox?.width ?? 0) <= 320).toBe(
      true,
    );
  });
}

test.describe("the plan finder without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function find(page: Page, data: string, minutes: string) {
    await page.getByRole("textbox", { name: /Data you use/ }).fill(data);
    await page.getByRole("textbox", { name: /Minutes of calls/ }).fill(minutes);
    await page.getByRole("button", { name: "Find my plan" }).click();
  }
  const answer = (page: Page) => page.getByRole("region", { name: "Our suggestion" });

  test("answers with the cheapest plan, or a plan and a package when cheaper, and why", async ({
    page,
  }) => {
    await page.goto("/plans");
    await expect(answer(page)).toHaveCount(0);
    await find(page, "10", "100");
    await expect(page).toHaveURL("/plans?data=10&minutes=100#finder");
    await expect(answer(page)).toContainText(
      "Standard at AED\u00a0199\u00a0a month is the cheapest plan that covers 10GB",
    );
    await expect(
      answer(page).getByRole("link", { name: "See the Standard plan in full" }),
    ).toHaveAttribute("href", "/plans/standard");
    await expect(answer(page).getByRole("link", { name: "Choose Plan" })).toHaveAttribute(
      "href",
      "/join?plan=standard",
    );
    // What was typed stays in the form.
    await expect(page.getByRole("textbox", { name: /Data you use/ })).toHaveValue("10");
    await find(page, "20", "100");
    await expect(answer(page)).toContainText("Basic with a Basic Month data package each month");
    await expect(answer(page)).toContainText("The cheapest plan that covers it alone is Premium");
    await find(page, "50", "1000");
    await expect(answer(page)).toContainText("Premium at AED\u00a0299");
  });

  test("names each problem with the input, keeps what was typed, and answers 200", async ({
    page,
  }) => {
    const response = await page.goto("/plans?data=%3Cb%3Efive%3C%2Fb%3E&minutes=");
    expect(response?.status()).toBe(200);
    const summary = page.getByRole("group", { name: "Please check what you typed" });
    await expect(summary.getByRole("link")).toHaveText([
      "We could not read that as data: enter a number of GB, like 8, 2.5\u00a0or 8GB, or “unlimited”",
      "Enter how many minutes you call a month (0\u00a0if none)",
    ]);
    const data = page.getByRole("textbox", { name: /Data you use/ });
    await expect(data).toHaveAttribute("aria-invalid", "true");
    await expect(data).toHaveValue("<b>five</b>");
    await expect(page.locator("main b")).toHaveCount(0);
    await expect(answer(page)).toHaveCount(0);
    await expect(summary.getByRole("link").first()).toHaveAttribute("href", "#finder-data");
    await find(page, "20000", "100");
    await expect(summary).toContainText("Enter no more than 10,000GB");
  });

  test("speaks Arabic on /ar/plans, and reads Arabic-Indic digits", async ({ page }) => {
    await page.goto("/ar/plans?data=%D9%A2%D9%A0&minutes=%D9%A1%D9%A0%D9%A0");
    await expect(page.getByRole("region", { name: "اقتراحنا" })).toContainText(
      "الباقة الأساسية مع باقة البيانات الشهرية الأساسية",
    );
    await page.goto("/ar/plans?data=&minutes=abc");
    await expect(page.getByRole("group", { name: "يُرجى مراجعة ما كتبته" })).toContainText(
      "أدخل الدقائق عدداً صحيحاً",
    );
  });

  test("takes the data with its unit, and unlimited, as a visitor types them in either language", async ({
    page,
  }) => {
    await page.goto("/plans");
    for (const data of ["8GB", "8 GB", "8 gb", "8gb"]) {
      await find(page, data, "300 min");
      await expect(answer(page), data).toContainText(
        "Standard at AED\u00a0199\u00a0a month is the cheapest plan that covers 8GB of data and 300\u00a0minutes of calls",
      );
      await expect(page.getByRole("textbox", { name: /Data you use/ })).toHaveValue(data);
    }
    await find(page, "unlimited", "unlimited");
    await expect(answer(page)).toContainText(
      "Premium at AED\u00a0299\u00a0a month is the cheapest plan that covers unlimited data",
    );
    await find(page, "8 TB", "300");
    await expect(page.getByRole("group", { name: "Please check what you typed" })).toContainText(
      "We could not read that as data",
    );
    await expect(answer(page)).toHaveCount(0);

    await page.goto("/ar/plans");
    const arabicFind = async (data: string, minutes: string) => {
      await page.getByRole("textbox", { name: /البيانات التي تستخدمها/ }).fill(data);
      await page.getByRole("textbox", { name: /دقائق مكالماتك/ }).fill(minutes);
      await page.getByRole("button", { name: "اعثر على باقتي" }).click();
    };
    for (const data of ["8 جيجابايت", "٨ جيجا"]) {
      await arabicFind(data, "٣٠٠ دقيقة");
      await expect(page.getByRole("region", { name: "اقتراحنا" }), data).toContainText(
        "الباقة القياسية",
      );
    }
    await arabicFind("غير محدود", "100");
    await expect(page.getByRole("region", { name: "اقتراحنا" })).toContainText("بيانات غير محدودة");
  });
});

test("the /plans page has no axe violations with an answer, and with problems", async ({
  page,
}) => {
  for (const path of [
    "/plans?data=20&minutes=100",
    "/plans?data=x&minutes=",
    "/ar/plans?data=10&minutes=100",
  ]) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
});

test("a plan page has no axe violations with every question open", async ({ page }) => {
  for (const path of ["/plans/premium", "/ar/plans/basic"]) {
    await page.goto(path);
    for (const summary of await page.locator("main details summary").all()) await summary.click();
    await expectNoAxeViolations(page, path);
  }
});

test("the Terms give the notice of a price change the Key Facts give", async ({ page }) => {
  const days = tariffs.planTerms.priceChangeNoticeDays;
  await page.goto("/terms");
  await expect(page.locator("main")).toContainText(`at least ${days}\u00a0days before`);
  await page.goto("/ar/terms");
  await expect(page.locator("main")).toContainText(`قبل ${days}\u00a0يوماً على الأقل`);
});

test("the Arabic finder's answer counts the visitor's minutes in the case its sentence needs", async ({
  page,
}) => {
  await page.goto("/ar/plans?data=2&minutes=2");
  const answer = page.getByRole("region", { name: "اقتراحنا" });
  await expect(answer).toContainText(
    "تغطي 2\u00a0جيجابايت من البيانات ودقيقتين من المكالمات شهرياً",
  );
  await page.goto("/ar/plans?data=1&minutes=0");
  await expect(answer).toContainText("تغطي 1\u00a0جيجابايت من البيانات شهرياً.");
  await expect(answer).not.toContainText("0\u00a0دقيقة");
});
