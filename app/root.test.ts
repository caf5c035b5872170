import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layout as arabicLayout } from "./content/ar/layout";
import { layout as englishLayout } from "./content/en/layout";
import { loader, middleware } from "./root";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The root's data for a path, as a request runs its middleware and then its loader. */
async function rootDataFor(path: string) {
  const url = new URL(path, "http://127.0.0.1");
  const args = {
    request: new Request(url),
    url,
    context: new RouterContextProvider(),
    params: {},
    pattern: "",
  } as unknown as Parameters<typeof loader>[0];
  for (const resolve of middleware) await resolve(args, async () => new Response());
  return loader(args);
}

describe("the root resolves a page's language once, from its path", () => {
  it.each([
    ["/", "en", "/"],
    ["/terms", "en", "/terms"],
    ["/ar", "ar", "/"],
    ["/ar/terms", "ar", "/terms"],
    ["/ar/x", "ar", null],
    ["/no-such-page", "en", null],
  ] as const)("%s is a page in %s with the page path %s", async (path, locale, pagePath) => {
    const data = await rootDataFor(path);
    expect(data.locale).toBe(locale);
    expect(data.pagePath).toBe(pagePath);
    expect(data.text.lang).toBe(locale);
  });

  it("hands a page the layout's words in its own language only", async () => {
    const english = JSON.stringify(await rootDataFor("/"));
    expect(english).toContain(englishLayout.skipLink);
    expect(english).not.toContain(arabicLayout.header.menuButtonLabel);
    expect(english).not.toContain(arabicLayout.skipLink);

    const arabic = JSON.stringify(await rootDataFor("/ar/x"));
    expect(arabic).toContain(arabicLayout.notFound.heading);
    expect(arabic).not.toContain(englishLayout.header.closeMenuLabel);
    expect(arabic).not.toContain(englishLayout.skipLink);
    expect(arabic).not.toContain(englishLayout.notFound.heading);
  });

  it("names every language in itself, for the language switch", async () => {
    const { languages } = await rootDataFor("/");
    expect(languages).toEqual([
      { locale: "en", lang: "en", languageName: englishLayout.languageName },
      { locale: "ar", lang: "ar", languageName: arabicLayout.languageName },
    ]);
  });

  it("gives data a page can carry: plain values, the copyright line holding its year", async () => {
    vi.stubEnv("BUILD_YEAR", "2031");
    const data = await rootDataFor("/ar");
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.text.footer.copyright).toBe("© 2031\u00a0سحاب موبايل. جميع الحقوق محفوظة.");
  });
});
