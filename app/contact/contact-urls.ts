import { type Locale, localizedPath } from "../i18n/locale";

/** The query parameter of the page a stored message leads to. */
export const SENT_PARAM = "sent";
/** The query parameter a Choose Plan link sets. */
export const PLAN_PARAM = "plan";
/**
 * Where the form's script sends a message, under each locale's prefix; it answers in JSON, so
 * the page stays as it is (app/routes/contact-message.ts).
 */
export const CONTACT_ENDPOINT = "/contact-message";
/** The status region that says the message was sent. */
export const STATUS_ID = "contact-status";

/**
 * The page a stored message leads to: the home page of its language, thanking the visitor. A
 * plain post is redirected there (so a reload sends nothing twice); the form's script puts it
 * in the address bar.
 */
export function sentPagePath(locale: Locale): string {
  return `${localizedPath(locale, "/")}?${SENT_PARAM}=1#${STATUS_ID}`;
}
