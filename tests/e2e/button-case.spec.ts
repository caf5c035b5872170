import { expect, pagesInEveryLanguage, test } from "./fixtures";

/**
 * Every English button, and every link drawn as one, is in Title Case, as the spec writes its
 * buttons ("Choose Plan", "Start Chat", "Find Locations", "Visit Forum"): one style on every
 * page (Arabic has no case). Short joining words stay small inside a name ("Talk to Us").
 */
const smallWords = new Set([
  ...["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "per", "the", "to"],
  "via",
  "with",
]);

/** The words of `text` that break Title Case: none is the answer. */
function wordsOutOfTitleCase(text: string): string[] {
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.filter((word, index) => {
    const letter = word.match(/\p{L}/u)?.[0] ?? "";
    if (letter === letter.toUpperCase()) return false;
    return index === 0 || !smallWords.has(word.toLowerCase());
  });
}

test("the Title Case rule takes the spec's names and refuses sentence case", () => {
  for (const name of ["Choose Plan", "Start Chat", "Talk to Us", "Call 800 72422", "Send an Email"])
    expect(wordsOutOfTitleCase(name), name).toEqual([]);
  expect(wordsOutOfTitleCase("Send message")).toEqual(["message"]);
  expect(wordsOutOfTitleCase("to the home page")).toEqual(["to", "home", "page"]);
});

const englishPages = pagesInEveryLanguage.filter(
  ({ path }) => path !== "/ar" && !path.startsWith("/ar/"),
);

for (const { path } of englishPages) {
  test(`${path}: every button and button-like link is in Title Case`, async ({ page }) => {
    await page.goto(path);
    const names = await page.evaluate(() => {
      // A link drawn as a button: the actions' look (app/components/primary-action.ts), or
      // anything else with a button's border or fill, so a new one cannot slip past unmarked.
      const brandFill = getComputedStyle(document.documentElement)
        .getPropertyValue("--color-brand-700")
        .trim();
      const probe = document.createElement("span");
      probe.style.color = brandFill;
      document.body.append(probe);
      const brandRgb = getComputedStyle(probe).color;
      probe.remove();
      const drawnAsButton = (link: Element) => {
        const style = getComputedStyle(link);
        // The skip link is a link to the content, drawn only while it has focus.
        if (link.classList.contains("sr-only")) return false;
        return (
          link.classList.contains("action") ||
          style.backgroundColor === brandRgb ||
          parseFloat(style.borderTopWidth) >= 2
        );
      };
      const buttons = [
        ...document.querySelectorAll("button, input[type=submit], input[type=button]"),
        ...[...document.querySelectorAll("a[href]")].filter(drawnAsButton),
      ];
      return buttons.map((element) =>
        element instanceof HTMLInputElement
          ? element.value
          : (element as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
      );
    });
    expect(names.length).toBeGreaterThan(0);
    const offending = names.filter((name) => wordsOutOfTitleCase(name).length > 0);
    expect(offending, `buttons on ${path}`).toEqual([]);
  });
}
