/**
 * The join form's rules: what a posted sign-up request must say, read from its fields, each
 * field's first failure named by the key of its words, and the request as the store keeps it.
 * Only what the visitor's choices ask for is read (a store's id when collecting, an address
 * when delivered), so a request never keeps both. The form works without JavaScript: the
 * server is where these rules run, and the page shows their errors beside the fields.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import * as z from "zod/mini";
import {
  FORMAT_CHARACTERS,
  hasVisibleCharacter,
  PHONE_PATTERN,
  UNACCEPTABLE,
  VISIBLE_LETTER,
  withWesternDigits,
} from "../domain/typed-field-rules";
import type { JoinContent } from "../content/join";
import { type PlanId, planIds } from "../domain/catalog";
import { MAX_EMAIL, MAX_NAME, MAX_PHONE_LENGTH } from "../domain/contact-fields";
import { type EmirateId, emirateIds } from "../domain/emirates";
import { siteConfig } from "../domain/site-config";
import {
  type CallDay,
  callDays,
  callSlotStarts,
  type CurrentOperator,
  currentOperators,
  fulfilmentKinds,
  numberChoices,
  type SignupDetails,
  simKinds,
} from "../domain/signup";
import { typedText } from "../i18n/typed-text";
import {
  JOIN_INTENT_FIELD,
  type JoinField,
  joinFields,
  type JoinIntent,
  joinIntents,
  type JoinValues,
} from "./join-fields";

export type { JoinField, JoinValues };
import { dateOfDay, uaeClock } from "../domain/uae-clock";

/** The longest area and address kept: room for any real one, not for a page of text. */
export const MAX_AREA = 80;
export const MAX_ADDRESS = 300;
/** The longest phone model and place read: room for "Galaxy Z Fold7 5G" and any community. */
export const MAX_DEVICE = 60;
export const MAX_NEAR = 80;

export type JoinErrorKey = keyof Omit<
  JoinContent["errors"],
  "summary" | "rateLimited" | "unavailable"
>;
export type JoinErrors = Partial<Record<JoinField, JoinErrorKey>>;

/** What a phone named for an eSIM is, as the devices team's file says. */
export type DeviceVerdict =
  { listed: true; model: string; esim: boolean } | { listed: false; suggestions: string[] };

/** What the request is read with: the moment it was made, and what the site knows. */
export interface JoinReading {
  now: number;
  storeIds: readonly string[];
  device: (typed: string) => DeviceVerdict;
}

/** The fields as trimmed text, whatever arrived: a missing field or a file reads as empty. */
export function joinValuesOf(form: FormData): JoinValues {
  return Object.fromEntries(
    joinFields.map((field) => {
      const value = form.get(field);
      const text = typeof value === "string" ? typedText(value) : "";
      // A number pasted from a contacts app carries invisible marks that are no part of it.
      const kept =
        field === "phone" || field === "mobile" ? text.replace(FORMAT_CHARACTERS, "") : text;
      return [field, kept.trim()];
    }),
  ) as JoinValues;
}

/** The intent a button posted; anything else is a request sent. */
export function intentOf(form: FormData): JoinIntent {
  const intent = form.get(JOIN_INTENT_FIELD);
  return joinIntents.find((each) => each === intent) ?? "send";
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((each) => each === value);

const nameRule = z.string().check(
  z.refine(hasVisibleCharacter, "nameRequired"),
  z.refine((value) => VISIBLE_LETTER.test(value), "nameRequired"),
  z.maxLength(MAX_NAME, "nameTooLong"),
  z.refine((value) => !UNACCEPTABLE.test(value), "invalidCharacters"),
);
const emailRule = z
  .string()
  .check(
    z.refine(hasVisibleCharacter, "emailRequired"),
    z.maxLength(MAX_EMAIL, "emailTooLong"),
    z.regex(z.regexes.html5Email, "emailInvalid"),
  );
const phoneRule = z.string().check(
  z.refine(hasVisibleCharacter, "phoneRequired"),
  z.refine(
    (value) => value.length <= MAX_PHONE_LENGTH && PHONE_PATTERN.test(value),
    "phoneInvalid",
  ),
);
/** Free text kept for the courier: something to read, nothing unreadable, not too long. */
const textRule = (required: JoinErrorKey, max: number) =>
  z.string().check(
    z.refine(hasVisibleCharacter, required),
    z.maxLength(max, "tooLong"),
    z.refine((value) => !UNACCEPTABLE.test(value), "invalidCharacters"),
  );

/** The first failure of a rule, as its key; undefined when the value passes. */
function failureOf(rule: z.ZodMiniType, value: string): JoinErrorKey | undefined {
  const parsed = rule.safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message as JoinErrorKey);
}

/** Our own numbers start with these (05X and the next digit): a number in one has nothing to move. */
const OUR_NUMBER_BLOCKS = siteConfig.mobileNumberBlocks.map((block) => `+971${block.slice(1)}`);

