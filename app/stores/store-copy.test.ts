import { describe, expect, it } from "vitest";
import { storeOpeningHours } from "../content/ar/phrases";
import { home as homeAr } from "../content/ar/home";
import { home as homeEn } from "../content/en/home";
import { wordsOf } from "../content/words.server";
import { stores as storesAr } from "../content/ar/stores";
import { stores as storesEn } from "../content/en/stores";
import { hoursText, timeOfDay } from "./store-status";
import { stores } from "./stores";

/**
 * The home page and the footer name the store on Sheikh Zayed Road and its hours in words; the
 * retail team's file is where the hours are kept. Both must say the same.
 */
describe("the store the home page and the footer name", () => {
  const store = stores.find((candidate) => candidate.name.en === "Sheikh Zayed Road");
  const [monday] = store?.week ?? [];

  it("keeps the same hours every day, as the copy says", () => {
    expect(store).toBeDefined();
    expect(monday).not.toBeNull();
    expect(store?.week).toEqual(Array(7).fill(monday));
  });

  it("opens and closes at the hours the English copy says", () => {
    const hours = hoursText(monday ?? null, storesEn.status);
    expect(wordsOf("en", "layout").footer.storeHours).toBe(`Open ${hours} every day`);
    expect(homeEn.contact.storeHours).toBe(`Open ${hours} every day`);
  });

  it("opens and closes at the hours the Arabic copy says", () => {
    const [opens = 0, closes = 0] = monday ?? [];
    const { status } = storesAr;
    expect(storeOpeningHours).toContain(
      `من ${timeOfDay(opens, status)} حتى ${timeOfDay(closes, status)}`,
    );
    expect(wordsOf("ar", "layout").footer.storeHours).toBe(storeOpeningHours);
    expect(homeAr.contact.storeHours).toBe(storeOpeningHours);
  });
});
