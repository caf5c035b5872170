import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "../content/types";
import { type Phrase, plainText } from "../i18n/bidi";
import { type Locale, localizedPath } from "../i18n/locale";
import { siteOrigin } from "../site/origin";
import type { PageLayout } from "./page-layout";

/** `<Page name> | Sahab Mobile`, the title of every page but the home page, in the page's language. */
export function brandedTitle(pageName: string, brandName: string): string {
  return `${pageName} | ${brandName}`;
}

/** The title and description tags of a page whose `meta.title` is already the full title. */
export function pageMetaTags({ title, description }: PageMeta): MetaDescriptor[] {
  return [{ title: plainText(title) }, { name: "description", content: plainText(description) }];
}

/** The same, for a page whose `meta.title` is only its name. */
export function brandedPageMetaTags(
  { title, description }: PageMeta,
  brandName: string,
): MetaDescriptor[] {
  return pageMetaTags({ title: brandedTitle(title, brandName), description });
}

/** The share image of each language: 1200×630, self-hosted (scripts/share-images.mjs). */
export const shareImage = {
  width: 1200,
  height: 630,
  path: (locale: Locale) => `/og/${locale}.png`,
};

/**
 * The tags of a public page, from the root's data and the page's own title and description;
 * `branded` adds the brand to a title that is only the page's name.
 */
export function routeMetaTags(
  { locale, pagePath, text }: PageLayout,
  meta: PageMeta,
  { branded }: { branded: boolean },
): MetaDescriptor[] {
  if (pagePath === null) throw new Error("Only a page has the tags of a public page");
  return publicPageMetaTags({
    title: branded ? brandedTitle(meta.title, text.brandName) : meta.title,
    description: meta.description,
    locale,
    pagePath,
    lang: text.lang,
    brandName: text.brandName,
    imageAlt: text.shareImageAlt,
  });
}

interface PublicPage {
  title: string;
  /** Text that leaves the page as plain text, with no markup to isolate a run in: its runs' words. */
  description: Phrase;
  locale: Locale;
  /** The page's locale-neutral path (`/terms`). */
  pagePath: string;
  /** `lang` of the locale, for `og:locale` (`en` → `en_AE`). */
  lang: string;
  brandName: string;
  imageAlt: string;
}

/**
 * Everything a search engine or a link preview reads: title, description, canonical URL,
 * Open Graph and Twitter card, all with absolute URLs on the public origin.
 */
export function publicPageMetaTags(page: PublicPage): MetaDescriptor[] {
  const url = `${siteOrigin}${localizedPath(page.locale, page.pagePath)}`;
  const image = `${siteOrigin}${shareImage.path(page.locale)}`;
  const title = plainText(page.title);
  const description = plainText(page.description);
  return [
    ...pageMetaTags({ title, description }),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: page.brandName },
    { property: "og:locale", content: `${page.lang}_AE` },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: plainText(page.imageAlt) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
