/** Names the contact form, its action and its tests agree on. */
export const HONEYPOT_FIELD = "company_website";
/** The query parameter of the page a successful submission is sent to. */
export const SENT_PARAM = "sent";
/** The query parameter a Choose Plan link sets. */
export const PLAN_PARAM = "plan";
/** The status region that says the message was sent. */
export const STATUS_ID = "contact-status";
