// English words of the plans' pages: /plans (the table and the finder) and each plan's page.
import { callRules } from "./call-rules";
import { NBSP } from "../../i18n/count-parts";
import { englishCount, englishNouns } from "../../i18n/english-count";
import { formatAed, formatAedPer, formatNumber, formatUnit } from "../../i18n/format";
import type { Amount, Fils, PlanFigures } from "../../tariffs/tariff-data";
import { internetPackages, planTerms, plans, tariffs } from "../../tariffs/tariffs";
import {
  averageDownloadSpeed,
  byPlan,
  type KeyFactId,
  type PlanId,
  UNLIMITED,
} from "../../domain/catalog";
import { siteConfig } from "../../domain/site-config";
import { type Phrase, phrase } from "../../i18n/bidi";
import type { PlanPageContent, PlansContent, QuestionAndAnswer } from "../plans";
import { FINDER_LIMITS } from "../../domain/form-limits";
import { home } from "./home";
import { roamingRules } from "./roaming-rules";

const intlLocale = "en-AE";
const brand = siteConfig.brandName;
const aed = (fils: Fils) => formatAed(fils, intlLocale);
const gb = (value: number) => formatUnit(value, "gigabyte", intlLocale);
const minutes = (value: number) => formatUnit(value, "minute", intlLocale);
const sms = (value: number) => englishCount(value, englishNouns.sms);
const days = (value: number) => englishCount(value, englishNouns.day);
const {
  outOfBundleMinuteFils,
  outOfBundleSmsFils,
  priceChangeNoticeDays,
  fairUseFullSpeedGb,
  fairUseMinutes,
  fairUseSms,
} = planTerms;
const cheapestPackageFils = Math.min(...internetPackages.map((pack) => pack.priceFils));
const cheapestDayPassFils = Math.min(
  ...tariffs.roamingZones.flatMap(({ dayPass }) => (dayPass ? [dayPass.priceFils] : [])),
);
const speed = formatUnit(averageDownloadSpeed.mbps, "megabit-per-second", intlLocale);
const figuresOf = (id: PlanId): PlanFigures => {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan;
};

/** What the finder's answer covers ("5GB of data and 300 minutes of calls"); "" for nothing. */
function usedOf(dataGb: Amount, callMinutes: Amount): string {
  return [
    dataGb === UNLIMITED ? "unlimited data" : dataGb > 0 ? `${gb(dataGb)} of data` : "",
    callMinutes === UNLIMITED
      ? "unlimited minutes of calls"
      : callMinutes > 0
        ? `${minutes(callMinutes)} of calls`
        : "",
  ]
    .filter((part) => part !== "")
    .join(" and ");
}

/** "5GB of data, 200 local minutes and 100 SMS", or "unlimited data, …". */
function allowancesOf(plan: PlanFigures): string {
  const data = plan.dataGb === UNLIMITED ? "unlimited data" : `${gb(plan.dataGb)} of data`;
  const calls =
    plan.callMinutes === UNLIMITED ? "unlimited local minutes" : `${minutes(plan.callMinutes)}`;
  const texts = plan.sms === UNLIMITED ? "unlimited SMS" : sms(plan.sms);
  return `${data}, ${calls}${plan.callMinutes === UNLIMITED ? "" : " of local calls"} and ${texts}`;
}

function outOfBundleOf(plan: PlanFigures): string {
  const minuteRate = formatAedPer(outOfBundleMinuteFils, "minute", intlLocale);
  const smsRate = formatAedPer(outOfBundleSmsFils, "sms", intlLocale);
  if (plan.callMinutes === UNLIMITED && plan.sms === UNLIMITED) {
    return `Nothing: local minutes and SMS are unlimited. The rates other plans pay, ${minuteRate} and ${smsRate}, never apply.`;
  }
  if (plan.sms === UNLIMITED) {
    return `Local calls past your minutes cost ${minuteRate}. SMS are unlimited.`;
  }
  return `Local calls past your minutes cost ${minuteRate}; SMS past yours, ${smsRate}.`;
}

