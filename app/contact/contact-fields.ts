/**
 * The contact form's fields and their limits: what the page's words (app/content) and the
 * form's rules (contact-schema.ts) both name. It imports nothing, so neither depends on the
 * other through it.
 */

/** The form's fields, in the order it shows them: every other list of them derives from this. */
export const contactFields = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof contactFields)[number];

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MAX_MESSAGE = 2000;
export const MIN_PHONE = 7;
export const MAX_PHONE = 20;
/** Room for a number's 20 digits with its spaces, brackets and signs. */
export const MAX_PHONE_LENGTH = 32;

/** A field a person never sees: anything that fills it in is told "sent" and ignored. */
export const HONEYPOT_FIELD = "company_website";
