/**
 * Everything the join page shows, for a locale: the form with what the visitor chose and typed,
 * its errors in the visitor's words and the answers to the form's two questions (the nearest
 * stores, whether a phone takes an eSIM); or, once a request is stored, its confirmation.
 */
import { planViews } from "../content/catalog-view";
import { wordsOf } from "../content/words.server";
import { emirates } from "../domain/emirates";
import { callDays, callSlotStarts, currentOperators, joiningPolicy } from "../domain/signup";
import { ltr, type Phrase, plainText } from "../i18n/bidi";
import { type Locale, localizedPath } from "../i18n/locale";
import { formatHourOfDay, formatWeekdayDate } from "../i18n/format";
import { fillSlots } from "../i18n/slots";
import { devicesPagePath, joinPagePath, plansPagePath } from "../site/paths";
import { JOIN_FORM_ID } from "../site/join-urls";
import { joinFields } from "./join-fields";
import type { DeviceVerdict, JoinErrors, JoinValues } from "./signup-form.server";

/** A store the visitor may collect from, as the stores page says it now. */
export interface StoreChoice {
  id: string;
  name: string;
  address: string;
  /** How far it is from the place asked about; null before a place is asked. */
  distance: string | null;
  /** Its opening today: `Open now, closes at 10pm`. */
  status: string;
}

/** The stores, nearest first once a place is asked, and what the question found. */
export interface NearestStores {
  stores: StoreChoice[];
  /** "Stores nearest to Al Barsha, closest first"; null before a place is asked. */
  answer: string | null;
  /** Why a place typed was not found; null otherwise. */
  problem: string | null;
  /** The places a visitor may name, offered as one types. */
  places: string[];
}

/** The form's fields as a first visit has them: the plan chosen, the rest for the visitor. */
export function freshValues(plan: string): JoinValues {
  const empty = Object.fromEntries(joinFields.map((field) => [field, ""])) as JoinValues;
  return { ...empty, plan };
}

/** The hours of a call slot as the house writes them: `9am` to `11am`. */
function slotHours(locale: Locale, fromHour: number) {
  const { intlLocale } = wordsOf(locale, "layout");
  return {
    from: formatHourOfDay(fromHour, intlLocale),
    to: formatHourOfDay(fromHour + joiningPolicy.slotHours, intlLocale),
  };
}

/** What the page answers besides the form: the stores near a place, a phone's readiness. */
export interface JoinAnswers {
  device?: DeviceVerdict;
}

/**
 * The form as the page shows it at `now`: with the values and errors of a post answered, or a
 * first visit's with the plan of the address chosen.
 */
export function joinFormView(
  locale: Locale,
  {
    values,
    errors = {},
    formError,
    answers = {},
    nearest,
  }: {
    values: JoinValues;
    errors?: JoinErrors;
    formError?: Phrase;
    answers?: JoinAnswers;
    nearest: NearestStores;
  },
) {
  const words = wordsOf(locale, "join");
  const { intlLocale } = wordsOf(locale, "layout");
  const legal = (slug: "privacy") => localizedPath(locale, `/${slug}`);
  const device = answers.device;
  return {
    words,
    action: `${localizedPath(locale, joinPagePath)}#${JOIN_FORM_ID}`,
    values,
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, key]) => [field, words.errors[key]]),
    ) as Partial<Record<keyof JoinValues, string>>,
    formError: formError ?? (Object.keys(errors).length > 0 ? words.errors.summary : undefined),
    plans: planViews(wordsOf(locale, "home").plans, intlLocale, locale).map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: fillSlots(words.plan.price, { price: plan.price }),
      keyFactsHref: `${plan.detailsHref}#key-facts`,
    })),
    compareHref: localizedPath(locale, plansPagePath),
    devicesHref: localizedPath(locale, devicesPagePath),
    // An option holds text alone; the direction of a Latin name in it is the browser's.
    operators: currentOperators.map((id) => ({ id, label: plainText(words.number.operators[id]) })),
    nearAnswer: nearest.answer,
    nearProblem: nearest.problem,
    nearPlaces: nearest.places,
    stores: nearest.stores.map((store) => ({
      ...store,
      today: fillSlots(words.fulfilment.today, { status: store.status }),
    })),
    emirates: emirates.map((emirate) => ({ id: emirate.id, label: emirate.name[locale] })),
    days: callDays.map((id) => ({ id, label: words.call.days[id] })),
    slots: callSlotStarts.map((fromHour) => ({
      id: String(fromHour),
      label: fillSlots(words.call.slotLabel, slotHours(locale, fromHour)),
    })),
    deviceAnswer: device
      ? device.listed
        ? {
            ready: device.esim,
            text: fillSlots(device.esim ? words.sim.ready : words.sim.notReady, {
              model: ltr(device.model),
            }),
            suggestions: [],
          }
        : {
            ready: false,
            text: fillSlots(words.sim.notListed, { typed: ltr(values.device) }),
            suggestions: device.suggestions,
          }
      : null,
    privacyHref: legal("privacy"),
  };
}

