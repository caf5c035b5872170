import { wordsOf } from "../content/words.server";
import type { CallRulesContent } from "../content/call-rules";
import type { CallEstimateContent } from "../content/call-rules";
import { formatNumber } from "../i18n/format";
import type { Locale } from "../i18n/locale";
import { fillSlots } from "../i18n/slots";
import { typedParam } from "../i18n/typed-text";
import { callHomePacks, callZone } from "../tariffs/tariffs";
import {
  cheapestWay,
  estimateSentences,
  type MinutesProblem,
  type PackOffer,
  priceTag,
  readMinutes,
} from "./call-estimate";
import type { LetterGroup } from "./destination-rows.server";
import { ESTIMATE_PARAMS, MAX_ESTIMATE_INPUT } from "../site/query-params";

/** A destination the estimate can be asked about, with its zone for the browser's script. */
export interface EstimateOption {
  value: string;
  label: string;
  zone: string;
}

/** A zone's figures, as the browser's script weighs them. */
export interface EstimateZone {
  minuteFils: number;
  packs: (PackOffer & { name: string })[];
}

/** The estimate's state for a request: what was typed, each field's problem, the answer. */
export interface EstimateView {
  words: CallEstimateContent;
  action: string;
  minutes: string;
  to: string;
  options: EstimateOption[];
  zones: Record<string, EstimateZone>;
  problems: { minutes?: string; to?: string };
  answer: string[] | null;
}

/** Each pack's name, from its minutes: "Call Home 60". */
export function packName(
  locale: Locale,
  pack: { id: keyof CallRulesContent["packs"]["names"]; minutes: number },
) {
  const { intlLocale } = wordsOf(locale, "layout");
  return fillSlots(wordsOf(locale, "call-rules").packs.names[pack.id], {
    minutes: formatNumber(pack.minutes, intlLocale),
  });
}

/** The figures of every call zone of the page's rows, with their packs. */
function zonesOf(locale: Locale, options: EstimateOption[]): Record<string, EstimateZone> {
  const zones: Record<string, EstimateZone> = {};
  for (const id of new Set(options.map((option) => option.zone))) {
    zones[id] = {
      minuteFils: callZone(id).minuteFils,
      packs: callHomePacks
        .filter((pack) => pack.callZone === id)
        .map((pack) => ({
          id: pack.id,
          minutes: pack.minutes,
          priceFils: pack.priceFils,
          name: packName(locale, pack),
        })),
    };
  }
  return zones;
}

/**
 * The estimate for a request: nothing asked (the page as prerendered), an answer, or the
 * problems of what was typed, each named, with the valid part kept.
 */
export function callEstimateView(
  locale: Locale,
  url: URL,
  groups: LetterGroup[],
  action: string,
): EstimateView {
  const { intlLocale } = wordsOf(locale, "layout");
  const words = wordsOf(locale, "call-rules").estimate;
  const options = groups.flatMap((group) =>
    group.rows.map((row) => ({ value: row.id, label: row.name, zone: row.destination.callZone })),
  );
  const zones = zonesOf(locale, options);
  const { searchParams } = url;
  const typed = (name: string) => typedParam(searchParams, name, MAX_ESTIMATE_INPUT) ?? "";
  const minutesText = typed(ESTIMATE_PARAMS.minutes);
  const toText = typed(ESTIMATE_PARAMS.to).toLowerCase();
  const view: EstimateView = {
    words,
    action,
    minutes: minutesText,
    to: "",
    options,
    zones,
    problems: {},
    answer: null,
  };
  const asked = Object.values(ESTIMATE_PARAMS).some((name) => searchParams.has(name));
  if (!asked) return view;

  const read = readMinutes(minutesText);
  const place = options.find((option) => option.value === toText);
  if (place) view.to = place.value;
  if ("problem" in read)
    view.problems.minutes = words.problems.minutes[read.problem as MinutesProblem];
  if (!place) view.problems.to = words.problems.to[toText === "" ? "missing" : "unknown"];
  if ("problem" in read || !place) return view;

  const zone = zones[place.zone];
  if (!zone) return view;
  const way = cheapestWay(read.minutes, zone.minuteFils, zone.packs);
  const plural = new Intl.PluralRules(intlLocale);
  view.answer = estimateSentences(
    way,
    {
      minutes: read.minutes,
      place: place.label,
      minuteFils: zone.minuteFils,
      packNames: way.packs.map((pack) => zone.packs.find((p) => p.id === pack.id)?.name ?? pack.id),
      zoneHasPacks: zone.packs.length > 0,
    },
    words,
    {
      money: priceTag(words.aed, intlLocale),
      count: (value) => formatNumber(value, intlLocale),
      plural: (value) => plural.select(value),
    },
  );
  return view;
}
