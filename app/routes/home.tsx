import { data, redirect } from "react-router";
import { HomePage } from "../home/home-page";
import { wordsOf } from "../content/words.server";
import { figureViews, packageViews, planViews } from "../content/catalog-view";
import { postedContactForm, submitContactForm } from "../contact/contact-action.server";
import {
  CONTACT_ENDPOINT,
  contactFormHref,
  PLAN_PARAM,
  REFERENCE_PARAM,
  SENT_PARAM,
  sentPagePath,
  TOPIC_PARAM,
} from "../site/contact-urls";
import { referenceOf } from "../contact/message-reference";
import { localizedPath } from "../i18n/locale";
import {
  internationalCallsPagePath,
  networkStatusPagePath,
  roamingPagePath,
  type StatementPagePath,
  storesPagePath,
} from "../site/paths";
import { requestLocaleContext } from "../i18n/request-locale";
import { homeStructuredData } from "../home/structured-data";
import { planOfferCatalog } from "../plans/plan-offers";
import { ContactForm } from "../contact/contact-form";
import type { contactFormIsland } from "../contact/contact-form-island";
import { ContactSection } from "../contact/contact-section";
import { Island } from "../islands/island";
import { NetworkNotice } from "../network-status/home-notice";
import { mostCalledViews } from "../home/most-called.server";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import type { Route } from "./+types/home";

/** The page's words with every figure formatted for its locale, and the contact form's state. */
export function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(requestLocaleContext);
  const layout = wordsOf(locale, "layout");
  const { intlLocale } = layout;
  const content = wordsOf(locale, "home");
  const plans = planViews(content.plans, intlLocale, locale);
  const chosenPlan = plans.find((plan) => plan.id === url.searchParams.get(PLAN_PARAM));
  const { planMessage } = content.contact.form;
  const sent = url.searchParams.get(SENT_PARAM) === "1";
  return {
    content,
    plans,
    packages: packageViews(content.internet, intlLocale),
    figures: figureViews(intlLocale),
    structuredData: homeStructuredData(locale, layout, content, planOfferCatalog),
    ratesHref: localizedPath(locale, internationalCallsPagePath),
    roamingHref: localizedPath(locale, roamingPagePath),
    storesHref: localizedPath(locale, storesPagePath),
    mostCalled: mostCalledViews(locale),
    networkNotice: {
      words: wordsOf(locale, "network-status").homeNotice,
      href: localizedPath(locale, networkStatusPagePath),
    },
    contact: {
      // `?index` sends the post to the home route itself when it is the index route at `/`.
      action: `${localizedPath(locale, "/")}?index`,
      endpoint: localizedPath(locale, CONTACT_ENDPOINT),
      // Only the address a stored message redirects to; `?sent=0` or a bare `?sent` is not it.
      sent,
      // Shown back as it came, once it reads as a reference; it looks nothing up.
      reference: sent ? (referenceOf(url.searchParams.get(REFERENCE_PARAM) ?? "") ?? "") : "",
      complaint: url.searchParams.get(TOPIC_PARAM) === "complaint",
      prefill: chosenPlan ? `${planMessage.before} ${chosenPlan.name} ${planMessage.after}` : "",
      plan: chosenPlan?.id ?? "",
      formHref: contactFormHref(locale),
      complaintsHref: localizedPath(locale, "/complaints" satisfies StatementPagePath),
    },
  };
}

/**
 * The contact form without its script: a stored message leads to the page's thanks (303, so a
 * reload sends nothing twice); a refused one is the page again, with the input and the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(requestLocaleContext);
  const outcome = await submitContactForm(await postedContactForm(request), { locale, context });
  if (outcome.sent) return redirect(sentPagePath(locale, outcome.reference), 303);
  return data(outcome.refused, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.content.meta, { branded: false });

/** Its declaration's name, checked against its type: the page does not import it. */
const CONTACT_FORM_ISLAND: typeof contactFormIsland.name = "contact-form";

/** The home page, with the parts of two other features it shows: the network line, the form. */
export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { networkNotice, contact, ...page } = loaderData;
  return (
    <HomePage
      {...page}
      notice={<NetworkNotice {...networkNotice} />}
      contact={
        <ContactSection words={page.content.contact}>
          <Island
            name={CONTACT_FORM_ISLAND}
            component={ContactForm}
            props={{ words: page.content.contact.form, page: contact, result: actionData }}
          />
        </ContactSection>
      }
    />
  );
}
