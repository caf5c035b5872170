import { wordsOf } from "../content/words.server";
import type { QuestionAndAnswer } from "../content/plans";
import { plainText } from "../i18n/bidi";
import { type Locale, localizedPath } from "../i18n/locale";
import { siteOrigin } from "../site/origin";

/** A step of a page's breadcrumb: its name and locale-neutral path. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org's breadcrumb of a page, from the home page down to the page itself. */
export function breadcrumbData(locale: Locale, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteOrigin}${localizedPath(locale, crumb.path)}`,
    })),
  };
}

/** schema.org's FAQPage: the questions a plan page answers, as the page shows them. */
export function faqData(locale: Locale, path: string, faq: QuestionAndAnswer[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: `${siteOrigin}${localizedPath(locale, path)}`,
    inLanguage: wordsOf(locale, "layout").lang,
    mainEntity: faq.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: plainText(answer) },
    })),
  };
}
