import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~/content/types";

/** `<Page name> | Sahab Mobile`, the title of every page but the home page, in the page's language. */
export function brandedTitle(pageName: string, brandName: string): string {
  return `${pageName} | ${brandName}`;
}

/** The title and description tags of a page whose `meta.title` is already the full title. */
export function pageMetaTags({ title, description }: PageMeta): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }];
}

/** The same, for a page whose `meta.title` is only its name. */
export function brandedPageMetaTags(
  { title, description }: PageMeta,
  brandName: string,
): MetaDescriptor[] {
  return pageMetaTags({ title: brandedTitle(title, brandName), description });
}
