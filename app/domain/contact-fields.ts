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

/**
 * The box that marks a message as a complaint: checked, the form sends `topic=complaint`;
 * unchecked, nothing, and the message is a general one.
 */
export const TOPIC_FIELD = "topic";
/** The kinds of message the care team tells apart: the care team's email and webhook name it. */
export const contactTopics = ["general", "complaint"] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** Every field the form posts that the message keeps: the text fields, then the topic. */
export const postedFields = [...contactFields, TOPIC_FIELD] as const;

/** The form's fields as text, each under its name: the text fields, and the topic if sent. */
export type ContactValues = Record<ContactField, string> & { [TOPIC_FIELD]?: string };

/** A field a person never sees: anything that fills it in is told "sent" and ignored. */
export const HONEYPOT_FIELD = "company_website";
