import type { LayoutContent } from "../content/layout";
import { type Locale, localizedPath } from "../i18n/locale";
import { type SectionId, sectionIds } from "../site/paths";

export interface SectionLink {
  id: SectionId;
  label: string;
  href: string;
}

/**
 * The in-page anchors of the home page: the header's "On this page" there, and the footer's
 * quick links everywhere. On the home page they are bare fragments, so the browser scrolls
 * without a navigation; elsewhere they lead to the home page of the locale.
 */
export function sectionLinks(
  layout: Pick<LayoutContent, "sectionLinks">,
  locale: Locale,
  onHomePage: boolean,
): SectionLink[] {
  const base = onHomePage ? "" : localizedPath(locale, "/");
  return sectionIds.map((id) => ({ id, label: layout.sectionLinks[id], href: `${base}#${id}` }));
}
