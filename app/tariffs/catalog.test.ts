import { describe, expect, it } from "vitest";
import { internetPackages, plans } from "./tariffs";
import {
  averageDownloadSpeed,
  claims,
  packageIds,
  packagePeriods,
  planIds,
  UNLIMITED,
} from "../domain/catalog";

type Amount = number | typeof UNLIMITED;

/** Orders allowances with "unlimited" above every number. */
const rank = (amount: Amount) => (amount === UNLIMITED ? Number.POSITIVE_INFINITY : amount);

/** A price of whole dirhams above zero, held in fils. */
const isWholePositive = (fils: number) => Number.isInteger(fils) && fils > 0 && fils % 100 === 0;

/** Each item with the one before it. */
const neighbours = <T>(items: readonly T[]): [T, T][] =>
  items.flatMap((item, i) => (i === 0 ? [] : [[items[i - 1] as T, item] as [T, T]]));

/** Each period's validity, as a visitor reads it on the tab of that name. */
const validityHours = { daily: 24, weekly: 7 * 24, monthly: 30 * 24 } as const;

describe("the plans", () => {
  it("are listed once each, in the order of their ids", () => {
    expect(plans.map((plan) => plan.id)).toEqual([...planIds]);
  });

  it("cost a whole number of dirhams, cheapest first", () => {
    const prices = plans.map((plan) => plan.monthlyPriceFils);
    expect(prices.every(isWholePositive)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
  });

  it("never give less of anything for a higher price", () => {
    for (const [cheaper, dearer] of neighbours(plans)) {
      for (const allowance of ["dataGb", "callMinutes", "sms"] as const) {
        expect(rank(dearer[allowance]), `${dearer.id} ${allowance}`).toBeGreaterThanOrEqual(
          rank(cheaper[allowance]),
        );
      }
    }
  });

  it("have exactly one marked most popular, and it is not the cheapest or the dearest", () => {
    const popular = plans.filter((plan) => plan.popular);
    expect(popular).toHaveLength(1);
    expect(popular[0]).not.toBe(plans[0]);
    expect(popular[0]).not.toBe(plans.at(-1));
  });

  it("top out with a plan that is unlimited in everything", () => {
    const top = plans.at(-1);
    expect([top?.dataGb, top?.callMinutes, top?.sms]).toEqual([UNLIMITED, UNLIMITED, UNLIMITED]);
  });

  it("are priced as the product's business constants say: AED 99, 199 and 299 a month", () => {
    expect(plans.map((plan) => plan.monthlyPriceFils)).toEqual([9_900, 19_900, 29_900]);
  });
});

describe("the internet packages", () => {
  it("are listed once each, grouped by period in the tabs' order", () => {
    expect(internetPackages.map((pack) => pack.id)).toEqual([...packageIds]);
    const periods = internetPackages.map((pack) => pack.period);
    expect([...new Set(periods)]).toEqual([...packagePeriods]);
    expect(periods).toEqual(
      [...periods].sort((a, b) => packagePeriods.indexOf(a) - packagePeriods.indexOf(b)),
    );
  });

  it("last as long as their period says", () => {
    for (const pack of internetPackages) {
      const hours = pack.validity.value * (pack.validity.unit === "day" ? 24 : 1);
      expect(hours, pack.id).toBe(validityHours[pack.period]);
    }
  });

  it("give more data for more money within a period, and cost whole dirhams", () => {
    for (const period of packagePeriods) {
      const group = internetPackages.filter((pack) => pack.period === period);
      expect(group.length, period).toBeGreaterThanOrEqual(2);
      for (const [smaller, larger] of neighbours(group)) {
        expect(larger.priceFils).toBeGreaterThan(smaller.priceFils);
        expect(rank(larger.dataGb)).toBeGreaterThan(rank(smaller.dataGb));
      }
      expect(group.every((pack) => isWholePositive(pack.priceFils))).toBe(true);
    }
  });
});

describe("the figures the page states", () => {
  it("count the download speed up to 100 Mbps one step every 20 ms", () => {
    expect(averageDownloadSpeed).toEqual({ mbps: 100, stepMs: 20 });
  });

  it("claim activation within 30 minutes and calls to over 200 countries", () => {
    expect(claims).toEqual({ activationMinutes: 30, callCountries: 200 });
  });
});
