import type { Page } from "@playwright/test";
import { accessibility as accessibilityEn } from "../../../app/content/en/accessibility";
import { complaints as complaintsEn } from "../../../app/content/en/complaints";
import { coverage as coverageEn } from "../../../app/content/en/coverage";
import { home as homeEn } from "../../../app/content/en/home";
import { layout as layoutEn } from "../../../app/content/en/layout";
import { legal as legalEn } from "../../../app/content/en/legal";
import { isLtrRun } from "../../../app/i18n/bidi";
import { expect } from "../fixtures";

/** Every English sentence or label of the site: none may show on an Arabic page. */
function englishTexts(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    // A left-to-right run (a number, an address, a Latin name) reads the same in both languages.
    if (isLtrRun(value)) return;
    if (typeof value === "string") {
      if (/[A-Za-z]{3}/.test(value)) found.add(value);
    } else if (typeof value === "function") {
      walk(value("2026"));
    } else if (value && typeof value === "object") {
      Object.values(value).forEach(walk);
    }
  };
  walk({ ...layoutEn, lang: "", intlLocale: "", languageName: "" });
  walk(homeEn);
  walk(legalEn);
  walk(complaintsEn);
  walk(accessibilityEn);
  walk(coverageEn);
  return [...found];
}

/**
 * The text a visitor or a screen reader meets: visible text and accessible attributes. The
 * page's left-to-right runs (`<bdi dir="ltr">`: a number, a code, a phone's name) are left out,
 * as the content's runs are: "Galaxy S24 Ultra" is Latin in every language, and holds "ltr".
 */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    let body = document.body.innerText;
    for (const run of document.querySelectorAll<HTMLElement>('bdi[dir="ltr"]')) {
      body = body.replace(run.innerText, " ");
    }
    const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")]
      .flatMap((element) =>
        ["aria-label", "placeholder", "alt", "title"].map(
          (name) => element.getAttribute(name) ?? "",
        ),
      )
      .join("\n");
    return `${document.title}\n${body}\n${attributes}`;
  });
}

/** An Arabic page shows none of the site's English sentences, and Western digits only. */
export async function expectNoEnglishText(page: Page): Promise<void> {
  const text = await pageTexts(page);
  const leaks = englishTexts().filter((english) => text.includes(english));
  expect(leaks).toEqual([]);
  expect(text).not.toMatch(/[\u0660-\u0669]/); // Western digits only
}
