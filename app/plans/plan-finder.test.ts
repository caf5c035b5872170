import { describe, expect, it } from "vitest";
import type { Fils, PackageFigures, PlanFigures } from "../tariffs/tariff-data";
import { internetPackages, plans } from "../tariffs/tariffs";
import { finderInputOf, readField } from "./finder-input";
import { cheapestPlanFor, type PlanAnswer } from "./plan-finder";

/** What the answer says in short: `basic`, `basic + basic-month`, and its price. */
function summary(answer: PlanAnswer | undefined) {
  if (!answer) return undefined;
  const { plan, dataPackage, monthlyPriceFils } = answer.choice;
  return {
    choice: dataPackage ? `${plan} + ${dataPackage}` : plan,
    monthlyPriceFils,
    reason: answer.reason,
    ...(answer.reason === "package-cheaper"
      ? { planAlone: answer.cheapestPlanAlone?.plan ?? null }
      : {}),
  };
}

describe("the plan finder with the tariff files' plans and packages", () => {
  // Basic AED 99 (5GB, 200 min), Standard AED 199 (15GB, 500 min), Premium AED 299 (no
  // limits); monthly packages AED 100 (30GB), 200 (100GB), 300 (no limit).
  it("holds the figures these cases were worked out with", () => {
    expect(plans.map((p) => [p.id, p.monthlyPriceFils, p.dataGb, p.callMinutes])).toEqual([
      ["basic", 9_900, 5, 200],
      ["standard", 19_900, 15, 500],
      ["premium", 29_900, "unlimited", "unlimited"],
    ]);
    expect(
      internetPackages.filter((p) => p.period === "monthly").map((p) => [p.priceFils, p.dataGb]),
    ).toEqual([
      [10_000, 30],
      [20_000, 100],
      [30_000, "unlimited"],
    ]);
  });

  it.each([
    // data GB, minutes, the answer
    [0, 0, { choice: "basic", monthlyPriceFils: 9_900, reason: "plan-covers" }],
    [5, 200, { choice: "basic", monthlyPriceFils: 9_900, reason: "plan-covers" }],
    [2.5, 150, { choice: "basic", monthlyPriceFils: 9_900, reason: "plan-covers" }],
    [5, 201, { choice: "standard", monthlyPriceFils: 19_900, reason: "plan-covers" }],
    // Basic with 30GB more costs the same as Standard: the plan alone wins the tie.
    [5.01, 100, { choice: "standard", monthlyPriceFils: 19_900, reason: "plan-covers" }],
    [15, 500, { choice: "standard", monthlyPriceFils: 19_900, reason: "plan-covers" }],
    // Past Standard's data with Basic's minutes: Basic and a package beat Premium.
    [
      16,
      100,
      {
        choice: "basic + basic-month",
        monthlyPriceFils: 19_900,
        reason: "package-cheaper",
        planAlone: "premium",
      },
    ],
    [
      35,
      200,
      {
        choice: "basic + basic-month",
        monthlyPriceFils: 19_900,
        reason: "package-cheaper",
        planAlone: "premium",
      },
    ],
    // Standard and a package cost what Premium costs: Premium alone.
    [16, 300, { choice: "premium", monthlyPriceFils: 29_900, reason: "plan-covers" }],
    [36, 100, { choice: "premium", monthlyPriceFils: 29_900, reason: "plan-covers" }],
    [10, 501, { choice: "premium", monthlyPriceFils: 29_900, reason: "plan-covers" }],
    [10_000, 44_640, { choice: "premium", monthlyPriceFils: 29_900, reason: "plan-covers" }],
  ])("%s GB and %s minutes: %o", (dataGb, minutes, expected) => {
    expect(summary(cheapestPlanFor({ dataGb, minutes }, plans, internetPackages))).toEqual(
      expected,
    );
  });
});

describe("the plan finder with other prices", () => {
  const plan = (id: PlanFigures["id"], price: Fils, dataGb: number, minutes: number) =>
    ({
      id,
      monthlyPriceFils: price,
      dataGb,
      callMinutes: minutes,
      sms: 100,
      popular: false,
      network: "4G",
    }) satisfies PlanFigures;
  const pack = (id: PackageFigures["id"], price: Fils, dataGb: number) =>
    ({
      id,
      period: id.endsWith("month") ? "monthly" : "daily",
      priceFils: price,
      dataGb,
      validity: { value: 30, unit: "day" },
    }) satisfies PackageFigures;

  it("finds nothing when no plan has the minutes", () => {
    expect(cheapestPlanFor({ dataGb: 1, minutes: 900 }, [plan("basic", 5_000, 5, 100)], [])).toBe(
      undefined,
    );
  });

  it("says there is no plan alone when only a package reaches the data", () => {
    const answer = cheapestPlanFor(
      { dataGb: 20, minutes: 50 },
      [plan("basic", 5_000, 5, 100)],
      [pack("basic-month", 4_000, 30)],
    );
    expect(summary(answer)).toEqual({
      choice: "basic + basic-month",
      monthlyPriceFils: 9_000,
      reason: "package-cheaper",
      planAlone: null,
    });
  });

  it("never counts a package that lasts a day as a month's data", () => {
    const answer = cheapestPlanFor(
      { dataGb: 20, minutes: 50 },
      [plan("basic", 5_000, 5, 100), plan("standard", 20_000, 50, 100)],
      [pack("basic-day", 500, 30)],
    );
    expect(summary(answer)?.choice).toBe("standard");
  });

  it("at the same price, takes the package with more data", () => {
    const answer = cheapestPlanFor(
      { dataGb: 20, minutes: 50 },
      [plan("basic", 5_000, 5, 100)],
      [pack("basic-month", 4_000, 30), pack("premium-month", 4_000, 60)],
    );
    expect(answer?.choice.dataPackage).toBe("premium-month");
  });
});

