import { postedContactForm, submitContactForm } from "../contact/contact-action.server";
import { sentPagePath } from "../site/contact-urls";
import { requestLocaleContext } from "../i18n/request-locale";
import type { Route } from "./+types/contact-message";

/**
 * The contact form's action for its script: the same checks, limit and database as a plain post
 * to the home page, answered in JSON, so the page stays as the visitor left it: `{ sent: true,
 * location, reference }` (the address a plain post would lead to, and the message's reference), or the input back with why it was not
 * accepted, under the same status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(requestLocaleContext);
  const outcome = await submitContactForm(await postedContactForm(request), { locale, context });
  if (outcome.sent) {
    const { reference } = outcome;
    return json({ sent: true, location: sentPagePath(locale, reference), reference }, 200);
  }
  return json(outcome.refused, outcome.status);
}

/**
 * JSON with `<` escaped, so what a visitor typed never reads as markup, even to a client that
 * would sniff the type; and never stored by a cache, as it carries that input.
 */
function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body).replaceAll("<", "\\u003c"), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
