import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { layout as arabicLayout } from "../content/ar/layout";
import { layout as englishLayout } from "../content/en/layout";
import { OfflineCopyNote } from "./offline-copy-note";
import { isOfflinePage, offlinePagePaths } from "./offline-pages";
import { markSaved, pageAssets } from "./saved-copy";

const SAVED_AT = new Date("2026-11-28T01:20:00Z");

function pageWithNote(layout: typeof englishLayout, page: string): string {
  const note = renderToStaticMarkup(
    <OfflineCopyNote
      page={page}
      words={layout.offlineCopy}
      intlLocale={layout.intlLocale}
      register
    />,
  );
  return `<!DOCTYPE html><html><body><main>${note}<h1>Roaming</h1></main></body></html>`;
}

describe("the pages kept offline", () => {
  it("are the two rates pages in both languages, and nothing else", () => {
    expect([...offlinePagePaths].sort()).toEqual([
      "/ar/international-calls",
      "/ar/roaming",
      "/international-calls",
      "/roaming",
    ]);
    for (const other of ["/", "/ar", "/terms", "/roaming/", "/roaming?q=uk", "/plans"]) {
      expect(isOfflinePage(other), other).toBe(false);
    }
  });
});

describe("a saved copy", () => {
  it("shows its note with the moment it was saved, in UAE time, in English", () => {
    const saved = markSaved(pageWithNote(englishLayout, "/roaming"), SAVED_AT);
    expect(saved).not.toContain("hidden");
    expect(saved).toContain(
      `saved on <time datetime="2026-11-28T01:20:00.000Z">28 November 2026 at 5:20 AM</time>, UAE time.`,
    );
  });

  it("and in Arabic, with Western digits", () => {
    const saved = markSaved(pageWithNote(arabicLayout, "/ar/roaming"), SAVED_AT);
    expect(saved).not.toContain("hidden");
    expect(saved).toContain(
      `المحفوظة في <time datetime="2026-11-28T01:20:00.000Z">28 نوفمبر 2026 في 5:20 ص</time> بتوقيت الإمارات`,
    );
  });

  it("registers the worker for its own page alone", () => {
    expect(pageWithNote(arabicLayout, "/ar/roaming")).toContain(
      `navigator.serviceWorker.register("/sw.js",{scope:"/ar/roaming"})`,
    );
  });

  it("of a page without the note is the page as it was", () => {
    const html = "<!DOCTYPE html><html><body><p hidden>Roaming</p></body></html>";
    expect(markSaved(html, SAVED_AT)).toBe(html);
  });
});

describe("the files a saved page needs", () => {
  it("are the same-origin files its links and scripts name, each once", () => {
    const html = `<head><link rel="preload" href="/assets/inter-abc.woff2" as="font"/>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
      <link rel="canonical" href="https://www.sahabmobile.ae/roaming"/>
      <link rel="alternate" hrefLang="ar" href="https://www.sahabmobile.ae/ar/roaming"/>
      <link rel="stylesheet" href="//cdn.example.com/a.css"/>
      <link rel="stylesheet" href="/assets/root-abc.css"/>
      <link rel="manifest" href="/manifest.webmanifest"/>
      <script type="application/ld+json">{"url":"/roaming"}</script></head>
      <body><a href="/terms">Terms</a><img src="/og/en.png" alt="">
      <script type="module" async src="/assets/entry.client-abc.js"></script>
      <link rel="stylesheet" href="/assets/root-abc.css"/></body>`;
    expect(pageAssets(html)).toEqual([
      "/assets/inter-abc.woff2",
      "/favicon.svg",
      "/assets/root-abc.css",
      "/manifest.webmanifest",
      "/assets/entry.client-abc.js",
    ]);
  });
});