function fairUseOf(plan: PlanFigures): string {
  const parts: string[] = [];
  if (plan.dataGb === UNLIMITED) {
    parts.push(
      `Unlimited data is at full speed up to ${gb(fairUseFullSpeedGb)} a bill month; past that it has lower priority only at busy times, and is never cut off or charged.`,
    );
  }
  const unlimitedMinutes = plan.callMinutes === UNLIMITED;
  const unlimitedSms = plan.sms === UNLIMITED;
  if (unlimitedMinutes && unlimitedSms) {
    parts.push(
      `Unlimited local minutes and SMS are for personal use: past ${minutes(fairUseMinutes)} or ${sms(fairUseSms)} in a month we may get in touch, and we never charge for them.`,
    );
  } else if (unlimitedSms) {
    parts.push(
      `Unlimited SMS are for personal use: past ${sms(fairUseSms)} in a month we may get in touch, and we never charge for them.`,
    );
  }
  return parts.length > 0
    ? parts.join(" ")
    : "None: every allowance of this plan is a set amount, so no fair-use rule applies.";
}

function factsOf(plan: PlanFigures): Record<KeyFactId, Phrase> {
  return {
    price: `${aed(plan.monthlyPriceFils)}${NBSP}a month, VAT included.`,
    billing: "Postpaid: you pay each bill month, after you use the line.",
    term: "No minimum term. Cancel any time with no fee; the plan ends at the end of the bill month.",
    oneOffFees: "None: the SIM, an eSIM and activation are free.",
    allowances: `Each bill month: ${allowancesOf(plan)}.`,
    outOfBundle: outOfBundleOf(plan),
    dataRunsOut:
      plan.dataGb === UNLIMITED
        ? "Your data does not run out (see fair use below)."
        : `Your data stops until the next bill month: we never charge per MB. To carry on, add a data package, from ${aed(cheapestPackageFils)}.`,
    network: `Our ${plan.network} network.`,
    speed: `The ${speed} we quote is the average download speed measured on our network. Yours depends on where you are, the time of day and your phone.`,
    abroad:
      "Calls to other countries and use of your line abroad are charged at our published rates, never from your plan’s minutes.",
    fairUse: fairUseOf(plan),
    priceChanges: `We tell you at least ${days(priceChangeNoticeDays)} before a price goes up, by SMS, and you can leave without a fee before it does.`,
  };
}

function faqOf(id: PlanId): QuestionAndAnswer[] {
  const plan = figuresOf(id);
  const name = home.plans.items[id].name;
  const dataAnswer =
    plan.dataGb === UNLIMITED
      ? `It doesn’t: ${name} has unlimited data. Up to ${gb(fairUseFullSpeedGb)} in a bill month it is at full speed; past that, your data has lower priority only when the network is busy. We never cut it off or charge for it.`
      : `Your data stops until your next bill month starts; we never charge you per MB. To carry on before then, add a data package in the app or by calling ${siteConfig.phone.display}; packages start at ${aed(cheapestPackageFils)}.`;
  return [
    {
      question: "What happens when I use all my data?",
      answer: dataAnswer,
    },
    {
      question: "What does it cost to leave?",
      answer:
        "Nothing. There is no minimum term and no fee to cancel. Tell us any time; your plan runs to the end of the bill month you are in, and your last bill covers that month only.",
    },
    {
      question: "What do I pay to join?",
      answer: `Only the plan’s price: ${aed(plan.monthlyPriceFils)}${NBSP}a month, VAT included. The SIM, an eSIM and activation are free. Bring your Emirates ID or passport to our store, or call us.`,
    },
    {
      question:
        plan.callMinutes === UNLIMITED
          ? "Are the unlimited minutes really unlimited?"
          : "What if I go past my minutes or SMS?",
      answer:
        plan.callMinutes === UNLIMITED
          ? `Yes, for personal use. If a line makes more than ${minutes(fairUseMinutes)} of local calls or sends more than ${sms(fairUseSms)} in a month, we may get in touch to check it is not used as a business or a call centre. We never charge for it.`
          : `Local calls past your ${minutes(plan.callMinutes)} cost ${formatAedPer(outOfBundleMinuteFils, "minute", intlLocale)}${plan.sms === UNLIMITED ? ". Your SMS are unlimited." : `, and SMS past your ${sms(plan.sms)} cost ${formatAedPer(outOfBundleSmsFils, "sms", intlLocale)}.`} Your allowances start again with each bill month.`,
    },
    {
      question: "Can I call other countries with my minutes?",
      answer: `No: your minutes are for calls to UAE numbers. Calls to other countries are charged at the rate of the country you call, on top of the plan. ${callRules.perSecond} Our international calls page lists every country.`,
    },
    {
      question: "Does my plan work abroad?",
      answer: phrase`Yes, in every country where we have a partner network, with a day pass from ${aed(cheapestDayPassFils)}. ${roamingRules.dataOff} ${roamingRules.lowerOf} ${roamingRules.cap}`,
    },
    {
      question: "Can the price change?",
      answer: `Only with notice: we tell you by SMS at least ${days(priceChangeNoticeDays)} before a higher price applies, and you can leave without a fee before it does.`,
    },
  ];
}

