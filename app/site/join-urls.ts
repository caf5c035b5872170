import type { PlanId } from "../domain/catalog";
import type { SignupDetails } from "../domain/signup";
import { type Locale, localizedPath } from "../i18n/locale";
import { PLAN_PARAM, REFERENCE_PARAM, SENT_PARAM } from "./contact-urls";
import { joinPagePath } from "./paths";

/** Where a Choose Plan leads: the join page with the plan chosen. */
export function joinHref(locale: Locale, plan?: PlanId): string {
  return `${localizedPath(locale, joinPagePath)}${plan ? `?${PLAN_PARAM}=${plan}` : ""}`;
}

/** The join form's own address, where a post lands back on the form's first error. */
export const JOIN_FORM_ID = "join-form";

/** The confirmation's heading, which the page that a request leads to opens at. */
export const JOIN_CONFIRMATION_ID = "join-confirmation";

/**
 * The page a stored request leads to: its confirmation, saying back the reference and the
 * choices made, in the address so a reload sends nothing twice. Nothing a visitor typed about
 * themselves is in it (no name, number, email or address): the choices only, read back as
 * shown, never used to look a request up.
 */
export function joinConfirmationPath(
  locale: Locale,
  reference: string,
  signup: SignupDetails,
  emailed = false,
): string {
  const { plan, number, sim, fulfilment, call } = signup;
  const query = new URLSearchParams({ [SENT_PARAM]: "1", [REFERENCE_PARAM]: reference });
  query.set(PLAN_PARAM, plan);
  query.set("number", number.choice);
  if (number.choice === "keep") query.set("operator", number.operator);
  query.set("sim", sim.kind);
  if (sim.kind === "esim" && sim.device) query.set("device", sim.device);
  query.set("fulfilment", fulfilment.kind);
  if (fulfilment.kind === "store") query.set("store", fulfilment.storeId);
  else query.set("emirate", fulfilment.emirate);
  query.set("date", call.date);
  query.set("slot", String(call.fromHour));
  // Said back as "a copy is in your email" only when one was queued for the visitor.
  if (emailed) query.set("emailed", "1");
  return `${localizedPath(locale, joinPagePath)}?${query}#${JOIN_CONFIRMATION_ID}`;
}
