import { layoutByLocale } from "../content/layout.server";
import { siteConfig } from "../content/site-config";
import { type Locale, localizedPath } from "../i18n/locale";
import { siteOrigin } from "../site/origin";

/** A price per unit for schema.org: per minute (`MIN`), per SMS or per megabyte. */
export interface UnitPrice {
  name: string;
  priceAed: number;
  unit: { unitCode: string } | { unitText: string };
}

/** One offer of a rates page: a zone's rates and the destinations they apply to. */
export interface RateOffer {
  name: string;
  /** The destinations, named in the page's language. */
  areaServed: string[];
  prices: UnitPrice[];
  /** A whole price, like a day pass's, when the offer has one. */
  priceAed?: number;
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
  const layout = layoutByLocale[locale];
  const pageUrl = `${siteOrigin}${localizedPath(locale, pagePath)}`;
  const price = (priceAed: number) => priceAed.toFixed(2);
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
        ...(offer.priceAed === undefined
          ? {}
          : { price: price(offer.priceAed), priceCurrency: siteConfig.currency }),
        seller: { "@id": `${siteOrigin}/#organization` },
        areaServed: offer.areaServed.map((name) => ({ "@type": "Country", name })),
        priceSpecification: offer.prices.map(({ name, priceAed, unit }) => ({
          "@type": "UnitPriceSpecification",
          name,
          price: price(priceAed),
          priceCurrency: siteConfig.currency,
          ...unit,
          valueAddedTaxIncluded: true,
        })),
      })),
    },
  ];
}
