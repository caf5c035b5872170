import { isPhraseWithRuns, ruleText } from "../../app/content/house-rules";

/**
 * Every string a content module holds, with the path that leads to it, for the tests that
 * read the site's words: the house rules and the counting of every sentence with a number.
 * A phrase with left-to-right runs is one string, its runs marked as the rules read them.
 */

/**
 * Values that are not text a reader meets: locale tags, directions, ids, dates; and the
 * examples in the email and phone inputs, which are left to right themselves (`dir="ltr"`).
 */
const technical =
  /\.(lang|dir|intlLocale|id|period|lastUpdated|href)$|\.fields\.(email|phone)\.placeholder$/;

/**
 * What each function a content module holds is called with to write its sentence, given the
 * number the sentence counts; a function not named here takes a year (the footer's copyright).
 */
const argumentsFor: Record<string, (count: number) => unknown[]> = {
  // Names and price tags as slots, which the house rules read as words of the page's language.
  planCovers: (count) => [{ plan: "{plan}", price: "{price}", dataGb: count, minutes: count }],
  packageCheaper: (count) => [
    {
      plan: "{plan}",
      package: "{package}",
      price: "{price}",
      planPrice: "{planPrice}",
      packagePrice: "{packagePrice}",
      dataGb: count,
      minutes: count,
    },
  ],
  packageValidity: (count) => [{ value: count, unit: "day" }],
};

/** Every string reachable in `value`; its functions write their sentences for `count`. */
export function* stringsIn(
  value: unknown,
  path: string,
  count = 11,
): Generator<[path: string, text: string]> {
  if (typeof value === "string") {
    if (!technical.test(path)) yield [path, value];
  } else if (isPhraseWithRuns(value)) {
    yield [path, ruleText(value)];
  } else if (typeof value === "function") {
    const name = path.slice(path.lastIndexOf(".") + 1);
    const args = argumentsFor[name]?.(count) ?? ["2026"];
    yield* stringsIn((value as (...args: unknown[]) => unknown)(...args), `${path}()`, count);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, `${path}[${index}]`, count);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      yield* stringsIn(item, `${path}.${key}`, count);
  }
}
