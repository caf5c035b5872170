import type { ComponentProps } from "react";
import type { HomeContent } from "../content/home";
import type { PackageView, PlanView } from "../content/catalog-view";
import type { MostCalledView } from "./most-called.server";
import type { ContactActionData } from "../contact/contact-schema";
import { ActivationSection } from "./activation-section";
import { CallsSection } from "./calls-section";
import { ContactForm, type ContactPageState } from "../contact/contact-form";
import type { contactFormIsland } from "../contact/contact-form-island";
import { ContactSection } from "../contact/contact-section";
import { Island } from "../islands/island";
import { Hero } from "./hero";
import { InternetSection } from "./internet-section";
import { JsonLd } from "../components/json-ld";
import { PlansSection } from "./plans-section";
import { SupportSection } from "./support-section";
import { NetworkNotice } from "../network-status/home-notice";

/** Its declaration's name, checked against its type: the page does not import it. */
const CONTACT_FORM_ISLAND: typeof contactFormIsland.name = "contact-form";

export interface HomePageProps {
  content: HomeContent;
  plans: PlanView[];
  packages: PackageView[];
  figures: {
    downloadSpeed: string;
    stepNumbers: string[];
  };
  contact: ContactPageState;
  structuredData: unknown;
  /** The international calls page in the page's language. */
  ratesHref: string;
  /** The stores page in the page's language, where Find Locations leads. */
  storesHref: string;
  /** The strip of most-called destinations, each with its price and a link to its row. */
  mostCalled: MostCalledView[];
  /** The line shown while a network problem is in force, hidden in the page as prerendered. */
  networkNotice: ComponentProps<typeof NetworkNotice>;
  contactResult?: ContactActionData;
}

/** The home page's sections, in the order of `sectionIds` (app/site/paths.ts). */
export function HomePage({
  content,
  plans,
  packages,
  figures,
  contact,
  contactResult,
  structuredData,
  ratesHref,
  storesHref,
  mostCalled,
  networkNotice,
}: HomePageProps) {
  return (
    <>
      <JsonLd data={structuredData} />
      <NetworkNotice {...networkNotice} />
      <Hero content={content.hero} />
      <PlansSection words={content.plans} plans={plans} />
      <CallsSection words={content.calls} ratesHref={ratesHref} mostCalled={mostCalled} />
      <InternetSection
        words={content.internet}
        packages={packages}
        speedText={figures.downloadSpeed}
      />
      <ActivationSection words={content.activation} stepNumbers={figures.stepNumbers} />
      <SupportSection words={content.support} storesHref={storesHref} />
      <ContactSection words={content.contact}>
        <Island
          name={CONTACT_FORM_ISLAND}
          component={ContactForm}
          props={{ words: content.contact.form, page: contact, result: contactResult }}
        />
      </ContactSection>
    </>
  );
}
