import type { APIRequestContext } from "@playwright/test";
import { BIDI_CONTROLS } from "../../../app/i18n/typed-text";
import { expect } from "../fixtures";

/**
 * What leaves a page as plain text (its title, its description and link previews, its
 * structured data) and the data its script reads (the route data a client navigation fetches,
 * the same data inlined for hydration) carry no invisible direction characters. Plain text has
 * no markup to hold a left-to-right run, and a search result or a shared link would show them
 * as they are; the data feeds the page's markup, which isolates runs itself
 * (`<bdi dir="ltr">`).
 */
export const bidiControl = new RegExp(BIDI_CONTROLS.source);

/** The head's title and every meta tag's content, and every JSON-LD block, as served. */
export function plainTextOf(html: string): { where: string; text: string }[] {
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

/** The title, descriptions and structured data of a served page carry no direction characters. */
export function expectPlainTextWithoutDirectionCharacters(html: string): void {
  const parts = plainTextOf(html);
  expect(parts.some(({ text }) => text.length > 20)).toBe(true);
  expect(parts.filter(({ text }) => bidiControl.test(text))).toEqual([]);
}

/**
 * The data a page inlines for hydration, as served: each island's props (`data-props`, HTML
 * escaped) and React Router's context script, should a page ever hydrate whole.
 */
function hydrationDataOf(html: string): string {
  const props = [...html.matchAll(/\sdata-props="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
  );
  const context = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.includes("__reactRouterContext"));
  return [...props, ...context].join("\n");
}

/** Where React Router's client fetches a page's data: `/_.data` for `/`, `/ar.data` for `/ar`. */
export function routeDataPath(path: string): string {
  const [pathname = "/", query] = path.split("?");
  const data = pathname === "/" ? "/_.data" : `${pathname}.data`;
  return query === undefined ? data : `${data}?${query}`;
}

/** The first direction character in `text` with a few characters either side, or null. */
function firstDirectionCharacter(text: string): string | null {
  const found = bidiControl.exec(text);
  return found && JSON.stringify(text.slice(Math.max(0, found.index - 40), found.index + 40));
}

/**
 * The page's data, as a client navigation fetches it (holding the page's words, more than its
 * own few hundred bytes of frame) and as the page inlines it for its islands, has no direction
 * character.
 */
export async function expectDataWithoutDirectionCharacters(
  request: APIRequestContext,
  path: string,
  html: string,
): Promise<void> {
  const inlined = hydrationDataOf(html);
  // A page with React islands inlines their props; the home page's hold the contact form's words.
  if (html.includes("data-props=")) {
    expect(inlined.length, "the data inlined for hydration").toBeGreaterThan(100);
  }
  expect(firstDirectionCharacter(inlined), "a direction character in the inlined data").toBe(null);
  const where = routeDataPath(path);
  const response = await request.get(where);
  expect(response.status(), where).toBe(200);
  const data = await response.text();
  expect(data.length, where).toBeGreaterThan(2000);
  expect(firstDirectionCharacter(data), `a direction character in ${where}`).toBe(null);
}
