import { wordsOf } from "../content/words.server";
import { siteConfig } from "../domain/site-config";
import { type Locale, localizedPath } from "../i18n/locale";
import { dirhamDigits, type Fils } from "../i18n/money";
import { siteOrigin } from "../site/origin";

/** A price per unit for schema.org: per minute (`MIN`), per SMS or per megabyte. */
export interface UnitPrice {
  name: string;
  priceFils: Fils;
  unit: { unitCode: string } | { unitText: string };
}

/** One offer of a rates page: a zone's rates and the destinations they apply to. */
export interface RateOffer {
  name: string;
  /** The destinations, named in the page's language. */
  areaServed: string[];
  prices: UnitPrice[];
  /** A whole price, like a day pass's, when the offer has one. */
  priceFils?: Fils;
}

/**
 * schema.org data for a rates page, for search engines: where the page sits (a breadcrumb
 * from the home page) and its offers, each zone's prices in AED with VAT included and the
 * countries they apply to. One offer per zone, not per destination, keeps it small.
 */
export function ratesStructuredData(
  locale: Locale,
  pagePath: string,
  pageName: string,
  offers: RateOffer[],
) {
  const layout = wordsOf(locale, "layout");
  const pageUrl = `${siteOrigin}${localizedPath(locale, pagePath)}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: layout.brandName,
          item: `${siteOrigin}${localizedPath(locale, "/")}`,
        },
        { "@type": "ListItem", position: 2, name: pageName, item: pageUrl },
      ],
    },
    {
      "@context": "https://schema.org",
      "@type": "OfferCatalog",
      name: pageName,
      url: pageUrl,
      itemListElement: offers.map((offer) => ({
        "@type": "Offer",
        name: offer.name,
        url: pageUrl,
        ...(offer.priceFils === undefined
          ? {}
          : { price: dirhamDigits(offer.priceFils, 2), priceCurrency: siteConfig.currency }),
        seller: { "@id": `${siteOrigin}/#organization` },
        areaServed: offer.areaServed.map((name) => ({ "@type": "Country", name })),
        priceSpecification: offer.prices.map(({ name, priceFils, unit }) => ({
          "@type": "UnitPriceSpecification",
          name,
          price: dirhamDigits(priceFils, 2),
          priceCurrency: siteConfig.currency,
          ...unit,
          valueAddedTaxIncluded: true,
        })),
      })),
    },
  ];
}
