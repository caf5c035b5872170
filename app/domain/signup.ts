/**
 * A sign-up request: what a visitor who wants one of our plans chose on the join page, as the
 * sales team receives it and the database keeps it beside the contact messages. It imports
 * only the ids it names, so the join page, the store and the deliveries share it without
 * depending on one another. The facts the join page states are here too, in one place.
 */
import type { PlanId } from "./catalog";
import type { EmirateId } from "./emirates";

/** What a stored message is: a contact-form message, or a sign-up request. */
export const messageKinds = ["contact", "signup"] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The operators a visitor may move a number from; `other` is any other UAE operator. */
export const currentOperators = ["du", "eand", "virgin", "other"] as const;
export type CurrentOperator = (typeof currentOperators)[number];

export const numberChoices = ["new", "keep"] as const;
export type NumberChoice = (typeof numberChoices)[number];

export const simKinds = ["sim", "esim"] as const;
export type SimKind = (typeof simKinds)[number];

export const fulfilmentKinds = ["store", "delivery"] as const;
export type FulfilmentKind = (typeof fulfilmentKinds)[number];

/** The day of the call, counted from the day the request is made (UAE time). */
export const callDays = ["today", "tomorrow", "after-tomorrow"] as const;
export type CallDay = (typeof callDays)[number];

/**
 * The joining policy the pages state: the sales team calls in two-hour slots from 9am to 10pm
 * UAE time every day; a number moves within one working day; SIM delivery is free, the next
 * working day in the four emirates named, within two elsewhere; a store hands a SIM over the
 * same day for a request made before 8pm; an eSIM's QR code is emailed after the ID check.
 */
export const joiningPolicy = {
  firstCallHour: 9,
  lastCallHour: 22,
  slotHours: 2,
  numberMoveWorkingDays: 1,
  nextWorkingDayDeliveryEmirates: [
    "abu-dhabi",
    "dubai",
    "sharjah",
    "ajman",
  ] as readonly EmirateId[],
  otherEmiratesDeliveryWorkingDays: 2,
  sameDayCollectionBeforeHour: 20,
} as const;

/** Each slot's first hour: 9 (9–11) to 20 (20–22). */
export const callSlotStarts: readonly number[] = Array.from(
  {
    length: joiningPolicy.lastCallHour - joiningPolicy.slotHours - joiningPolicy.firstCallHour + 1,
  },
  (_, index) => joiningPolicy.firstCallHour + index,
);

/** A UAE mobile number as stored: the international form, `+9715XXXXXXXX`. */
export type UaeMobileNumber = string;

/** Everything a sign-up request says beyond the contact details every message has. */
export interface SignupDetails {
  plan: PlanId;
  number:
    { choice: "new" } | { choice: "keep"; operator: CurrentOperator; mobile: UaeMobileNumber };
  sim:
    | { kind: "sim" }
    /** The phone the visitor named, as the devices file lists it, or null when not named. */
    | { kind: "esim"; device: string | null };
  fulfilment:
    | { kind: "store"; storeId: string }
    | { kind: "delivery"; emirate: EmirateId; area: string; address: string };
  /** The slot the sales team calls in: its UAE date and hours (`2026-12-08`, 9 → 9:00–11:00). */
  call: { date: string; fromHour: number };
}
