import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 800 };

/** Where an element is drawn on the page, its box required. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element has no box");
  return box;
}

const coverageMap = (page: Page) => page.getByRole("img", { name: "Coverage map of the UAE" });
const storesMap = (page: Page) => page.getByRole("img", { name: "Map of our stores in the UAE" });
const locateButton = (page: Page) => page.getByRole("button", { name: "Use My Location" });

/** The part of the view box the map shows, in map units. */
async function viewBoxOf(map: Locator) {
  const [x = 0, y = 0, width = 0, height = 0] = ((await map.getAttribute("viewBox")) ?? "")
    .split(" ")
    .map(Number);
  return { x, y, width, height };
}

test.describe("the map answers what was asked, and the answer comes first", () => {
  test("coverage at JLT: the community is pinned and named, the map framed on it, the answer above the map on a phone", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/coverage?area=jlt");
    const map = coverageMap(page);
    const pin = map.locator("[data-pin=pin-jumeirah-lake-towers]");
    await expect(pin).toHaveText("Jumeirah Lake Towers");
    await expect(map).toHaveAccessibleDescription(
      "Jumeirah Lake Towers is marked on the map, which shows the area around it.",
    );
    // Framed on Dubai, not the whole country.
    expect((await viewBoxOf(map)).width).toBeLessThan(400);
    const answer = page.locator("[data-area=jumeirah-lake-towers]");
    await expect(answer).toContainText("In Jumeirah Lake Towers, Dubai");
    expect((await boxOf(answer)).y + (await boxOf(answer)).height).toBeLessThan(
      (await boxOf(map)).y,
    );
    // Dubai's table is open on it; the other emirates' are folded away.
    await expect(page.locator("details#emirate-dubai")).toHaveAttribute("open", "");
    await expect(page.getByRole("row", { name: /^Jumeirah Lake Towers/ })).toBeVisible();

    await page.goto("/ar/coverage?area=jlt");
    const arabicMap = page.getByRole("img", { name: "خريطة التغطية في الإمارات" });
    await expect(arabicMap.locator("[data-pin=pin-jumeirah-lake-towers]")).toHaveText(
      "أبراج بحيرات جميرا",
    );
  });

  test("a phone's coverage page folds each emirate's table, and opens one on a tap", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/coverage");
    await expect(page.locator("details[open]")).toHaveCount(0);
    // The issue measured the page unfolded at about 21,000 px; folded, it is a few screens.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(5_000);
    await page.locator("summary", { hasText: "Ras Al Khaimah" }).click();
    await expect(
      page
        .getByRole("table", { name: "Ras Al Khaimah" })
        .getByRole("row", { name: /^Jebel Jais/ })
        .getByRole("cell"),
    ).toHaveText(["None", "None", "Basic", "None"]);
  });

  test("nearest store to Al Barsha: first in the list, open or not said, numbered on the map, the list beside it on a laptop", async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/stores?near=al-barsha");
    const first = page.getByRole("article").first();
    await expect(first.getByRole("heading", { level: 3 })).toContainText("Sheikh Zayed Road");
    await expect(first.locator("[data-status]")).toHaveText(/^(Open now|Closed) · /);
    await expect(first.locator("[data-number]")).toHaveText("1");
    const map = storesMap(page);
    await expect(map.locator("[data-pin=pin-sheikh-zayed-road]")).toHaveText("1");
    await expect(map.locator("[data-pin=pin-asked]")).toHaveText("Al Barsha");
    await expect(map.locator("[data-number]")).toHaveText(["1", "2", "3"]);
    // The list and the map side by side: the map to the right of the first store, level with it.
    const card = await boxOf(first);
    const drawn = await boxOf(map);
    expect(drawn.x).toBeGreaterThanOrEqual(card.x + card.width);
    expect(drawn.y).toBeLessThan(card.y + card.height);
    expect(drawn.width).toBeGreaterThan(350);

    // On a phone, the nearest store comes before the map.
    await page.setViewportSize(PHONE);
    expect((await boxOf(first)).y).toBeLessThan((await boxOf(map)).y);

    // In Arabic the map mirrors nothing: the store is to the left of the list.
    await page.setViewportSize(LAPTOP);
    await page.goto("/ar/stores?near=al-barsha");
    const arabicCard = await boxOf(page.getByRole("article").first());
    const arabicMap = await boxOf(page.getByRole("img", { name: "خريطة متاجرنا في الإمارات" }));
    expect(arabicMap.x + arabicMap.width).toBeLessThanOrEqual(arabicCard.x);
  });

  test("answered pages have no axe violations, in either language", async ({ page }) => {
    for (const path of [
      "/stores?near=al-barsha",
      "/ar/stores?lat=24.22&lng=55.76",
      "/coverage?lat=25.07&lng=55.14",
      "/ar/coverage?area=jlt",
    ]) {
      await page.goto(path);
      expect(await axeViolations(page, { rows: 5 }), path).toEqual([]);
    }
  });
});

