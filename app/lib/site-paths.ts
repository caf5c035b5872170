import { locales, localizedPath } from "./locale";

/** The sections of the home page, in the spec's order; each id is also its in-page anchor. */
export const sectionIds = [
  "plans",
  "calls",
  "internet",
  "activation",
  "support",
  "contact",
] as const;
export type SectionId = (typeof sectionIds)[number];

/** The legal documents, each served at `/<slug>` in every locale. */
export const legalSlugs = ["terms", "privacy", "cookie-policy"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export function isLegalSlug(value: string): value is LegalSlug {
  return (legalSlugs as readonly string[]).includes(value);
}

/** Every public page, as a locale-neutral path. */
export const pagePaths = ["/", ...legalSlugs.map((slug) => `/${slug}`)] as const;

/** Every public page in every locale: the list the build prerenders to static HTML. */
export const prerenderPaths: string[] = locales.flatMap((locale) =>
  pagePaths.map((path) => localizedPath(locale, path)),
);
