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
    return json({ sent: true, location: answer.headers.get("Location") }, 200);
  }
  return json(answer.data, answer.init?.status ?? 200);
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