test.describe("use my location, with the browser's permission", () => {
  test.use({
    permissions: ["geolocation"],
    // A point in Al Ain, at a precision no one should keep.
    geolocation: { latitude: 24.222614, longitude: 55.761318, accuracy: 20 },
  });

  test("finds the nearest store, sending only the rounded location to our own server", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await gotoHydrated(page, "/stores");
    await locateButton(page).click();
    await expect(page).toHaveURL("/stores?lat=24.22&lng=55.76#nearest");
    await expect(page.locator("main").getByRole("status")).toHaveText(
      /^Stores nearest to you, around .+/,
    );
    await expect(
      page.getByRole("article").first().getByRole("heading", { level: 3 }),
    ).toContainText("Al Ain");
    await expect(storesMap(page).locator("[data-pin=pin-asked]")).toHaveText("Your location");
    const withCoordinates = requests.filter((url) => /24\.2|55\.7/.test(url));
    expect(withCoordinates.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(
      true,
    );
    expect(requests.join(" ")).not.toContain("24.2226");
  });

  test("finds the nearest community's coverage, in Arabic too", async ({ page, context }) => {
    await context.setGeolocation({ latitude: 25.0693, longitude: 55.1458 });
    await gotoHydrated(page, "/coverage");
    await locateButton(page).click();
    await expect(page).toHaveURL("/coverage?lat=25.07&lng=55.15");
    await expect(page.locator("[data-area-answer]")).toContainText(
      /The community nearest your location is Jumeirah Lake Towers, Dubai, about \d+\u00a0km away\./,
    );
    await expect(coverageMap(page).locator("[data-pin=pin-jumeirah-lake-towers]")).toBeVisible();

    await gotoHydrated(page, "/ar/coverage");
    await page.getByRole("button", { name: "استخدم موقعي" }).click();
    await expect(page).toHaveURL("/ar/coverage?lat=25.07&lng=55.15");
    await expect(page.locator("[data-area-answer]")).toContainText("أقرب منطقة إلى موقعك هي");
  });
});

test.describe("use my location, refused", () => {
  test("says politely that the browser did not share it, and stays on the page", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await gotoHydrated(page, "/stores");
    await locateButton(page).click();
    await expect(page.locator("[data-locate-status]")).toHaveText(
      /^Your browser did not share your location\./,
    );
    await expect(page).toHaveURL("/stores");
    await expect(locateButton(page)).toBeEnabled();
  });
});

test("a location outside the UAE, or no location at all, is said plainly, never an error", async ({
  page,
}) => {
  for (const [path, message] of [
    ["/stores?lat=51.50&lng=-0.12", "Your location seems to be outside the UAE"],
    ["/stores?lat=25.1&lng=x", "We could not read that location"],
    ["/coverage?lat=1e3&lng=55", "We could not read that location"],
    ["/ar/coverage?lat=40.71&lng=-74.01", "يبدو أن موقعك خارج الإمارات"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("main"), path).toContainText(message);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no location button, and the forms still answer", async ({ page }) => {
    await page.goto("/stores");
    await expect(locateButton(page)).toBeHidden();
    await page.getByRole("combobox", { name: "Your emirate or area" }).fill("Al Barsha");
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page.getByRole("article").first()).toContainText("Sheikh Zayed Road");
    await expect(storesMap(page).locator("[data-pin=pin-asked]")).toHaveText("Al Barsha");

    await page.goto("/coverage");
    await expect(locateButton(page)).toBeHidden();
    await page
      .locator("main")
      .getByRole("searchbox", { name: "Your community or area" })
      .fill("JLT");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.locator("[data-pin=pin-jumeirah-lake-towers]")).toBeVisible();
  });
});
