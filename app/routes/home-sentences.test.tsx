// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactSection } from "../contact/contact-section";
import { figureViews, packageViews, planViews } from "../content/catalog-view";
import { wordsOf } from "../content/words.server";
import type { Locale } from "../i18n/locale";
import { HomePage } from "../home/home-page";
import { mostCalledViews } from "../home/most-called.server";

/** The elements a sentence lives in; a text belongs to the nearest of them around it. */
const TEXT_BLOCKS = "p, li, h1, h2, h3, h4, dt, dd, a, button, label, legend, kbd";

/** What the home page says, sentence by sentence, as its server renders it. */
function sentencesOf(locale: Locale): string[] {
  const intlLocale = locale === "en" ? "en-AE" : "ar-AE";
  const content = wordsOf(locale, "home");
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <HomePage
      content={content}
      plans={planViews(content.plans, intlLocale, locale)}
      packages={packageViews(content.internet, intlLocale)}
      figures={figureViews(intlLocale)}
      structuredData={{}}
      ratesHref="/international-calls"
      roamingHref="/roaming"
      storesHref="/stores"
      mostCalled={mostCalledViews(locale)}
      notice={null}
      contact={<ContactSection words={content.contact} />}
    />,
  );
  const texts = new Map<Element, string>();
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const block = node.parentElement?.closest(TEXT_BLOCKS);
    if (block) texts.set(block, `${texts.get(block) ?? ""}${node.textContent ?? ""}`);
  }
  return [...texts.values()]
    .flatMap((text) => text.split(/(?<=[.!?؟])\s+/))
    .map((sentence) => sentence.replace(/\s+/g, " ").trim());
}

/**
 * A claim is a sentence long enough to say something: labels ("Data", "Choose Plan", "24
 * hours") and prices, which stand in rows and columns, may recur.
 */
const isClaim = (sentence: string) =>
  sentence.length >= 20 && !/^(AED\s?[\d.,]+|[\d.,]+\s?درهم)/.test(sentence);

function repeated(sentences: string[]): string[] {
  const seen = new Map<string, number>();
  for (const sentence of sentences.filter(isClaim)) {
    const key = sentence.toLowerCase().replace(/[.!؟?]$/, "");
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([sentence]) => sentence);
}

describe("the home page says each thing once", () => {
  for (const locale of ["en", "ar"] as const) {
    it(`in ${locale}: no sentence of the page repeats`, () => {
      const sentences = sentencesOf(locale);
      expect(sentences.filter(isClaim).length).toBeGreaterThan(30);
      expect(repeated(sentences)).toEqual([]);
    });
  }

  it("names the 30-minute activation claim once, in the activation section", () => {
    const claims = sentencesOf("en").filter((sentence) => /within 30 minutes/i.test(sentence));
    expect(claims).toEqual(["Most activations are completed within 30 minutes."]);
  });

  it("finds a repeat when there is one", () => {
    expect(repeated(["Most activations are completed.", "most activations are completed"])).toEqual(
      ["most activations are completed"],
    );
  });
});
