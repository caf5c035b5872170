// English words of the join page: the sign-up request and its confirmation.
import { claims } from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import { ltr } from "../../i18n/bidi";
import { NBSP } from "../../i18n/count-parts";
import { englishCount, englishNouns } from "../../i18n/english-count";
import { formatNumber, formatUnit } from "../../i18n/format";
import { MAX_PHONE, MIN_PHONE } from "../../domain/contact-fields";

const intlLocale = "en-AE";
import type { JoinContent } from "../join";

const brand = siteConfig.brandName;

export const join: JoinContent = {
  meta: {
    title: "Sign up for a plan",
    description: `Ask for a ${brand} plan in a few minutes: keep your number or take a new one, SIM or eSIM, collect in a store or have it delivered free. Our sales team calls you back; nothing to pay now.`,
  },
  search: {
    line: "Keep your number or take a new one, SIM or eSIM, collect in a store or free delivery: our sales team calls you back.",
    names: [
      "sign up",
      "join",
      "keep my number",
      "move my number",
      "switch operator",
      "number transfer",
      "port my number",
      "new line",
      "buy a plan",
    ],
  },
  heading: "Sign up for a plan",
  intro:
    "Tell us which plan you want and when to call. Our sales team calls you back to confirm your request and arrange your line: nothing to pay now, and no document to upload.",
  choose: "Choose…",
  nextSteps: {
    heading: "What happens next",
    items: [
      "You send this request and get its reference at once.",
      "Our sales team calls you in the time you choose, to check your details.",
      `The courier or the store checks your ID at handover; most lines are active within ${formatUnit(claims.activationMinutes, "minute", intlLocale)} of that check.`,
      "Your first bill comes after activation.",
    ],
  },
  plan: {
    legend: "Your plan",
    price: `{price}${NBSP}a month`,
    keyFacts: "Key Facts",
    compare: "Compare all plans",
    vatNote: `Prices are in UAE dirhams (${siteConfig.currency}) and include ${siteConfig.vatRatePercent}% VAT.`,
  },
  number: {
    legend: "Your number",
    fresh: { label: "A new number", hint: "We give you a new 05X number." },
    keep: {
      label: "Keep my number",
      hint: "We move your number to us from your operator in the UAE.",
    },
    operator: "Your operator now",
    operators: { du: "du", eand: "e&", virgin: "Virgin Mobile", other: "Another operator" },
    mobile: "The number to move",
    mobileHint: ["A UAE mobile number, for example ", ltr("050 123 4567"), "."],
    factsHeading: "Moving your number",
    facts: [
      "We ask your operator for the move, with your Emirates ID; there is nothing for you to do.",
      "The move completes within one working day, and your line keeps working on your old network until then.",
      "On the day the move completes, your line works on our network.",
      "What you owe your old operator stays with it to pay, and any amount you topped up there and have not used is lost.",
    ],
  },
  sim: {
    legend: "SIM or eSIM",
    sim: {
      label: "SIM card",
      hint: "A free SIM card, for any phone not locked to another operator.",
    },
    esim: {
      label: "eSIM",
      hint: "No card: we email you a QR code after the ID check. Your phone must take an eSIM.",
    },
    device: "Your phone’s model",
    deviceHint: [
      "For example ",
      ltr("iPhone 15 Pro"),
      " or ",
      ltr("Galaxy S24"),
      ". Leave it empty and we check it on the call.",
    ],
    check: "Check My Phone",
    ready: "Your {model} takes an eSIM.",
    notReady: "The {model} does not take an eSIM. Choose a SIM card, or name another phone.",
    notListed:
      "We do not have “{typed}” in our list. Check the model in your phone’s settings, or leave the field empty and we check it with you on the call.",
    didYouMean: "Did you mean",
    listSeparator: ", ",
    devicesLink: "Is my phone ready?",
  },
  fulfilment: {
    legend: "How you get it",
    store: {
      label: "Collect in a store",
      hint: "Collect your SIM the same day for a request sent before 8pm. Bring your documents.",
    },
    delivery: {
      label: "Delivery",
      hint: "Free. The courier checks your documents at handover.",
    },
    near: "Your emirate or area",
    nearHint: "For example Sharjah or Al Barsha, to list the stores nearest first.",
    nearButton: "Show Nearest Stores",
    storesLegend: "The store",
    today: "Today: {status}",
    emirate: "Emirate",
    chooseEmirate: "Choose an emirate",
    area: "Area",
    address: "Address",
    addressHint:
      "Building name and flat number, or villa number, and street, so the courier finds you.",
    deliveryPromise:
      "Delivery is free: the next working day in Abu Dhabi, Dubai, Sharjah and Ajman, and within two working days in the other emirates.",
  },
  call: {
    legend: "When we call you",
    hint: "Our sales team calls every day from 9am to 10pm, UAE time. Choose a two-hour slot.",
    day: "Day",
    days: { today: "Today", tomorrow: "Tomorrow", "after-tomorrow": "The day after tomorrow" },
    slot: "Time",
    slotLabel: "{from} to {to}",
  },
  details: {
    legend: "Your details",
    name: "Full name",
    phone: "Mobile number to call",
    phoneHint: ["A UAE number or one abroad, with its country code: ", ltr("+44 7700 900123"), "."],
    email: "Email",
    emailHint: "We send the confirmation here, and your eSIM’s QR code if you chose one.",
    consent: {
      before: "I agree that we keep these details to handle my request, as the ",
      link: "Privacy Policy",
      after: " says.",
    },
  },
  documents: {
    heading: "What to have ready",
    items: [
      "A valid Emirates ID, or a passport with a valid UAE visa",
      "Proof of address, as every plan is postpaid: a tenancy contract or a utility bill",
      "A valid email address",
    ],
    note: "No document to upload online: the courier or the store checks your documents at handover.",
  },
  nothingToPay: "Nothing to pay now: the first bill comes after activation.",
  submit: "Send My Request",
  errors: {
    summary: "Please correct the highlighted fields. What you typed is kept.",
    planRequired: "Choose a plan.",
    numberChoiceRequired: "Choose a new number or keep yours.",
    operatorRequired: "Choose your operator now.",
    mobileRequired: "Enter the number to move.",
    mobileInvalid: `Enter a UAE mobile number: ${englishCount(10, englishNouns.digit)} starting with 05.`,
    mobileOurs: `This number is already with ${brand}: there is nothing to move.`,
    simRequired: "Choose a SIM card or an eSIM.",
    deviceNotReady: "This phone does not take an eSIM. Choose a SIM card, or name another phone.",
    deviceNotListed:
      "We do not have this phone in our list. Check the model, or leave the field empty and we check it on the call.",
    fulfilmentRequired: "Choose a store or delivery.",
    storeRequired: "Choose a store.",
    emirateRequired: "Choose your emirate.",
    areaRequired: "Enter your area.",
    addressRequired: "Enter your address.",
    dayRequired: "Choose a day.",
    slotRequired: "Choose a time.",
    slotPassed: "That time has passed today. Choose a later time, or another day.",
    nameRequired: "Enter your name.",
    nameTooLong: "Your name is too long.",
    phoneRequired: "Enter a number to call you on.",
    phoneInvalid: `Enter a phone number of ${formatNumber(MIN_PHONE, intlLocale)}${NBSP}to ${englishCount(MAX_PHONE, englishNouns.digit)}, with its country code if abroad.`,
    emailRequired: "Enter your email address.",
    emailInvalid: "Enter an email address like name@example.com.",
    emailTooLong: "This email address is too long.",
    consentRequired: "Please agree, so we can keep your details to handle the request.",
    invalidCharacters: "This field has characters we cannot read. Please type it again.",
    tooLong: "This is too long.",
    rateLimited:
      "We have received several requests from you in the last few minutes. Please try again in a little while, or call us.",
    unavailable:
      "We could not save your request just now. Nothing was sent. Please try again in a minute.",
  },
  confirmation: {
    heading: "Request received",
    reference: "Your reference: {reference}",
    intro: "Thank you. Our sales team has your request and calls you at the time you chose.",
    summaryHeading: "Your request",
    labels: {
      plan: "Plan",
      number: "Number",
      sim: "SIM",
      fulfilment: "How you get it",
      call: "We call you",
    },
    plan: `{plan}, {price}${NBSP}a month`,
    newNumber: "A new number",
    keptNumber: "Keeping your number, moved from {operator}",
    sim: "SIM card",
    esim: "eSIM, for your {model}",
    esimNoModel: "eSIM: we check your phone on the call",
    esimNote: "We email your eSIM’s QR code after the ID check.",
    store: "Collect at {store}: {address}",
    storeNote: "Ready the same day for a request made before 8pm.",
    delivery: "Free delivery to your address in {emirate}",
    call: "{day}, {from} to {to}, UAE time",
    emailNote: "We have also sent this confirmation to your email.",
    another: "Send another request",
  },
};