const planPages: Record<PlanId, Omit<PlanPageContent, "facts" | "faq">> = {
  basic: {
    meta: {
      title: "Basic plan",
      description: `${brand}’s Basic plan: ${allowancesOf(figuresOf("basic"))} for ${aed(figuresOf("basic").monthlyPriceFils)}${NBSP}a month. Key facts, fair use and answers to common questions.`,
    },
    summary: "Our simplest plan, for a phone used mostly for calls and messages, on Wi-Fi at home.",
    suits:
      "People who are on Wi-Fi most of the day, a second line, or a first phone for a child or a parent.",
  },
  standard: {
    meta: {
      title: "Standard plan",
      description: `${brand}’s Standard plan: ${allowancesOf(figuresOf("standard"))} for ${aed(figuresOf("standard").monthlyPriceFils)}${NBSP}a month. Key facts, fair use and answers to common questions.`,
    },
    summary:
      "Our most popular plan: enough data for maps, music and video calls on the go, and unlimited SMS.",
    suits:
      "Most people: someone who streams on the commute, keeps in touch on messaging apps and calls friends across the UAE.",
  },
  premium: {
    meta: {
      title: "Premium plan",
      description: `${brand}’s Premium plan: ${allowancesOf(figuresOf("premium"))} on ${figuresOf("premium").network} for ${aed(figuresOf("premium").monthlyPriceFils)}${NBSP}a month. Key facts, fair use and answers to common questions.`,
    },
    summary: `Unlimited data, local minutes and SMS, on our ${figuresOf("premium").network} network.`,
    suits:
      "People who work from their phone, share it as a hotspot, or stream and game on the move.",
  },
};

