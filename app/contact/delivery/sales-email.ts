/**
 * The sales team's mail of a sign-up request, in English: its subject and its plain-text body,
 * every choice named as the team reads it (the plan and its price, the store's name and address,
 * the call's day and hours in UAE time).
 */
import type { StoredContactMessage } from "../messages/message-types";
import { slotHours } from "../messages/signup-summary";
import { emirateName } from "../../domain/emirates";
import type { SignupDetails } from "../../domain/signup";
import { plainText } from "../../i18n/bidi";
import { typedText } from "../../i18n/typed-text";
import { wordsOf } from "../../content/words.server";
import { oneLine, receivedLines } from "./mail-parts";
import { callDay, type CollectionStore, planFacts, storeFacts } from "./signup-facts";

/** `[7KCM-HX3R] Sign-up request: Standard plan from Fatima Al Mansouri`. */
export function salesSubjectOf(message: StoredContactMessage, signup: SignupDetails): string {
  const plan = planFacts(signup.plan, "en").name;
  return `[${message.reference}] Sign-up request: ${plan} plan from ${oneLine(message.name, 80)}`;
}

/** Each choice on a line of its own; what the visitor typed is typed text, as in a contact mail. */
function choiceLines(signup: SignupDetails, stores: readonly CollectionStore[]): string[] {
  const { plan, number, sim, fulfilment, call } = signup;
  const { name, price } = planFacts(plan, "en");
  const operators = wordsOf("en", "signup-confirmation").choices.operators;
  return [
    `Plan: ${name}, ${price} a month (VAT included)`,
    number.choice === "new"
      ? "Number: a new number"
      : `Number: move ${number.mobile} from ${plainText(operators[number.operator])}`,
    sim.kind === "sim"
      ? "SIM: SIM card"
      : `SIM: eSIM, phone: ${sim.device === null ? "not named" : typedText(sim.device)}`,
    fulfilmentLine(fulfilment, stores),
    `Call: ${callDay(call, "en")}, ${slotHours(call.fromHour)} (UAE time)`,
  ];
}

function fulfilmentLine(
  fulfilment: SignupDetails["fulfilment"],
  stores: readonly CollectionStore[],
): string {
  if (fulfilment.kind === "delivery") {
    const { emirate, area, address } = fulfilment;
    return `Delivery: ${emirateName(emirate, "en")}, ${typedText(area)}, ${typedText(address)}`;
  }
  const { store, address } = storeFacts(stores, fulfilment.storeId, "en");
  return `Collection: in store, ${store}, ${address || "(not in the stores' files)"}`;
}

export function salesBodyOf(
  message: StoredContactMessage,
  signup: SignupDetails,
  stores: readonly CollectionStore[],
): string {
  return [
    "A visitor asked to join through the website. Please call them in the slot they chose.",
    "",
    `Reference: ${message.reference}`,
    "Kind: sign-up request",
    ...choiceLines(signup, stores),
    `Name: ${typedText(message.name)}`,
    `Email: ${typedText(message.email)}`,
    `Phone to call: ${message.phone === null ? "(not given)" : typedText(message.phone)}`,
    ...receivedLines(message),
    "",
  ].join("\n");
}