export type JoinFormView = ReturnType<typeof joinFormView>;

/**
 * The confirmation a stored request leads to, read back from its address: the reference and
 * the choices, each shown only when it is one the form offers; undefined when the address is
 * not a confirmation's. It looks nothing up: whoever has the address learns nothing more.
 */
export function joinConfirmationView(
  locale: Locale,
  query: URLSearchParams,
  reference: string,
  storeOf: (id: string) => StoreChoice | undefined,
) {
  const words = wordsOf(locale, "join");
  const { intlLocale } = wordsOf(locale, "layout");
  const said = words.confirmation;
  const plan = planViews(wordsOf(locale, "home").plans, intlLocale, locale).find(
    (each) => each.id === query.get("plan"),
  );
  if (!plan || reference === "") return undefined;
  const operator = currentOperators.find((id) => id === query.get("operator"));
  const device = query.get("device")?.slice(0, MAX_SHOWN_DEVICE) ?? "";
  const store = storeOf(query.get("store") ?? "");
  const emirate = emirates.find((each) => each.id === query.get("emirate"));
  const date = query.get("date") ?? "";
  const fromHour = callSlotStarts.find((start) => String(start) === query.get("slot"));
  const sim = query.get("sim");

  const rows: { label: string; value: Phrase; note?: Phrase }[] = [
    {
      label: said.labels.plan,
      value: fillSlots(said.plan, { plan: plan.name, price: plan.price }),
    },
  ];
  const number = query.get("number");
  if (number === "new") rows.push({ label: said.labels.number, value: said.newNumber });
  if (number === "keep" && operator) {
    rows.push({
      label: said.labels.number,
      value: fillSlots(said.keptNumber, { operator: words.number.operators[operator] }),
    });
  }
  if (sim === "sim") rows.push({ label: said.labels.sim, value: said.sim });
  if (sim === "esim") {
    rows.push({
      label: said.labels.sim,
      value: device ? fillSlots(said.esim, { model: ltr(device) }) : said.esimNoModel,
      note: said.esimNote,
    });
  }
  if (query.get("fulfilment") === "store" && store) {
    rows.push({
      label: said.labels.fulfilment,
      value: fillSlots(said.store, { store: store.name, address: store.address }),
      note: said.storeNote,
    });
  }
  if (query.get("fulfilment") === "delivery" && emirate) {
    rows.push({
      label: said.labels.fulfilment,
      value: fillSlots(said.delivery, { emirate: emirate.name[locale] }),
      note: words.fulfilment.deliveryPromise,
    });
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && fromHour !== undefined) {
    rows.push({
      label: said.labels.call,
      value: fillSlots(said.call, {
        day: formatWeekdayDate(date, intlLocale),
        ...slotHours(locale, fromHour),
      }),
    });
  }
  return {
    words,
    reference: fillSlots(said.reference, { reference }),
    rows,
    documents: words.documents,
    /** Whether the request's own confirmation went to the visitor's email as well. */
    emailed: query.get("emailed") === "1",
    againHref: localizedPath(locale, joinPagePath),
  };
}

export type JoinConfirmationView = NonNullable<ReturnType<typeof joinConfirmationView>>;

/** Room for any model the devices file names, and no more of what an address may carry. */
const MAX_SHOWN_DEVICE = 60;