export const plansContent: PlansContent = {
  overview: {
    meta: {
      title: "Compare plans",
      description: `${brand}’s three monthly plans side by side, from ${aed(Math.min(...plans.map((plan) => plan.monthlyPriceFils)))}${NBSP}a month, and a plan finder that suggests the cheapest plan for the data and minutes you use.`,
    },
    heading: "Compare our plans",
    intro:
      "Three monthly plans, side by side. Not sure which? Enter what you use in a month in the plan finder below, and we suggest the cheapest plan that fits.",
    table: {
      caption: "Our monthly plans, prices in AED with VAT included",
      planHeader: "Plan",
      rows: {
        price: "Price a month",
        data: "Data",
        minutes: "Local minutes",
        sms: "SMS",
        network: "Network",
      },
      details: "Details",
    },
    vatNote: home.plans.vatNote,
    finder: {
      heading: "Find your plan",
      intro:
        "Your last bills, or your phone’s settings, show how much data and how many minutes you use in a month.",
      fields: {
        data: {
          label: "Data you use a month, in GB",
          hint: `A number from 0${NBSP}to ${formatNumber(FINDER_LIMITS.data, intlLocale)}, like 8${NBSP}or 2.5 (8GB is fine too), or “unlimited”`,
        },
        minutes: {
          label: "Minutes of calls to UAE numbers a month",
          hint: `A whole number from 0${NBSP}to ${formatNumber(FINDER_LIMITS.minutes, intlLocale)}, like 300, or “unlimited”`,
        },
      },
      submit: "Find My Plan",
      errorSummary: "Please check what you typed",
      problems: {
        data: {
          missing: `Enter how much data you use a month, in GB (0${NBSP}if none)`,
          "not-a-number": `We could not read that as data: enter a number of GB, like 8, 2.5${NBSP}or 8GB, or “unlimited”`,
          "too-large": `Enter no more than ${gb(FINDER_LIMITS.data)}`,
        },
        minutes: {
          missing: `Enter how many minutes you call a month (0${NBSP}if none)`,
          "not-a-number":
            "We could not read that as minutes: enter a whole number, like 300, or “unlimited”",
          "too-large": `A month has at most ${minutes(FINDER_LIMITS.minutes)}: enter fewer`,
        },
      },
      answerHeading: "Our suggestion",
      planCovers: ({ plan, price, dataGb, minutes: callMinutes }) => {
        const used = usedOf(dataGb, callMinutes);
        return used === ""
          ? `${plan} at ${price}${NBSP}a month is our cheapest plan.`
          : `${plan} at ${price}${NBSP}a month is the cheapest plan that covers ${used} a month.`;
      },
      packageCheaper: (answer) => {
        const used = usedOf(answer.dataGb, answer.minutes);
        return `${answer.plan} with a ${answer.package} data package each month: ${answer.price}${NBSP}a month in all (${answer.planPrice} for the plan, ${answer.packagePrice} for the package). ${used === "" ? "Together they cost" : `It covers ${used} a month for`} less than any plan alone.`;
      },
      planAlone: "The cheapest plan that covers it alone is {plan}, at {price}.",
      noPlanAlone: "No plan covers that much data on its own.",
      packageValidity: ({ value, unit }) =>
        `A data package lasts ${formatUnit(value, unit, intlLocale)}: add one each bill month.`,
      seePlan: "See the {plan} plan in full",
      choosePlan: home.plans.choosePlan,
    },
  },
  plan: {
    heading: { before: "", after: " plan" },
    breadcrumbLabel: "Breadcrumb",
    homeCrumb: "Home",
    plansCrumb: "Plans",
    perMonth: home.plans.perMonth,
    includedHeading: "What’s included",
    suitsHeading: "Who it suits",
    keyFactsHeading: "Key Facts",
    keyFactsIntro:
      "The terms of this plan in one place, the same on every plan, so you can compare them.",
    keyFactLabels: {
      price: "Price",
      billing: "How you pay",
      term: "Minimum term and leaving",
      oneOffFees: "One-off fees",
      allowances: "Included",
      outOfBundle: "Out of bundle",
      dataRunsOut: "When your data is used up",
      network: "Network",
      speed: "Speed",
      abroad: "International calls and roaming",
      fairUse: "Fair use",
      priceChanges: "Price changes",
    },
    ratesLinks: { calls: "International call rates", roaming: "Roaming rates" },
    faqHeading: "Questions about this plan",
    choosePlan: home.plans.choosePlan,
    comparePlans: "Compare all plans",
    checkCoverage: "Check coverage where you live",
    vatNote: home.plans.vatNote,
  },
  plans: byPlan((id) => ({ ...planPages[id], facts: factsOf(figuresOf(id)), faq: faqOf(id) })),
};
