/**
 * Every string a content module holds, with the path that leads to it, for the tests that
 * read the site's words: the house rules and the counting of every sentence with a number.
 */

/** Values that are not text a reader meets: locale tags, directions, ids, dates. */
const technical = /\.(lang|dir|intlLocale|id|period|lastUpdated|href)$/;

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
