import type { Page } from "@playwright/test";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { loadStores } from "../../app/stores/load-stores";
import { expect, test } from "./fixtures";

/** The retail team's files the build read: every store the page must show. */
const { stores } = loadStores();

const card = (page: Page, name: string) =>
  page.getByRole("article", { name: new RegExp(`^${name}`) });

/** The browser's clock set to a moment given in UAE time, the page then opened. */
async function openAt(page: Page, uaeTime: string, path = "/stores") {
  await page.clock.setFixedTime(new Date(`${uaeTime}+04:00`));
  await page.goto(path);
  await page.waitForFunction(() =>
    document.querySelector("[data-island=store-hours][data-hydrated]"),
  );
}

test.describe("with the visitor's device in New York, the page says in UAE time whether a store is open", () => {
  test.use({ timezoneId: "America/New_York" });

  test("open at 9:59pm on a Monday, closed at 10:01pm and opening tomorrow at 9am", async ({
    page,
  }) => {
    await openAt(page, "2026-11-30T21:59");
    const store = card(page, "Sheikh Zayed Road");
    const status = store.locator("[data-status]");
    await expect(status).toHaveText("Open now · closes at 10pm");
    await expect(store.locator("tr[aria-current=date] th")).toHaveText("Monday (Today)");

    await openAt(page, "2026-11-30T22:01");
    await expect(status).toHaveText("Closed · opens tomorrow at 9am");
  });

  test("on a special day, its hours hold, and a store's own closure wins over every store's", async ({
    page,
  }) => {
    // Eid al Fitr, Wednesday 10 March 2027: every store 2pm to 11pm, Al Ain closed. The page
    // carries the special days from the day before its build on, so the day must be ahead of
    // the build: one already past (Eid al Etihad) is no longer on the page to be found.
    await openAt(page, "2027-03-10T10:00");
    await expect(card(page, "Sheikh Zayed Road").locator("[data-status]")).toHaveText(
      "Closed · opens today at 2pm",
    );
    await expect(card(page, "Al Ain").locator("[data-status]")).toHaveText(
      "Closed · opens tomorrow at 2pm",
    );
    await openAt(page, "2027-03-10T22:59");
    await expect(card(page, "Sheikh Zayed Road").locator("[data-status]")).toHaveText(
      "Open now · closes at 11pm",
    );
  });

  test("on a store's closed day it says the next day it opens, and the same in Arabic", async ({
    page,
  }) => {
    // Al Ain closes on Sundays: Sunday 6 December 2026.
    await openAt(page, "2026-12-06T11:00");
    await expect(card(page, "Al Ain").locator("[data-status]")).toHaveText(
      "Closed · opens tomorrow at 10am",
    );
    await openAt(page, "2026-12-06T11:00", "/ar/stores");
    await expect(card(page, "العين").locator("[data-status]")).toHaveText(
      "مغلق · يفتح غداً الساعة 10\u00a0صباحاً",
    );
  });

  test("past midnight in Ramadan a store is still open until 1am", async ({ page }) => {
    await openAt(page, "2027-02-10T00:30");
    await expect(card(page, "Deira").locator("[data-status]")).toHaveText(
      "Open now · closes at 1am",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every store of the file is listed with its address, week, services and links, and says when its status was true", async ({
    page,
  }) => {
    await page.goto("/stores");
    await expect(page.getByRole("article")).toHaveCount(stores.length);
    for (const store of stores) {
      const shown = card(page, store.name.en);
      await expect(shown.locator("address")).toHaveText(store.address.en);
      await expect(shown.getByRole("link", { name: store.phone.display })).toHaveAttribute(
        "href",
        store.phone.href,
      );
      const directions = shown.getByRole("link", { name: /Directions on Google Maps/ });
      const href = new URL((await directions.getAttribute("href")) ?? "");
      expect(href.origin).toBe("https://www.google.com");
      expect(href.searchParams.get("query")).toBe(`${store.latitude},${store.longitude}`);
      await expect(shown.locator("tbody tr")).toHaveCount(7);
      await expect(shown.locator("tr[aria-current=date]")).toHaveCount(1);
      await expect(shown.locator("[data-status]")).toContainText(/ \(as of .+ on .+\)$/);
    }
    const sheikhZayed = card(page, "Sheikh Zayed Road");
    await expect(sheikhZayed.locator("tbody td")).toHaveText(Array(7).fill("9am–10pm"));
    await expect(
      sheikhZayed.getByRole("listitem").filter({ hasText: "Phone repairs" }),
    ).toHaveCount(1);
  });

  test("the nearest store is found from an emirate in either script, misspelt or not", async ({
    page,
  }) => {
    await page.goto("/stores");
    await page.getByRole("combobox", { name: "Your emirate or area" }).fill("Sharjha");
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page).toHaveURL(/\/stores\?near=Sharjha#nearest$/);
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "Stores nearest to Sharjah, closest first",
    );
    const names = page.locator("article h3");
    await expect(names.first()).toContainText("Al Majaz");
    await expect(page.getByRole("article").first()).toContainText(/\d+\u00a0km away/);
    // A status rendered for this request is true now: it needs no "as of".
    await expect(page.locator("[data-status]").first()).not.toContainText("as of");

    await page.goto(`/ar/stores?near=${encodeURIComponent("رأس الخيمه")}`);
    await expect(page.locator("main").getByRole("status")).toHaveText(
      "المتاجر الأقرب إلى رأس الخيمة، الأقرب أولاً",
    );
    await expect(page.locator("article h3").first()).toContainText("النخيل");

    await page.goto(`/ar/stores?near=${encodeURIComponent("ابوظبي")}`);
    await expect(page.locator("article h3").first()).toContainText("شارع حمدان");
  });

  test("the map marks every store, is one image named in the page's language, and has a key in words", async ({
    page,
  }) => {
    await page.goto("/stores");
    const map = page.getByRole("img", { name: "Map of our stores in the UAE" });
    await expect(map).toHaveAccessibleDescription(
      "Each store in the list below, marked at its place on a map of the seven emirates.",
    );
    await expect(map.locator("use")).toHaveCount(stores.length);
    await expect(page.getByRole("list", { name: "Key" })).toHaveText("A store");

    await page.goto("/ar/stores");
    await expect(page.getByRole("img", { name: "خريطة متاجرنا في الإمارات" })).toBeVisible();
    await expect(page.getByRole("list", { name: "مفتاح الخريطة" })).toHaveText("متجر");
  });

  test("a place it does not know is named back, escaped, with the field kept", async ({ page }) => {
    const typed = "<b>Atlantis</b>";
    const response = await page.goto(`/stores?near=${encodeURIComponent(typed)}`);
    expect(response?.status()).toBe(200);
    const field = page.getByRole("combobox", { name: "Your emirate or area" });
    await expect(field).toHaveValue(typed);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#near-problem")).toHaveText(
      `We could not find “${typed}”. Try the name of an emirate or an area, in English or Arabic.`,
    );
    await expect(page.locator("b", { hasText: "Atlantis" })).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(stores.length);
  });
});

