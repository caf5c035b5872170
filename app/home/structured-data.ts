import type { PlanId } from "../domain/catalog";
import { siteConfig } from "../domain/site-config";
import type { HomeContent } from "../content/home";
import type { LayoutContent } from "../content/layout";
import { joinPhrases, plainText } from "../i18n/bidi";
import { type Locale, localizedPath } from "../i18n/locale";
import { siteOrigin } from "../site/origin";

/**
 * The plans as a schema.org offer catalog, from their words: the plans feature makes it, and
 * the route hands its maker in, as a feature never imports another (floors.mjs).
 */
export type OfferCatalogOf = (
  name: string,
  url: string,
  wordsOf: (id: PlanId) => { name: string; description: string; url: string },
) => unknown;

/**
 * schema.org data for the home page, for search engines: the operator with its customer-care
 * contact point, and the monthly plans as offers priced in AED (VAT included).
 */
export function homeStructuredData(
  locale: Locale,
  layout: LayoutContent,
  content: HomeContent,
  offerCatalogOf: OfferCatalogOf,
) {
  const pageUrl = `${siteOrigin}${localizedPath(locale, "/")}`;
  const organizationId = `${siteOrigin}/#organization`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": organizationId,
      name: layout.brandName,
      alternateName: [siteConfig.brandName, siteConfig.arabicBrandName].filter(
        (name) => name !== layout.brandName,
      ),
      url: pageUrl,
      email: siteConfig.email.address,
      sameAs: siteConfig.social.map((account) => account.href),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: siteConfig.phone.display,
        email: siteConfig.email.address,
        areaServed: "AE",
        availableLanguage: ["en", "ar"],
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          opens: "00:00",
          closes: "23:59",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        },
      },
    },
    offerCatalogOf(content.plans.heading, `${pageUrl}#plans`, (id) => ({
      name: content.plans.items[id].name,
      description: plainText(joinPhrases(content.plans.items[id].features, " · ")),
      url: `${pageUrl}#plans`,
    })),
  ];
}
