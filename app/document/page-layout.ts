import { useRouteLoaderData } from "react-router";
import type { LayoutText } from "../content/layout";
import type { Locale } from "../i18n/locale";

/** What the root loader gives every page: its language and the layout's words in it alone. */
export interface PageLayout {
  locale: Locale;
  /** The page's locale-neutral path (`/terms`); null on a path that is no page (a 404). */
  pagePath: string | null;
  text: LayoutText;
  /**
   * The query the page answers (`?q=India&minutes=120`), or "" for a page as prerendered: the
   * language switch leads to the same answer in the other language.
   */
  query: string;
  /** Every language of the site, named in itself, for the language switch and `hreflang`. */
  languages: { locale: Locale; lang: string; languageName: string }[];
}

const ROOT_ROUTE_ID = "root";

/** The root's data, or undefined when the root itself failed and only its error boundary renders. */
export function useOptionalPageLayout(): PageLayout | undefined {
  return useRouteLoaderData<PageLayout>(ROOT_ROUTE_ID);
}

/** The root's data, for anything rendered beneath the root (pages and their error pages). */
export function usePageLayout(): PageLayout {
  const pageLayout = useOptionalPageLayout();
  if (!pageLayout) throw new Error("The root route's page layout is missing");
  return pageLayout;
}

/** The root's data as a `meta` function sees it, among its `matches`. */
export function pageLayoutOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
) {
  const root = matches.find((match) => match?.id === ROOT_ROUTE_ID);
  if (!root?.loaderData) throw new Error("The root route's page layout is missing");
  return root.loaderData as PageLayout;
}
