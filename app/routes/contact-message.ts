import { handleContactSubmission } from "~/contact/contact-action.server";
import { requestLocaleContext } from "~/i18n/request-locale";
import type { Route } from "./+types/contact-message";

/**
 * The contact form's action for its script: the same checks, limit and store as a plain post
 * to the home page, answered in JSON (`{ sent: true, location }`, the address a plain post would lead to, or the input back with why it was not
 * accepted, under the same status), so the page stays as the visitor left it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleContactSubmission(request, context, context.get(requestLocaleContext));
  // A stored message (or a filled honeypot) is the redirect a plain post follows.
  if (answer instanceof Response) {
    return Response.json({ sent: true, location: answer.headers.get("Location") });
  }
  return Response.json(answer.data, { status: answer.init?.status ?? 200 });
}
