import { describe, expect, it } from "vitest";
import { averageDownloadSpeed, claims, internetPackages, plans, UNLIMITED } from "./catalog";

// The spec's tables, copied as the spec states them: the catalogue must match them exactly.
describe("the catalogue matches the spec", () => {
  it("has the three plans with their prices and allowances", () => {
    expect(plans).toEqual([
      { id: "basic", monthlyPriceAed: 99, dataGb: 5, callMinutes: 200, sms: 100 },
      {
        id: "standard",
        monthlyPriceAed: 199,
        dataGb: 15,
        callMinutes: 500,
        sms: UNLIMITED,
        popular: true,
      },
      {
        id: "premium",
        monthlyPriceAed: 299,
        dataGb: UNLIMITED,
        callMinutes: UNLIMITED,
        sms: UNLIMITED,
      },
    ]);
  });

  it("has the seven internet packages with price, data and validity", () => {
    const rows = internetPackages.map((pack) => [
      pack.period,
      pack.id,
      pack.priceAed,
      pack.dataGb,
      `${pack.validity.value} ${pack.validity.unit}`,
    ]);
    expect(rows).toEqual([
      ["daily", "basic-day", 5, 1, "24 hour"],
      ["daily", "premium-day", 10, 3, "24 hour"],
      ["weekly", "basic-week", 30, 7, "7 day"],
      ["weekly", "premium-week", 50, 15, "7 day"],
      ["monthly", "basic-month", 100, 30, "30 day"],
      ["monthly", "premium-month", 200, 100, "30 day"],
      ["monthly", "unlimited-month", 300, UNLIMITED, "30 day"],
    ]);
  });

  it("has the spec's constants", () => {
    expect(averageDownloadSpeed).toEqual({ mbps: 100, stepMs: 20 });
    expect(claims).toEqual({ activationMinutes: 30, callCountries: 200 });
  });
});
