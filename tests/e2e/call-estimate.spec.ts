import type { Page } from "@playwright/test";
import { dirhamDigits } from "../../app/i18n/money";
import { readCsvTable } from "../../app/team-files/csv-table";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { CSV_COLUMNS } from "../../app/rates/call-rates-csv";
import { expectNoAxeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

/** The tariff files the build read. */
const tariffs = loadTariffs(TARIFFS_DIR);
const priceOf = (zone: string) => tariffs.callZones.find((z) => z.id === zone);

const answerOf = (page: Page) => page.locator("#estimate [data-estimate-answer]");

test.describe("the monthly estimate without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers the form with the cheapest way", async ({ page }) => {
    await page.goto("/international-calls");
    await page.getByLabel("Minutes a month").fill("80");
    await page.getByLabel("To", { exact: true }).selectOption({ label: "India" });
    await page.getByRole("button", { name: "Estimate" }).click();
    await expect(page).toHaveURL("/international-calls?minutes=80&to=in#estimate");
    await expect(answerOf(page)).toContainText("80 minutes a month to India: AED 45 a month.");
    await expect(answerOf(page)).toContainText("Call Home 60, then 20 minutes pay-as-you-go");
    await expect(answerOf(page)).toContainText("Pay-as-you-go alone would cost AED 60.");
  });

  test("bad input is named beside its field in the page's language, and the valid part kept", async ({
    page,
  }) => {
    await page.goto("/ar/international-calls?minutes=abc&to=in");
    const minutes = page.getByLabel("الدقائق في الشهر");
    await expect(minutes).toHaveValue("abc");
    await expect(minutes).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#estimate-minutes-problem")).toHaveText(
      "أدخل الدقائق عدداً صحيحاً، مثل 120.",
    );
    await expect(page.getByLabel("إلى", { exact: true })).toHaveValue("in");
    await expect(answerOf(page)).toBeHidden();
  });
});

test.describe("the monthly estimate with JavaScript", () => {
  test.use({ reducedMotion: "reduce" });

  test("answers as one types and chooses, without sending the form", async ({ page }) => {
    await gotoHydrated(page, "/international-calls");
    await expect(answerOf(page)).toBeHidden();
    await page.getByLabel("To", { exact: true }).selectOption({ label: "Saudi Arabia" });
    await page.getByLabel("Minutes a month").pressSequentially("60");
    await expect(answerOf(page)).toContainText(
      "60 minutes a month to Saudi Arabia: AED 45 a month.",
    );
    await expect(answerOf(page)).toContainText("Gulf 60.");
    await page
      .getByLabel("To", { exact: true })
      .selectOption({ label: "Inmarsat satellite phones" });
    const satellite = dirhamDigits(priceOf("satellite")?.minuteFils ?? NaN, 0);
    await expect(answerOf(page)).toContainText(
      `No Call Home pack covers Inmarsat satellite phones`,
    );
    await expect(answerOf(page)).toContainText(`at AED ${satellite} a minute`);
    await expect(page).toHaveURL("/international-calls");
    // The rest of the page's states are checked whole by the rates pages' own axe test.
    await expectNoAxeViolations(page, "the estimate's answer", { include: "#estimate" });
  });

  test("answers in Arabic as the server does: each pack named with its word, two minutes after عن", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ar/international-calls");
    await page.getByLabel("إلى", { exact: true }).selectOption({ label: "الهند" });
    await page.getByLabel("الدقائق في الشهر").pressSequentially("62");
    await expect(answerOf(page)).toContainText("62 دقيقة شهرياً إلى الهند: 31.50 درهم شهرياً.");
    await expect(answerOf(page)).toContainText(
      "اشترك في باقة «اتصل بالأهل 60»، ثم ادفع حسب الاستخدام عن دقيقتين بسعر 0.75 درهم للدقيقة.",
    );
    await page.getByLabel("الدقائق في الشهر").fill("210");
    await expect(answerOf(page)).toContainText(
      "اشترك في باقتي «اتصل بالأهل 60» و«اتصل بالأهل 150».",
    );
    await expect(answerOf(page)).toContainText("تكلفة الدفع حسب الاستخدام وحده: 157.50 درهم.");
  });
});

test("the calls page states the rules and its date, and its rate list downloads as the files say", async ({
  page,
  request,
}) => {
  await page.goto("/international-calls");
  await expect(page.locator("[data-prices-from]")).toHaveText("Prices from 1 December 2026.");
  const billing = page.getByRole("region", { name: "How calls abroad are billed" });
  await expect(billing).toContainText("billed per second from the first second");
  await expect(billing).toContainText("Same price on every plan");
  await expect(page.locator("#jm th")).toContainText("Shares +1 with United States, at its price");
  await expect(page.locator("#code-870 td").nth(1)).toHaveText("15.00");

  const link = page.getByRole("link", { name: /Download every rate/ });
  const response = await request.get((await link.getAttribute("href")) ?? "");
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const bytes = await response.body();
  // UTF-8 with a byte-order mark, so a spreadsheet reads the Arabic names as Arabic.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  const { rows, problems } = readCsvTable("download", text.slice(1), CSV_COLUMNS);
  expect(problems).toEqual([]);
  const expected = [
    ...tariffs.destinations.flatMap((d) =>
      d.dialCodes.map((code) => ({
        code,
        names: d.names,
        zone: d.callZone,
        main: d.sharesCodeWith ?? "",
      })),
    ),
    ...tariffs.networkCodes.map((n) => ({
      code: n.code,
      zone: n.callZone,
      names: undefined,
      main: "",
    })),
  ];
  expect(rows).toHaveLength(expected.length);
  for (const { code, names, zone, main } of expected) {
    const row = rows.find(
      (r) => r.cells.dialling_code === `+${code}` && (!names || r.cells.name_en === names.en),
    );
    expect(row, `+${code}`).toBeDefined();
    const price = priceOf(zone);
    expect(row?.cells).toMatchObject({
      minute_aed: dirhamDigits(price?.minuteFils ?? NaN, 2),
      sms_aed: dirhamDigits(price?.smsFils ?? NaN, 2),
      shares_code_with: main,
      prices_from: tariffs.tariffTerms.pricesFrom,
      ...(names ? { name_en: names.en, name_ar: names.ar } : {}),
    });
  }
});

test("every plan's Key Facts say from when the prices hold, in both languages", async ({
  page,
}) => {
  await page.goto("/plans/basic");
  await expect(page.locator("#key-facts")).toContainText("Prices from 1 December 2026.");
  await page.goto("/ar/plans/premium");
  await expect(page.locator("#key-facts")).toContainText("الأسعار سارية من 1 ديسمبر 2026.");
});