test("the stores are structured data a checker accepts, with their special hours", async ({
  request,
}) => {
  for (const path of ["/stores", "/ar/stores"]) {
    const html = await (await request.get(path)).text();
    const data = new WebAutoExtractor({
      addLocation: true,
      embedSource: ["rdfa", "microdata"],
    }).parse(html);
    expect(Object.keys(data.jsonld), path).toEqual(["MobilePhoneStore"]);
    expect(await new Validator().validate(data), path).toEqual([]);
    const shown = data.jsonld.MobilePhoneStore as {
      geo: { latitude: number; longitude: number };
      openingHoursSpecification: {
        dayOfWeek?: string;
        validFrom?: string;
        opens: string;
        closes: string;
      }[];
    }[];
    expect(shown.map((store) => store.geo)).toEqual(
      stores.map(({ latitude, longitude }) => expect.objectContaining({ latitude, longitude })),
    );
    const [sheikhZayed] = shown;
    expect(sheikhZayed?.openingHoursSpecification).toContainEqual(
      expect.objectContaining({
        dayOfWeek: "https://schema.org/Monday",
        opens: "09:00",
        closes: "22:00",
      }),
    );
    expect(sheikhZayed?.openingHoursSpecification).toContainEqual(
      expect.objectContaining({
        validFrom: "2027-02-08",
        validThrough: "2027-03-09",
        opens: "10:00",
        closes: "01:00",
      }),
    );
  }
});

test("the Arabic footer's store locator and the support section's Find Locations lead to the Arabic stores page", async ({
  page,
}) => {
  await page.goto("/ar");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "موقع المتجر" }),
  ).toHaveAttribute("href", "/ar/stores");
  await expect(page.locator("#support a[href='/ar/stores']")).toHaveCount(1);
  await page.locator("#support a[href='/ar/stores']").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("متاجرنا");
  await expect(page).toHaveTitle("متاجرنا | سحاب موبايل");
});
