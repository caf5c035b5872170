/** Names the contact form, its action and its tests agree on. */
export const HONEYPOT_FIELD = "company_website";
/** The query parameter of the page a successful submission is sent to. */
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
 * The query parameters that change what a page shows, all the contact form's (React Router's
 * `index` picks the form's route): a prerendered page is only served for a request without them.
 */
export const paramsTheAppReads = [PLAN_PARAM, SENT_PARAM, "index"] as const;
/** Parameters whose page shows the visitor's own state, kept out of shared caches. */
export const visitorStateParams = [SENT_PARAM] as const;
