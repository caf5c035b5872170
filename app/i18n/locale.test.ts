import { describe, expect, it } from "vitest";
import { defaultLocale, localeFromPathname, localizedPath, pagePathOf } from "./locale";

describe("locale paths", () => {
  it("puts English at the unprefixed paths", () => {
    expect(defaultLocale).toBe("en");
    expect(localeFromPathname("/")).toBe("en");
    expect(localeFromPathname("/terms")).toBe("en");
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/privacy")).toBe("/privacy");
  });

  it("does not mistake a page that starts like a locale for one", () => {
    expect(localeFromPathname("/english")).toBe("en");
    expect(localeFromPathname("/en")).toBe("en");
  });

  it("puts Arabic under /ar", () => {
    expect(localeFromPathname("/ar")).toBe("ar");
    expect(localeFromPathname("/ar/terms")).toBe("ar");
    expect(localeFromPathname("/arabic")).toBe("en");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("ar", "/terms")).toBe("/ar/terms");
    expect(pagePathOf("/ar")).toBe("/");
    expect(pagePathOf("/ar/privacy")).toBe("/privacy");
    expect(pagePathOf("/ar/privacy/")).toBe("/privacy");
    expect(pagePathOf("/ar/")).toBe("/");
    expect(pagePathOf("/terms/")).toBe("/terms");
  });

  it("finds the locale-neutral page path", () => {
    expect(pagePathOf("/")).toBe("/");
    expect(pagePathOf("/cookie-policy")).toBe("/cookie-policy");
  });
});
