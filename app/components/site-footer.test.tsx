// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wordsOf } from "../content/words.server";
import { sectionLinks } from "./section-links";
import { layoutTextOf } from "../document/page-layout.server";
import type { Locale } from "../i18n/locale";
import { SiteFooter } from "./site-footer";

afterEach(cleanup);

function renderFooter(locale: Locale) {
  const content = layoutTextOf(wordsOf(locale, "layout"));
  render(
    <MemoryRouter>
      <SiteFooter content={content} locale={locale} links={sectionLinks(content, locale, true)} />
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

describe("SiteFooter", () => {
  it("names the build's year, not the clock's, so every render of a page agrees", () => {
    vi.stubEnv("BUILD_YEAR", "2031");
    vi.useFakeTimers({ now: new Date("2040-06-01T12:00:00Z"), toFake: ["Date"] });
    try {
      expect(renderFooter("en").textContent).toContain("© 2031\u00a0Sahab Mobile.");
      cleanup();
      expect(renderFooter("ar").textContent).toContain("© 2031\u00a0سحاب موبايل.");
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });
});
