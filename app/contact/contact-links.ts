import { type Locale, localizedPath } from "~/i18n/locale";

/** The query parameter that opens the contact form on a kind of message (a complaint). */
export const TOPIC_PARAM = "topic";

/**
 * The contact form on the home page in a locale; with `complaint`, already marked as one, so
 * pages that invite a complaint lead to it.
 */
export function contactFormHref(locale: Locale, topic?: "complaint"): string {
  const query = topic ? `?${TOPIC_PARAM}=${topic}` : "";
  return `${localizedPath(locale, "/")}${query}#contact`;
}