describe("the finder's input, from the address", () => {
  const input = (query: string) => finderInputOf(new URL(`https://sahab.test/plans${query}`));

  it("shows again what was typed without control or bidi characters", () => {
    expect(input("?data=%E2%80%AE12%00&minutes=%00")).toMatchObject({
      state: "invalid",
      typed: { data: "12", minutes: "" },
    });
  });

  it.each([
    ["", { state: "empty" }],
    ["?utm_source=x", { state: "empty" }],
    ["?data=20&minutes=300", { state: "ready", use: { dataGb: 20, minutes: 300 } }],
    ["?data=+2.5+&minutes=1,000", { state: "ready", use: { dataGb: 2.5, minutes: 1000 } }],
    [
      "?data=%D9%A2%D9%A0&minutes=%D9%A3%D9%A0%D9%A0",
      { state: "ready", use: { dataGb: 20, minutes: 300 } },
    ],
    ["?data=0&minutes=0", { state: "ready", use: { dataGb: 0, minutes: 0 } }],
    ["?data=&minutes=", { state: "invalid", problems: { data: "missing", minutes: "missing" } }],
    ["?data=5", { state: "invalid", problems: { minutes: "missing" } }],
    ["?data=-5&minutes=10", { state: "invalid", problems: { data: "not-a-number" } }],
    [
      "?data=five&minutes=1.5",
      { state: "invalid", problems: { data: "not-a-number", minutes: "not-a-number" } },
    ],
    ["?data=1e3&minutes=10", { state: "invalid", problems: { data: "not-a-number" } }],
    [
      "?data=10001&minutes=44641",
      { state: "invalid", problems: { data: "too-large", minutes: "too-large" } },
    ],
    ["?data=<script>&minutes=10", { state: "invalid", problems: { data: "not-a-number" } }],
  ])("%s", (query, expected) => {
    expect(input(query)).toMatchObject(expected);
  });

  it("keeps what was typed, cut to a length no figure needs", () => {
    const result = input(`?data=${"9".repeat(100)}&minutes=x`);
    expect(result).toMatchObject({
      state: "invalid",
      typed: { data: "9".repeat(20), minutes: "x" },
    });
  });
});

describe("a finder field, as a visitor types it", () => {
  it.each([
    "8GB",
    "8 GB",
    "8 gb",
    "8gb",
    "8G",
    "8 gigs",
    "8 gigabytes",
    "8 جيجابايت",
    "8 جيجا بايت",
    "٨ جيجا",
    "٨ غيغابايت",
    " 8 ",
  ])("reads %j as 8 GB of data", (typed) => {
    expect(readField(typed, "data")).toEqual({ value: 8 });
  });

  it.each(["2.5GB", "2.5 gb", "٢٫٥ جيجابايت", ".5 GB"])("reads %j with its decimals", (typed) => {
    expect(readField(typed, "data")).toEqual({ value: typed.startsWith(".") ? 0.5 : 2.5 });
  });

  it.each(["unlimited", "Unlimited", " UNLIMITED ", "غير محدود", "غير محدودة", "لا محدود", "∞"])(
    "reads %j as unlimited, for data and for minutes",
    (typed) => {
      expect(readField(typed, "data")).toEqual({ value: "unlimited" });
      expect(readField(typed, "minutes")).toEqual({ value: "unlimited" });
    },
  );

  it.each(["300 min", "300 mins", "300 minutes", "300min", "300 دقيقة", "٣٠٠ دقائق", "1,000"])(
    "reads %j as minutes",
    (typed) => {
      expect(readField(typed, "minutes")).toMatchObject({ value: expect.any(Number) });
    },
  );

  it.each([
    ["8 MB", "data"],
    ["8 TB", "data"],
    ["8 GB please", "data"],
    ["GB", "data"],
    ["eight", "data"],
    ["300 GB", "minutes"],
    ["300 hours", "minutes"],
    ["1.5 min", "minutes"],
    ["unlimitedd", "minutes"],
  ] as const)(
    "names %j, which it cannot read, as a problem rather than failing",
    (typed, field) => {
      expect(readField(typed, field)).toEqual({ problem: "not-a-number" });
    },
  );

  it("answers unlimited use with the plan that has no limits", () => {
    const unlimited = cheapestPlanFor(
      { dataGb: "unlimited", minutes: 300 },
      plans,
      internetPackages,
    );
    expect(summary(unlimited)).toMatchObject({ choice: "premium", reason: "plan-covers" });
    const calls = cheapestPlanFor({ dataGb: 1, minutes: "unlimited" }, plans, internetPackages);
    expect(summary(calls)).toMatchObject({ choice: "premium", reason: "plan-covers" });
  });

  it("takes the address of a form typed with units", () => {
    expect(
      finderInputOf(new URL("https://sahab.test/plans?data=8GB&minutes=300+min")),
    ).toMatchObject({
      state: "ready",
      use: { dataGb: 8, minutes: 300 },
      typed: { data: "8GB", minutes: "300 min" },
    });
  });
});
