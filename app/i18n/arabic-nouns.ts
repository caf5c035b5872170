import { arabicNoun } from "./arabic-count";

/**
 * The nouns the Arabic pages count, each with the forms counting needs (see arabic-count.ts).
 * One place, so "30 يوماً" is spelt one way on every page; add a noun here when a page
 * counts a new thing, and its glossary entry in docs/glossary.md.
 */
export const arabicNouns = {
  second: arabicNoun({ singular: "ثانية", plural: "ثوانٍ", gender: "feminine" }),
  minute: arabicNoun({ singular: "دقيقة", plural: "دقائق", gender: "feminine" }),
  hour: arabicNoun({ singular: "ساعة", plural: "ساعات", gender: "feminine" }),
  day: arabicNoun({ singular: "يوم", plural: "أيام", gender: "masculine" }),
  week: arabicNoun({ singular: "أسبوع", plural: "أسابيع", gender: "masculine" }),
  month: arabicNoun({ singular: "شهر", plural: "أشهر", gender: "masculine" }),
  year: arabicNoun({ singular: "عام", plural: "أعوام", gender: "masculine" }),
  /** A working day: a noun phrase, whose dual loses its nun ("يوما عمل"). */
  workingDay: arabicNoun({
    singular: "يوم عمل",
    singularAccusative: "يوم عمل",
    dual: "يوما عمل",
    dualOblique: "يومي عمل",
    plural: "أيام عمل",
    gender: "masculine",
  }),
  /** Dirhams in a sentence ("من 99 درهماً"); a price tag writes "99 درهم" (formatAed). */
  dirham: arabicNoun({ singular: "درهم", plural: "دراهم", gender: "masculine" }),
  country: arabicNoun({ singular: "دولة", plural: "دول", gender: "feminine" }),
  destination: arabicNoun({ singular: "وجهة", plural: "وجهات", gender: "feminine" }),
  /** A text message, with its adjective agreeing in every form. */
  sms: arabicNoun({
    singular: "رسالة نصية",
    singularAccusative: "رسالة نصية",
    dual: "رسالتان نصيتان",
    dualOblique: "رسالتين نصيتين",
    plural: "رسائل نصية",
    gender: "feminine",
  }),
  message: arabicNoun({ singular: "رسالة", plural: "رسائل", gender: "feminine" }),
  character: arabicNoun({ singular: "حرف", plural: "أحرف", gender: "masculine" }),
  /** A digit of a phone number, as a form counts them ("من 7 إلى 20 خانة"). */
  digit: arabicNoun({ singular: "خانة", plural: "خانات", gender: "feminine" }),
  step: arabicNoun({ singular: "خطوة", plural: "خطوات", gender: "feminine" }),
  /** A community of the coverage page ("منطقة سكنية"): a district, a town or a village. */
  area: arabicNoun({ singular: "منطقة", plural: "مناطق", gender: "feminine" }),
} as const;
