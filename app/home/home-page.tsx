import type { ReactNode } from "react";
import type { HomeContent } from "../content/home";
import type { PackageView, PlanView } from "../content/catalog-view";
import type { MostCalledView } from "./most-called.server";
import { ActivationSection } from "./activation-section";
import { CallsSection } from "./calls-section";
import { Hero } from "./hero";
import { InternetSection } from "./internet-section";
import { JsonLd } from "../components/json-ld";
import { PlansSection } from "./plans-section";
import { SupportSection } from "./support-section";

export interface HomePageProps {
  content: HomeContent;
  plans: PlanView[];
  packages: PackageView[];
  figures: {
    downloadSpeed: string;
    stepNumbers: string[];
  };
  structuredData: unknown;
  /** The international calls page in the page's language. */
  ratesHref: string;
  /** The roaming page in the page's language. */
  roamingHref: string;
  /** The stores page in the page's language, where Find Locations leads. */
  storesHref: string;
  /** The strip of most-called destinations, each with its price and a link to its row. */
  mostCalled: MostCalledView[];
  /**
   * The network status feature's line, shown while a problem is in force (hidden in the page as
   * prerendered), and the contact feature's section with its form: the route hands both in, as
   * a feature never imports another (floors.mjs).
   */
  notice: ReactNode;
  contact: ReactNode;
}

/** The home page's sections, in the order of `sectionIds` (app/site/paths.ts). */
export function HomePage({
  content,
  plans,
  packages,
  figures,
  structuredData,
  ratesHref,
  roamingHref,
  storesHref,
  mostCalled,
  notice,
  contact,
}: HomePageProps) {
  return (
    <>
      <JsonLd data={structuredData} />
      {notice}
      <Hero content={content.hero} />
      <PlansSection words={content.plans} plans={plans} />
      <CallsSection
        words={content.calls}
        ratesHref={ratesHref}
        roamingHref={roamingHref}
        mostCalled={mostCalled}
      />
      <InternetSection
        words={content.internet}
        packages={packages}
        speedText={figures.downloadSpeed}
      />
      <ActivationSection words={content.activation} stepNumbers={figures.stepNumbers} />
      <SupportSection words={content.support} storesHref={storesHref} />
      {contact}
    </>
  );
}
