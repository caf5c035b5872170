import type { LayoutContent } from "../content/layout";
import { type Locale, localizedPath } from "../i18n/locale";
import { type RatesPagePath, ratesPagePaths, type SectionId, sectionIds } from "../site/paths";

export interface SectionLink {
  id: SectionId;
  label: string;
  href: string;
}

/** A link of the main menu: a home page section, or a page of its own. */
export interface MenuLink {
  id: SectionId | RatesPagePath;
  label: string;
  href: string;
  /** Whether it is the page shown, said to assistive technology. */
  current?: boolean;
}

/**
 * The in-page anchors of the home page. On the home page they are bare fragments, so the
 * browser scrolls without a navigation; elsewhere they lead to the home page of the locale.
 */
export function sectionLinks(
  layout: Pick<LayoutContent, "sectionLinks">,
  locale: Locale,
  onHomePage: boolean,
): SectionLink[] {
  const base = onHomePage ? "" : localizedPath(locale, "/");
  return sectionIds.map((id) => ({ id, label: layout.sectionLinks[id], href: `${base}#${id}` }));
}

/**
 * The main menu: the home page's sections, then the rates pages, which travellers and callers
 * abroad look for by name and which are not sections of the home page.
 */
export function menuLinks(
  layout: Pick<LayoutContent, "sectionLinks" | "header">,
  locale: Locale,
  pagePath: string | null,
): MenuLink[] {
  return [
    ...sectionLinks(layout, locale, pagePath === "/"),
    ...ratesPagePaths.map((path) => ({
      id: path,
      label: layout.header.ratesLinks[path],
      href: localizedPath(locale, path),
      current: pagePath === path,
    })),
  ];
}
