// The confirmation a visitor is emailed after asking to join, in English.
import { ltr } from "../../i18n/bidi";
import { englishCount, englishNouns } from "../../i18n/english-count";
import { formatHourOfDay, formatNameList } from "../../i18n/format";
import { emirateName } from "../../domain/emirates";
import { joiningPolicy } from "../../domain/signup";
import { siteConfig } from "../../domain/site-config";
import type { SignupConfirmationWords } from "../signup-confirmation";

const brand = siteConfig.brandName;
const workingDays = (value: number) => englishCount(value, englishNouns.workingDay);
const nextDayEmirates = formatNameList(
  joiningPolicy.nextWorkingDayDeliveryEmirates.map((id) => emirateName(id, "en")),
  "en-AE",
);

export const signupConfirmation: SignupConfirmationWords = {
  subject: `Your ${brand} sign-up request, {reference}`,
  greeting: "Hello {name},",
  intro: `Thank you for choosing ${brand}. We have your request to join: one of our sales team will call you at the time you chose, go through it with you and complete your sign-up.`,
  reference: "Your reference is {reference}. Please quote it if you contact us about this request.",
  plan: { heading: "Your plan", line: "{plan}: {price} a month, VAT included" },
  choices: {
    heading: "What you chose",
    newNumber: "Number: a new number",
    keepNumber: "Number: keeping your number {mobile}, moved from {operator}",
    operators: { du: "du", eand: "e&", virgin: "Virgin Mobile", other: "another operator" },
    sim: "SIM: a SIM card",
    esim: "SIM: an eSIM",
    esimFor: "SIM: an eSIM for your {device}",
    store: `Collection: at our {store} store, {address}. A request made before ${formatHourOfDay(joiningPolicy.sameDayCollectionBeforeHour, "en-AE")} can be collected the same day.`,
    delivery: `Delivery: free, to {address}, {area}, {emirate}. It arrives the next working day in ${nextDayEmirates}, and within ${workingDays(joiningPolicy.otherEmiratesDeliveryWorkingDays)} elsewhere. The courier checks your documents at the door.`,
  },
  call: {
    heading: "When we call",
    line: "{date}, between {from} and {to} (UAE time), on {phone}.",
  },
  ready: {
    heading: "What to have ready",
    items: [
      "A valid Emirates ID, or a passport with a valid UAE visa",
      "Proof of address, as all our plans are postpaid",
      "A valid email address",
      "There is nothing to upload: the courier or the store checks your documents at handover.",
    ],
  },
  nothingToPay: "Nothing to pay now: your first bill comes after activation.",
  esimCode: "Your eSIM: we email you its QR code once we have checked your ID.",
  numberMove: `Moving your number: we ask your current operator to release it, and the move completes within ${workingDays(joiningPolicy.numberMoveWorkingDays)}. Your line keeps working on your current network until then. Any credit left with your current operator is lost when the number moves, and anything you owe them is still owed to them.`,
  help: [
    "If anything here is not right, tell us when we call, or call us free on ",
    ltr(siteConfig.phone.display),
    ".",
  ],
  signature: `The ${brand} sales team`,
};
