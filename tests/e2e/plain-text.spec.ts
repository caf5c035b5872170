import { BIDI_CONTROLS } from "../../app/i18n/bidi";
import { allPagePaths, expect, test } from "./fixtures";

/**
 * What leaves a page as plain text (its title, its description and link previews, its
 * structured data) carries no invisible direction characters: there is no markup there to
 * hold a left-to-right run, and a search result or a shared link would show them as they are.
 * Runs are isolated in the page's markup instead (`<bdi dir="ltr">`).
 */
const bidiControl = new RegExp(BIDI_CONTROLS.source);

/** The head's title and every meta tag's content, and every JSON-LD block, as served. */
function plainTextOf(html: string): { where: string; text: string }[] {
  const head = html.slice(0, html.indexOf("</head>"));
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? "";
  const metas = [...head.matchAll(/<meta\s[^>]*content="([^"]*)"[^>]*>/g)].map((match) => ({
    where: match[0].slice(0, 60),
    text: match[1] ?? "",
  }));
  const structured = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => ({ where: "JSON-LD", text: match[1] ?? "" }));
  return [{ where: "title", text: title }, ...metas, ...structured];
}

const finderAnswers = [
  "/plans?data=2&minutes=2",
  "/ar/plans?data=2&minutes=2",
  "/ar/plans?data=40&minutes=11",
];

for (const path of [...allPagePaths, ...finderAnswers]) {
  test(`${path}: title, descriptions and structured data carry no direction characters`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const parts = plainTextOf(html);
    expect(parts.some(({ text }) => text.length > 20)).toBe(true);
    expect(parts.filter(({ text }) => bidiControl.test(text))).toEqual([]);
  });
}

test("an Arabic page isolates its left-to-right runs in markup, and its description in none", async ({
  request,
}) => {
  const html = await (await request.get("/ar/accessibility")).text();
  // The standard's name is a run in the page's text…
  expect(html).toMatch(/<bdi dir="ltr"[^>]*>WCAG 2\.2<\/bdi>/);
  // …and the same words in the description are plain text.
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  expect(description).toContain("WCAG 2.2");
  expect(description).not.toMatch(bidiControl);
});
