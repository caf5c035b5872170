import { type CountParts, joinCount } from "./count-parts";

/**
 * Counting in Arabic: the form of the noun depends on the number, and on the number's place
 * in the sentence. `Intl` knows the plural categories but not our nouns, and it writes the
 * dual in the nominative only ("ساعتان" where "خلال ساعتين" is needed) and tanween on the
 * letter before the alif ("يومًا" where this site writes "يوماً"). The rules, by the number:
 *
 * | Number                         | Written              | Example                      |
 * | ------------------------------ | -------------------- | ---------------------------- |
 * | 1                              | noun + واحد/واحدة    | يوم واحد، دقيقة واحدة        |
 * | 2                              | dual, no figure      | يومان، (خلال) يومين          |
 * | 3–10 (also 103–110, …)         | figure + plural      | 7 أيام، 5 دقائق               |
 * | 11–99 (also 111–199, …)        | figure + accusative  | 30 يوماً، 15 دقيقة            |
 * | 0, 100, 101, 102, 200, …       | figure + singular    | 200 دولة، 100 يوم             |
 * | fractions                      | figure + singular    | 0.5 ساعة                     |
 *
 * The case changes only the forms that show it: the dual ("يومان" as a subject, "يومين"
 * after a preposition or as an object) and "one" as an object ("يوماً واحداً").
 */

export type ArabicGender = "masculine" | "feminine";

/**
 * Where the counted phrase stands: `nominative` as a subject or a predicate ("المدة يومان"),
 * `accusative` as an object or an adverb ("انتظر يومين"), `genitive` after a preposition
 * ("خلال ساعتين", "من 99 درهماً").
 */
export type GrammaticalCase = "nominative" | "accusative" | "genitive";

/** The forms of a noun that counting needs. Build one with `arabicNoun`. */
export interface ArabicNoun {
  /** After 100, 200…, zero and fractions, and before واحد: "يوم", "دقيقة". */
  singular: string;
  /** After 11 to 99, the accusative of specification (تمييز): "يوماً", "دقيقة". */
  singularAccusative: string;
  /** Two, as a subject: "يومان", "دقيقتان". */
  dual: string;
  /** Two, as an object or after a preposition: "يومين", "دقيقتين". */
  dualOblique: string;
  /** After 3 to 10: "أيام", "دقائق". */
  plural: string;
  /** Decides "واحد" or "واحدة" after the noun. */
  gender: ArabicGender;
}

const taMarbuta = "ة";

/**
 * A noun from its singular, its plural and its gender; the dual and the accusative are
 * derived by the regular rules ("دقيقة" → "دقيقتان", "يوم" → "يومان", "يوماً") unless given,
 * as a noun phrase must ("يوم عمل" → dual "يوما عمل", accusative "يوم عمل").
 */
export function arabicNoun(
  forms: Pick<ArabicNoun, "singular" | "plural" | "gender"> & Partial<ArabicNoun>,
): ArabicNoun {
  const { singular } = forms;
  const endsInTaMarbuta = singular.endsWith(taMarbuta);
  const dualStem = endsInTaMarbuta ? `${singular.slice(0, -1)}ت` : singular;
  return {
    singularAccusative: endsInTaMarbuta ? singular : `${singular}اً`,
    dual: `${dualStem}ان`,
    dualOblique: `${dualStem}ين`,
    ...forms,
  };
}

/** Western digits, as UAE operators print them in Arabic; grouped above 999 ("2,000"). */
const figures = new Intl.NumberFormat("ar-AE", {
  numberingSystem: "latn",
  maximumFractionDigits: 2,
});

/** "واحد" agrees with the noun, and shows the accusative as the noun does. */
function one(noun: ArabicNoun, grammaticalCase: GrammaticalCase): string {
  if (grammaticalCase === "accusative") {
    return `${noun.singularAccusative} ${noun.gender === "feminine" ? "واحدة" : "واحداً"}`;
  }
  return `${noun.singular} ${noun.gender === "feminine" ? "واحدة" : "واحد"}`;
}

/**
 * The figure and the noun form for `value` of `noun`, apart, for a page that styles the
 * figure on its own; the figure is empty for one and two, which Arabic writes in words.
 */
export function arabicCountParts(
  value: number,
  noun: ArabicNoun,
  grammaticalCase: GrammaticalCase = "nominative",
): CountParts {
  const figure = figures.format(value);
  if (!Number.isInteger(value) || value < 0) return { figure, noun: noun.singular };
  if (value === 1) return { figure: "", noun: one(noun, grammaticalCase) };
  if (value === 2) {
    return { figure: "", noun: grammaticalCase === "nominative" ? noun.dual : noun.dualOblique };
  }
  const lastTwo = value % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return { figure, noun: noun.plural };
  if (lastTwo >= 11) return { figure, noun: noun.singularAccusative };
  return { figure, noun: noun.singular };
}

/**
 * `value` of `noun` as running text writes it, the figure joined to the noun by a no-break
 * space: `arabicCount(30, nouns.day)` is "30 يوماً", `arabicCount(2, nouns.hour, "genitive")`
 * is "ساعتين" (for "خلال ساعتين").
 */
export function arabicCount(
  value: number,
  noun: ArabicNoun,
  grammaticalCase: GrammaticalCase = "nominative",
): string {
  return joinCount(arabicCountParts(value, noun, grammaticalCase));
}