/**
 * A UAE mobile number to move, in the international form the store keeps (`+971501234567`),
 * or why it cannot be moved: not a UAE mobile number, or one of ours already.
 */
export function movableNumber(
  typed: string,
): { mobile: string } | { error: "mobileRequired" | "mobileInvalid" | "mobileOurs" } {
  const digits = withWesternDigits(typed);
  if (!hasVisibleCharacter(digits)) return { error: "mobileRequired" };
  if (digits.length > MAX_PHONE_LENGTH || !PHONE_PATTERN.test(digits)) {
    return { error: "mobileInvalid" };
  }
  const number = parsePhoneNumberFromString(digits, "AE");
  if (!number || number.country !== "AE" || number.getType() !== "MOBILE") {
    return { error: "mobileInvalid" };
  }
  if (OUR_NUMBER_BLOCKS.some((block) => number.number.startsWith(block))) {
    return { error: "mobileOurs" };
  }
  return { mobile: number.number };
}

/** The UAE date of a day of the call, counted from the day of `now`. */
export function callDateOf(day: CallDay, now: number): string {
  return dateOfDay(uaeClock(now).day + callDays.indexOf(day));
}

/** What a posted request comes to: the request, or the fields that stop it and why. */
export type SignupReading =
  | { ok: true; signup: SignupDetails; name: string; email: string; phone: string }
  | { ok: false; errors: JoinErrors };

/** Reads a posted request: every field the choices ask for, each checked. */
export function readSignup(values: JoinValues, reading: JoinReading): SignupReading {
  const errors: JoinErrors = {};
  const fail = (field: JoinField, key: JoinErrorKey | undefined) => {
    if (key && !errors[field]) errors[field] = key;
  };

  const plan = oneOf<PlanId>(planIds, values.plan);
  if (!plan) fail("plan", "planRequired");

  let number: SignupDetails["number"] | undefined;
  const numberChoice = oneOf(numberChoices, values.number);
  if (numberChoice === "new") number = { choice: "new" };
  else if (numberChoice === "keep") {
    const operator = oneOf<CurrentOperator>(currentOperators, values.operator);
    if (!operator) fail("operator", "operatorRequired");
    const movable = movableNumber(values.mobile);
    if ("error" in movable) fail("mobile", movable.error);
    else if (operator) number = { choice: "keep", operator, mobile: movable.mobile };
  } else fail("number", "numberChoiceRequired");

  let sim: SignupDetails["sim"] | undefined;
  const simKind = oneOf(simKinds, values.sim);
  if (simKind === "sim") sim = { kind: "sim" };
  else if (simKind === "esim") {
    const typed = values.device;
    if (typed === "") sim = { kind: "esim", device: null };
    else if (typed.length > MAX_DEVICE) fail("device", "tooLong");
    else {
      const verdict = reading.device(typed);
      if (!verdict.listed) fail("device", "deviceNotListed");
      else if (!verdict.esim) fail("device", "deviceNotReady");
      else sim = { kind: "esim", device: verdict.model };
    }
  } else fail("sim", "simRequired");

  let fulfilment: SignupDetails["fulfilment"] | undefined;
  const fulfilmentKind = oneOf(fulfilmentKinds, values.fulfilment);
  if (fulfilmentKind === "store") {
    const storeId = oneOf(reading.storeIds, values.store);
    if (storeId) fulfilment = { kind: "store", storeId };
    else fail("store", "storeRequired");
  } else if (fulfilmentKind === "delivery") {
    const emirate = oneOf<EmirateId>(emirateIds, values.emirate);
    if (!emirate) fail("emirate", "emirateRequired");
    fail("area", failureOf(textRule("areaRequired", MAX_AREA), values.area));
    fail("address", failureOf(textRule("addressRequired", MAX_ADDRESS), values.address));
    if (emirate && !errors.area && !errors.address) {
      fulfilment = { kind: "delivery", emirate, area: values.area, address: values.address };
    }
  } else fail("fulfilment", "fulfilmentRequired");

  let call: SignupDetails["call"] | undefined;
  const day = oneOf(callDays, values.day);
  const fromHour = callSlotStarts.find((start) => String(start) === values.slot);
  if (!day) fail("day", "dayRequired");
  if (fromHour === undefined) fail("slot", "slotRequired");
  else if (day) {
    const { minute } = uaeClock(reading.now);
    if (day === "today" && fromHour * 60 <= minute) fail("slot", "slotPassed");
    else call = { date: callDateOf(day, reading.now), fromHour };
  }

  fail("name", failureOf(nameRule, values.name));
  fail("phone", failureOf(phoneRule, values.phone));
  fail("email", failureOf(emailRule, values.email));
  if (values.consent !== "yes") fail("consent", "consentRequired");

  if (!plan || !number || !sim || !fulfilment || !call || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    signup: { plan, number, sim, fulfilment, call },
    name: values.name,
    email: values.email,
    phone: withWesternDigits(values.phone),
  };
}
