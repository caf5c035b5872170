/**
 * The join form's fields and buttons by name: what the page renders and the server reads, in a
 * module of its own, as the page's markup is built in the browser's bundle too.
 */

/** Every field the form posts, in the order the page shows them. */
export const joinFields = [
  "plan",
  "number",
  "operator",
  "mobile",
  "sim",
  "device",
  "fulfilment",
  "near",
  "store",
  "emirate",
  "area",
  "address",
  "day",
  "slot",
  "name",
  "phone",
  "email",
  "consent",
] as const;
export type JoinField = (typeof joinFields)[number];
export type JoinValues = Record<JoinField, string>;

/** The name of the form's buttons: send the request, or only ask the page something first. */
export const JOIN_INTENT_FIELD = "intent";
export const joinIntents = ["send", "near", "check"] as const;
export type JoinIntent = (typeof joinIntents)[number];
