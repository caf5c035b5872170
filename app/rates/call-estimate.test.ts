import { describe, expect, it } from "vitest";
import { callHomePacks, callZone } from "../tariffs/tariffs";
import { cheapestWay, priceTag, readMinutes } from "./call-estimate";
import { callEstimateView } from "./call-estimate-view.server";
import { destinationGroups } from "./destination-rows.server";
import { networkDestinations } from "./call-rules.server";
import { formatAed } from "../i18n/format";
import { houseRuleViolations } from "../content/house-rules";

const zone2 = callHomePacks.filter((pack) => pack.callZone === "2");
const minute2 = callZone("2").minuteFils;

describe("the cheapest way to call a month's minutes", () => {
  it("is pay-as-you-go when a pack would cost more", () => {
    // 30 minutes at AED 0.75 is AED 22.50, less than Call Home 60's AED 30.
    expect(cheapestWay(30, minute2, zone2)).toMatchObject({
      packs: [],
      paygMinutes: 30,
      totalFils: 2_250,
    });
  });

  it("is a pack when it costs less, and says what pay-as-you-go alone would cost", () => {
    const way = cheapestWay(60, minute2, zone2);
    expect(way.packs.map((pack) => pack.id)).toEqual(["call-home-60"]);
    expect(way).toMatchObject({ paygMinutes: 0, totalFils: 3_000, paygOnlyFils: 4_500 });
  });

  it("adds pay-as-you-go minutes past a pack where that is cheaper than a bigger pack", () => {
    // Call Home 60 and 20 minutes at 0.75: AED 45, less than Call Home 150's AED 60.
    const way = cheapestWay(80, minute2, zone2);
    expect(way.packs.map((pack) => pack.id)).toEqual(["call-home-60"]);
    expect(way).toMatchObject({ paygMinutes: 20, totalFils: 4_500 });
  });

  it("combines packs where two cost less than one and pay-as-you-go", () => {
    // 210 minutes: both packs, AED 90, against Call Home 150 and 60 minutes (AED 105).
    const way = cheapestWay(210, minute2, zone2);
    expect(way.packs.map((pack) => pack.id).sort()).toEqual(["call-home-150", "call-home-60"]);
    expect(way.totalFils).toBe(9_000);
  });

  it("on a tie, takes fewer packs", () => {
    const packs = [{ id: "a", minutes: 10, priceFils: 1_000 }];
    expect(cheapestWay(10, 100, packs).packs).toEqual([]);
  });
});

describe("the minutes as typed", () => {
  it.each([
    ["120", { minutes: 120 }],
    ["١٢٠", { minutes: 120 }],
    ["1,200", { minutes: 1_200 }],
    ["", { problem: "missing" }],
    ["12.5", { problem: "not-a-number" }],
    ["0", { problem: "not-a-number" }],
    ["50000", { problem: "too-large" }],
  ])("%s", (text, read) => expect(readMinutes(text)).toEqual(read));
});

describe("the estimate answered by the server", () => {
  const groups = (locale: "en" | "ar") =>
    destinationGroups(locale, { cities: false }, networkDestinations());
  const view = (query: string, locale: "en" | "ar" = "en") =>
    callEstimateView(
      locale,
      new URL(`https://localhost/international-calls${query}`),
      groups(locale),
      "/international-calls",
    );

  it("asks nothing of a page opened without it", () => {
    expect(view("")).toMatchObject({ answer: null, problems: {} });
  });

  it("names the cheapest way, from the files' figures", () => {
    expect(view("?minutes=80&to=in").answer).toEqual([
      "80\u00a0minutes a month to India: AED\u00a045\u00a0a month.",
      "Call Home 60, then 20\u00a0minutes pay-as-you-go at AED\u00a00.75\u00a0a minute.",
      "Pay-as-you-go alone would cost AED\u00a060.",
    ]);
  });

  it("says when no pack covers a destination", () => {
    expect(view("?minutes=10&to=code-870").answer).toEqual([
      "10\u00a0minutes a month to Inmarsat satellite phones: AED\u00a0150\u00a0a month.",
      "Pay-as-you-go: 10\u00a0minutes at AED\u00a015\u00a0a minute.",
      "No Call Home pack covers Inmarsat satellite phones: pay-as-you-go is the way.",
    ]);
  });

  it("keeps the house rules in every kind of answer, in both languages", () => {
    for (const locale of ["en", "ar"] as const) {
      for (const query of [
        "?minutes=30&to=in",
        "?minutes=210&to=in",
        "?minutes=80&to=in",
        "?minutes=1&to=code-881",
        "?minutes=2&to=sa",
        "?minutes=11&to=eg",
      ]) {
        const text = (view(query, locale).answer ?? []).join(" ");
        expect(text, `${locale} ${query}`).not.toBe("");
        expect(houseRuleViolations(text, locale, { rendered: true }), query).toEqual([]);
      }
    }
  });

  it("answers in Arabic with Arabic counting", () => {
    const answer = view("?minutes=60&to=in", "ar").answer ?? [];
    expect(answer).toEqual([
      "60\u00a0دقيقة شهرياً إلى الهند: 30\u00a0درهم شهرياً.",
      "اشترك في باقة «اتصل بالأهل 60».",
      "تكلفة الدفع حسب الاستخدام وحده: 45\u00a0درهم.",
    ]);
  });

  it("names each problem and keeps the valid part", () => {
    const bad = view("?minutes=abc&to=in");
    expect(bad.answer).toBeNull();
    expect(bad.problems).toEqual({ minutes: "Enter the minutes as a whole number, like 120." });
    expect(bad.to).toBe("in");
    expect(bad.minutes).toBe("abc");
    const unknown = view("?minutes=90&to=%3Cscript%3E");
    expect(unknown.problems).toEqual({ to: "Choose a destination from the list." });
    expect(unknown.minutes).toBe("90");
  });

  it("writes prices as the rest of the site does", () => {
    for (const fils of [0, 75, 100, 2_250, 123_456]) {
      for (const locale of ["en-AE", "ar-AE"]) {
        const template = locale === "en-AE" ? "AED\u00a0{n}" : "{n}\u00a0درهم";
        expect(priceTag(template, locale)(fils)).toBe(formatAed(fils, locale));
      }
    }
  });
});
