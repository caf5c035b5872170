/**
 * What a message keeps of its kind: a contact message only its plan, if any; a sign-up request
 * its choices, as JSON in the `details` column, and the plan among them in `plan`, so a
 * listing by plan finds both kinds. See
 * docs/decisions/101-sign-up-requests-beside-contact-messages.md.
 */
import type { MessageKind, SignupDetails } from "../../domain/signup";
import type { ContactMessage } from "./message-types";

/** `value` as JSON with every object's keys in order: the same choices always read the same. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

export interface KindColumns {
  kind: MessageKind;
  /** A sign-up's choices as canonical JSON; null for a contact message. */
  details: string | null;
  plan: string | null;
}

/**
 * The columns a message's kind fills. A sign-up without its choices is a mistake of the caller's
 * (the join page's schema requires them), refused here rather than stored as half a request.
 */
export function kindColumns(message: ContactMessage): KindColumns {
  const kind = message.kind ?? "contact";
  if (kind === "contact") return { kind, details: null, plan: message.plan ?? null };
  if (!message.signup) throw new TypeError("A sign-up request is saved with its choices.");
  return { kind, details: canonicalJson(message.signup), plan: message.signup.plan };
}

/** A sign-up's choices as the column holds them (written by `kindColumns` alone). */
export function signupOf(details: string | null): SignupDetails | null {
  return details === null ? null : (JSON.parse(details) as SignupDetails);
}
