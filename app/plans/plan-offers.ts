import type { PlanId } from "../domain/catalog";
import { siteConfig } from "../domain/site-config";
import { dirhamDigits } from "../i18n/money";
import { siteOrigin } from "../site/origin";
import { plans } from "../tariffs/tariffs";

/** How a page names and describes a plan, and the address its offer points to. */
export interface PlanOfferWords {
  name: string;
  description: string;
  url: string;
}

/**
 * schema.org's catalogue of the monthly plans, for search engines: one offer per plan with
 * its price from the tariff files, a month at a time, VAT included, sold by the operator.
 * The home page and /plans both list it, each with its own words and addresses.
 */
export function planOfferCatalog(
  name: string,
  url: string,
  wordsOf: (id: PlanId) => PlanOfferWords,
) {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name,
    url,
    itemListElement: plans.map((plan) => {
      const price = dirhamDigits(plan.monthlyPriceFils, 0);
      return {
        "@type": "Offer",
        ...wordsOf(plan.id),
        price,
        priceCurrency: siteConfig.currency,
        seller: { "@id": `${siteOrigin}/#organization` },
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: siteConfig.currency,
          unitCode: "MON",
          valueAddedTaxIncluded: true,
        },
      };
    }),
  };
}
