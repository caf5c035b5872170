import { describe, expect, it } from "vitest";
import { wordsOf } from "./words.server";
import { figureViews, packageViews, planViews } from "./catalog-view";
import { plans } from "../tariffs/tariffs";

const nbsp = (text: string) => text.replace(/\u00a0/g, " ");

describe("catalogue views in English", () => {
  const home = wordsOf("en", "home");

  it("writes out the plans' prices and allowances", () => {
    const rows = planViews(home.plans, "en-AE", "en").map((plan) => [
      plan.name,
      nbsp(plan.price),
      plan.data,
      nbsp(plan.calls),
      plan.sms,
      plan.popular,
    ]);
    expect(rows).toEqual([
      ["Basic", "AED 99", "5GB", "200 minutes", "100", false],
      ["Standard", "AED 199", "15GB", "500 minutes", "Unlimited", true],
      ["Premium", "AED 299", "Unlimited", "Unlimited", "Unlimited", false],
    ]);
  });

  it("names each plan's network as the tariff files say, Premium's 5G", () => {
    const views = planViews(home.plans, "en-AE", "en");
    expect(views.map((plan) => plan.features[0])).toEqual(
      plans.map((plan) => `${plan.network} network access`),
    );
    expect(views.find((plan) => plan.id === "premium")?.features).toContain("5G network access");
  });

  it("writes the packages with their names, prices, data and validity", () => {
    const rows = packageViews(home.internet, "en-AE").map((pack) => [
      pack.name,
      nbsp(pack.price),
      pack.data,
      nbsp(pack.validity),
    ]);
    expect(rows).toEqual([
      ["Basic Day", "AED 5", "1GB", "24 hours"],
      ["Premium Day", "AED 10", "3GB", "24 hours"],
      ["Basic Week", "AED 30", "7GB", "7 days"],
      ["Premium Week", "AED 50", "15GB", "7 days"],
      ["Basic Month", "AED 100", "30GB", "30 days"],
      ["Premium Month", "AED 200", "100GB", "30 days"],
      ["Unlimited", "AED 300", "Unlimited", "30 days"],
    ]);
  });

  it("writes the speed figure and step numbers", () => {
    expect(figureViews("en-AE")).toEqual({
      downloadSpeed: "100",
      stepNumbers: ["1", "2", "3", "4"],
    });
  });

  it("states the copy for the plan label, tabs, speed figure and weekly features", () => {
    expect(home.plans.popularLabel).toBe("Most Popular");
    expect(home.plans.vatNote).toMatch(/5% VAT/);
    expect(Object.values(home.internet.tabs).map((tab) => tab.label)).toEqual([
      "Daily",
      "Weekly",
      "Monthly",
    ]);
    expect(home.internet.speed.label).toBe("Average Download Speed");
    expect(home.internet.weeklyFeatures).toEqual(["4G LTE access", "Free social media browsing"]);
    expect(Object.values(home.activation.steps).map((step) => step.title)).toEqual([
      "Choose Your Plan",
      "Submit Your ID",
      "Complete Registration",
      "Activate Service",
    ]);
  });
});

describe("catalogue views in Arabic", () => {
  const home = wordsOf("ar", "home");

  it("writes prices as price tags and data in جيجابايت, never the CLDR signs", () => {
    const rows = planViews(home.plans, "ar-AE", "ar").map((plan) => [
      plan.name,
      nbsp(plan.price),
      nbsp(plan.data),
      nbsp(plan.calls),
      plan.sms,
    ]);
    expect(rows).toEqual([
      ["الأساسية", "99 درهم", "5 جيجابايت", "200 دقيقة", "100"],
      ["القياسية", "199 درهم", "15 جيجابايت", "500 دقيقة", "غير محدودة"],
      ["المميزة", "299 درهم", "غير محدودة", "غير محدودة", "غير محدودة"],
    ]);
  });

  it("names the packages in the feminine, like the plans, and counts their days", () => {
    const rows = packageViews(home.internet, "ar-AE").map((pack) => [
      pack.name,
      nbsp(pack.price),
      nbsp(pack.data),
      nbsp(pack.validity),
    ]);
    expect(rows).toEqual([
      ["اليومية الأساسية", "5 درهم", "1 جيجابايت", "24 ساعة"],
      ["اليومية المميزة", "10 درهم", "3 جيجابايت", "24 ساعة"],
      ["الأسبوعية الأساسية", "30 درهم", "7 جيجابايت", "7 أيام"],
      ["الأسبوعية المميزة", "50 درهم", "15 جيجابايت", "7 أيام"],
      ["الشهرية الأساسية", "100 درهم", "30 جيجابايت", "30 يوماً"],
      ["الشهرية المميزة", "200 درهم", "100 جيجابايت", "30 يوماً"],
      ["الشهرية غير المحدودة", "300 درهم", "غير محدودة", "30 يوماً"],
    ]);
  });

  it("holds every figure to its word with a no-break space", () => {
    const views = [
      ...planViews(home.plans, "ar-AE", "ar"),
      ...packageViews(home.internet, "ar-AE"),
    ];
    for (const text of views
      .flatMap((view) => Object.values(view))
      .filter((value) => typeof value === "string")) {
      expect(text).not.toMatch(/\d /);
    }
  });
});
