import { readFileSync } from "node:fs";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { figureViews, packageViews, planViews } from "../content/catalog-view";
import { wordsOf, statementWords } from "../content/words.server";
import { planIds } from "../domain/catalog";
import { finderInputOf } from "../plans/finder-input";
import { planPageView } from "../plans/plan-page-view.server";
import { plansOverviewView } from "../plans/plans-overview-view.server";
import { locales } from "../i18n/locale";
import { legalSlugs, statementPagePaths } from "../site/paths";
import { internationalCallsView } from "../rates/call-rates-view.server";
import { pricesFromSentence } from "../rates/call-rules.server";
import { roamingView } from "../rates/roaming-view.server";

/** The code points a font file has glyphs for. */
async function coverage(file: string): Promise<Set<number>> {
  const woff2 = readFileSync(new URL(file, import.meta.url));
  const sfnt = await fontverter.convert(woff2, "sfnt");
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

/** Every character the site can show, in every locale, with every figure formatted. */
function siteText(): string {
  const parts: unknown[] = [];
  for (const locale of locales) {
    const layout = wordsOf(locale, "layout");
    const home = wordsOf(locale, "home");
    parts.push(layout, layout.footer.copyright("2026"), home);
    parts.push(
      planViews(home.plans, layout.intlLocale, locale),
      packageViews(home.internet, layout.intlLocale),
    );
    parts.push(figureViews(layout.intlLocale));
    for (const slug of legalSlugs) parts.push(wordsOf(locale, "legal")[slug]);
    for (const path of statementPagePaths) parts.push(wordsOf(locale, statementWords[path]));
    // The rates pages, with every destination's name and figures.
    parts.push(roamingView(locale, ""));
    // The calls page, with the estimate's answers of each kind and its problems.
    for (const query of ["", "?minutes=200&to=in", "?minutes=1&to=us", "?minutes=x&to=zz"]) {
      parts.push(internationalCallsView(locale, "", new URL(`https://localhost/${query}`)));
    }
    // The plans' pages, and the finder with an answer of each kind and every problem.
    parts.push(wordsOf(locale, "plans"));
    for (const id of planIds) parts.push(planPageView(locale, id, pricesFromSentence(locale)));
    for (const query of ["?data=1&minutes=1", "?data=20&minutes=100", "?data=x&minutes="]) {
      parts.push(plansOverviewView(locale, finderInputOf(new URL(`https://x.test/${query}`))));
    }
  }
  return JSON.stringify(parts);
}

const isArabic = (char: string) => /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(char);
/** Characters no font draws: spaces, joiners, direction marks and isolates. */
const invisible = /[\s\u200B-\u200F\u2066-\u2069\uFEFF]|\p{Cc}/u;

describe("the subset fonts (run `npm run fonts` after changing text)", () => {
  const characters = [...new Set(siteText())].filter((char) => !invisible.test(char));

  it("Inter covers every Latin character the site shows", async () => {
    const inter = await coverage("./inter-latin-subset.woff2");
    const missing = characters.filter(
      (char) =>
        !isArabic(char) &&
        (char.codePointAt(0) ?? 0) < 0x2200 &&
        !inter.has(char.codePointAt(0) ?? 0),
    );
    expect(missing).toEqual([]);
  });

  // Arabic pages load no other font: their Latin (figures, the email address, a language's
  // name) is drawn by the same two faces.
  it.each(["400", "700"])(
    "IBM Plex Sans Arabic %s covers every character the site shows, Arabic and Latin",
    async (weight) => {
      const arabic = await coverage(`./ibm-plex-sans-arabic-${weight}-subset.woff2`);
      const missing = characters.filter(
        (char) =>
          (isArabic(char) || (char.codePointAt(0) ?? 0) < 0x2200) &&
          !arabic.has(char.codePointAt(0) ?? 0),
      );
      expect(missing).toEqual([]);
    },
  );
});
