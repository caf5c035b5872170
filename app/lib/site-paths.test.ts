import { describe, expect, it } from "vitest";
import { isLegalSlug, localizedPagePaths, prerenderPaths, sectionIds } from "./site-paths";

describe("site paths", () => {
  it("prerenders the spec's four routes in English, and the same in Arabic under /ar", () => {
    expect(localizedPagePaths).toEqual([
      "/",
      "/terms",
      "/privacy",
      "/cookie-policy",
      "/ar",
      "/ar/terms",
      "/ar/privacy",
      "/ar/cookie-policy",
    ]);
  });

  it("prerenders every page and the crawler files", () => {
    expect(prerenderPaths).toEqual([...localizedPagePaths, "/sitemap.xml", "/robots.txt"]);
  });

  it("lists the home page's anchors in the spec's order", () => {
    expect(sectionIds).toEqual(["plans", "calls", "internet", "activation", "support", "contact"]);
  });

  it("recognises legal slugs and nothing else", () => {
    expect(isLegalSlug("terms")).toBe(true);
    expect(isLegalSlug("cookie-policy")).toBe(true);
    expect(isLegalSlug("cookies")).toBe(false);
    expect(isLegalSlug("")).toBe(false);
  });
});
