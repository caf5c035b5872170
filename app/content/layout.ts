// The shape of the shared layout's words; `en/layout.ts` and `ar/layout.ts` write them.
import type { SocialNetworkId } from "../domain/site-config";
import type { Phrase } from "../i18n/bidi";
import type { MenuGroupId, MenuLinkId } from "../site/menu";
import type { LegalSlug, RatesPagePath, SectionId, StatementPagePath } from "../site/paths";
import type { PageMeta } from "./types";

/** Everything the shared layout (header, footer, skip link, error pages) says in one locale. */
export interface LayoutContent {
  /** BCP 47 tag for `<html lang>` and the writing direction for `<html dir>`. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Locale for `Intl` formatting of numbers, money and dates (the UAE variant of the language). */
  intlLocale: string;
  /** The language's name in itself (`English`, `العربية`), for the language switch. */
  languageName: string;
  brandName: string;
  /** The brand as a home screen writes it under the site's icon: a word or two. */
  appName: string;
  /**
   * The note a saved rates page shows when it is read offline, around the moment it was saved
   * (the service worker writes the moment, in UAE time: app/offline/saved-copy.ts).
   */
  offlineCopy: { beforeTime: string; afterTime: string };
  /** Alt text of the image link previews show. */
  shareImageAlt: string;
  skipLink: string;
  header: {
    homeLinkLabel: string;
    navLabel: string;
    menuButtonLabel: string;
    /** Shown in place of the menu button while the menu is open without JavaScript. */
    closeMenuLabel: string;
    /** The main menu's groups of tasks and their links (app/site/menu.ts). */
    menu: { groups: Record<MenuGroupId, string>; links: Record<MenuLinkId, string> };
    /** The home page's own sections, named in the header on that page alone. */
    onThisPage: string;
    /** The site search in every page's header. */
    search: { label: string; placeholder: string; submit: string };
  };
  /** Labels of the in-page anchors on the home page, used by the header and footer. */
  sectionLinks: Record<SectionId, string>;
  footer: {
    tagline: string;
    quickLinksHeading: string;
    resourcesHeading: string;
    resourceLinks: Record<"coverageMap" | "storeLocator" | "downloadApp" | "networkStatus", string>;
    legalLinks: Record<LegalSlug, string>;
    /** The plans compared, among the quick links. */
    plansLink: string;
    /** The rates pages, among the quick links. */
    ratesLinks: Record<RatesPagePath, string>;
    /** The complaints procedure and the accessibility statement, after the legal pages. */
    statementLinks: Record<StatementPagePath, string>;
    socialHeading: string;
    socialLabels: Record<SocialNetworkId, string>;
    contactHeading: string;
    phoneLabel: string;
    phoneAvailability: string;
    emailLabel: string;
    emailResponse: string;
    storeLabel: string;
    storeAddress: string;
    storeHours: string;
    /** Receives the build's year; the server renders it into the text pages receive. */
    copyright: (year: string) => string;
  };
  notFound: PageMeta & { heading: string; body: Phrase; homeLink: string };
  /** An address that cannot be read (a broken percent-encoding): 400. */
  badRequest: PageMeta & { heading: string; body: Phrase; homeLink: string };
  methodNotAllowed: PageMeta & { heading: string; body: Phrase; homeLink: string };
  /**
   * A form post refused before it is read: not the form's own kind of body (415), no length
   * (411), or sent from another site (403).
   */
  formRefused: PageMeta & { heading: string; body: Phrase; homeLink: string };
  /** A form post over the size any message of the form can have (413). */
  formTooLong: PageMeta & { heading: string; body: Phrase; homeLink: string };
  unexpectedError: PageMeta & { heading: string; body: Phrase; homeLink: string };
}

/**
 * The layout's words as a page receives them in its data: plain strings only, the copyright
 * line already holding its year.
 */
export type LayoutText = Omit<LayoutContent, "footer"> & {
  footer: Omit<LayoutContent["footer"], "copyright"> & { copyright: string };
};
