import { createContext } from "react-router";
import { type Locale, localeFromPathname } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { searchNames } from "../search/matching";
import type { SearchEntry } from "../search/site-index";

/** What a prerendered page says it is about: its path, title, description and headings. */
export interface PageHeadings {
  path: string;
  /** Its name in the tab's title, without the brand. */
  title: string;
  /** The page's one `h1`. */
  heading: string;
  description: string;
  /** Each `h2` of its main content, with the id a link can jump to, when it or its section has one. */
  sections: { heading: string; id: string | undefined }[];
}

/**
 * Every prerendered page's headings, read by the server from the build's pages when it starts
 * (server/page-headings.ts) and handed to each request: none in development, where nothing is
 * prerendered.
 */
export const pageHeadingsContext = createContext<readonly PageHeadings[]>([]);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** An element's text as a reader sees it: tags dropped, entities read, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The headings of a page's HTML as the build wrote it: its `h1`, the `h2`s of its main content
 * (not the header's or the footer's, the same on every page) and its meta description.
 * Undefined for a page without an `h1`.
 */
export function headingsOfPage(path: string, html: string): PageHeadings | undefined {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  if (h1 === undefined) return undefined;
  const title = textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").split(" | ")[0] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const sections = [...main.matchAll(/<h2\b([^>]*)>([\s\S]*?)<\/h2>/g)].map((match) => {
    const attributes = match[1] ?? "";
    const own = /\bid="([^"]+)"/.exec(attributes)?.[1];
    // A section labelled by its heading is where a link lands; else the heading itself.
    const before = main.slice(0, match.index);
    const section = own && new RegExp(`id="([^"]+)"[^>]*aria-labelledby="${own}"`).exec(before);
    return { heading: textOf(match[2] ?? ""), id: own ?? (section ? section[1] : undefined) };
  });
  return {
    path,
    title,
    heading: textOf(h1),
    description: textOf(description),
    sections: sections.filter(({ heading }) => heading !== ""),
  };
}

/**
 * The pages of a language as the site search answers them: each page by its heading, with its
 * description for a line, then each section's heading with the page it is on. A section is
 * found by its own words and the page's ("standard key facts"); the pages come before their
 * sections. The search pages themselves are left out.
 */
export function headingSearchEntries(
  pages: readonly PageHeadings[],
  locale: Locale,
  onPage: string,
  leftOut: (path: string) => boolean,
): SearchEntry[] {
  const own = pages.filter(
    (page) => localeFromPathname(page.path) === locale && !leftOut(page.path),
  );
  const pageEntries = own.map((page): SearchEntry => ({
    kind: "pages",
    names: searchNames([page.heading, page.title]),
    codes: [],
    title: page.heading,
    line: page.description,
    href: page.path,
  }));
  const sectionEntries = own.flatMap((page) =>
    page.sections.map((section): SearchEntry => ({
      kind: "pages",
      names: searchNames([section.heading, `${section.heading} ${page.heading} ${page.title}`]),
      codes: [],
      title: section.heading,
      line: fillSlots(onPage, { page: page.heading }),
      href: section.id ? `${page.path}#${section.id}` : page.path,
    })),
  );
  return [...pageEntries, ...sectionEntries];
}
