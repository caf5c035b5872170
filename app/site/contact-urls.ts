import { type Locale, localizedPath } from "../i18n/locale";

/** The query parameter of the page a stored message leads to. */
export const SENT_PARAM = "sent";
/** The query parameter of the thanks that names the stored message's reference. */
export const REFERENCE_PARAM = "ref";
/** The query parameter a Choose Plan link sets. */
export const PLAN_PARAM = "plan";
/** The query parameter that opens the form with a kind of message chosen: `?topic=complaint`. */
export const TOPIC_PARAM = "topic";
/**
 * Where the form's script sends a message, under each locale's prefix; it answers in JSON, so
 * the page stays as it is (app/routes/contact-message.ts).
 */
export const CONTACT_ENDPOINT = "/contact-message";
/** The status region that says the message was sent. */
export const STATUS_ID = "contact-status";

/**
 * The page a stored message leads to: the home page of its language, thanking the visitor and
 * saying the message's reference. A plain post is redirected there (so a reload sends nothing
 * twice); the form's script puts it in the address bar. The reference in the address is only
 * shown back, never used to find a message: whoever has the address learns nothing more.
 */
export function sentPagePath(locale: Locale, reference: string): string {
  const query = new URLSearchParams({ [SENT_PARAM]: "1", [REFERENCE_PARAM]: reference });
  return `${localizedPath(locale, "/")}?${query}#${STATUS_ID}`;
}

/**
 * The contact form on the home page of a locale; with `complaint`, marked as one already, so a
 * page that invites a complaint leads straight to it.
 */
export function contactFormHref(locale: Locale, topic?: "complaint"): string {
  const query = topic ? `?${TOPIC_PARAM}=${topic}` : "";
  return `${localizedPath(locale, "/")}${query}#contact`;
}
