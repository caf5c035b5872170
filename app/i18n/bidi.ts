/**
 * A left-to-right run inside a sentence: a phone number, a short code, an email, a price, a
 * Latin name. In Arabic text `800 72422` would otherwise be laid out as `72422 800`. The page
 * isolates it in markup (`<bdi dir="ltr">`, app/i18n/ltr-text.tsx) and never breaks it across
 * lines, so English sentences mark phone numbers this way too.
 */
export interface LtrRun {
  readonly ltr: string;
}

/**
 * Words a page shows: plain text, or a sentence whose left-to-right runs are parts of their
 * own. The runs are data rather than invisible characters in the text, so nothing a page sends
 * (its HTML, the data a client navigation reads, its title and structured data) carries
 * direction characters outside markup (docs/decisions/084-left-to-right-runs-as-parts-of-a-phrase.md).
 */
export type Phrase = string | readonly PhrasePart[];
export type PhrasePart = string | LtrRun;

/** A run that keeps its left-to-right order in any sentence; join it with `phrase`. */
export function ltr(text: string): LtrRun {
  return { ltr: text };
}

export function isLtrRun(value: unknown): value is LtrRun {
  return typeof value === "object" && value !== null && "ltr" in value && !Array.isArray(value);
}

/** The parts of a phrase, each run its own part and neighbouring text merged. */
export function phraseParts(phrase: Phrase): readonly PhrasePart[] {
  return typeof phrase === "string" ? [phrase] : phrase;
}

/** Parts as a phrase: plain text when no run is among them. */
function phraseOf(parts: readonly (PhrasePart | Phrase | number)[]): Phrase {
  const merged: PhrasePart[] = [];
  const push = (part: PhrasePart) => {
    const last = merged.at(-1);
    if (typeof part === "string" && typeof last === "string")
      merged[merged.length - 1] = last + part;
    else if (part !== "") merged.push(part);
  };
  for (const part of parts) {
    if (typeof part === "number") push(String(part));
    else if (typeof part === "string" || isLtrRun(part)) push(part);
    else for (const inner of part) push(inner);
  }
  return merged.every((part) => typeof part === "string") ? merged.join("") : merged;
}

/**
 * A sentence with runs in it, written as a template: `` phrase`اتصل على ${ltr(phone)}` ``.
 * Plain text when nothing in it is a run.
 */
export function phrase(
  strings: TemplateStringsArray,
  ...values: readonly (Phrase | LtrRun | number)[]
): Phrase {
  return phraseOf(strings.flatMap((text, index) => [text, ...values.slice(index, index + 1)]));
}

/** Phrases one after another, `separator` between each two. */
export function joinPhrases(phrases: readonly (Phrase | LtrRun)[], separator: string): Phrase {
  return phraseOf(phrases.flatMap((item, index) => (index === 0 ? [item] : [separator, item])));
}

/** The phrase with each of its text parts (never a run) passed through `change`. */
export function mapPhraseText(text: Phrase, change: (text: string) => string): Phrase {
  return phraseOf(
    phraseParts(text).map((part) => (typeof part === "string" ? change(part) : part)),
  );
}

/**
 * The phrase as text with no markup to isolate its runs in (a tab's title, a search result,
 * a link preview, structured data, a spreadsheet cell): the runs' words without marks.
 */
export function plainText(text: Phrase): string {
  return phraseParts(text)
    .map((part) => (typeof part === "string" ? part : part.ltr))
    .join("");
}
