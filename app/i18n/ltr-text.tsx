import { Fragment, type ReactNode } from "react";
import { type Phrase, phraseParts } from "./bidi";

/**
 * Phone numbers, short codes, emails and prices read left to right in every language; this
 * isolates them so Arabic text around them cannot reorder their characters. Such a run is one
 * word to the reader, so it never breaks across lines ("800" at the end of one line and
 * "72422" on the next reads as two numbers).
 */
export function LtrText({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {children}
    </bdi>
  );
}

/**
 * A phrase with each of its runs (`ltr()`, app/i18n/bidi.ts) rendered as its own `LtrText`, so
 * the run keeps its direction and stays on one line; the text between runs wraps as usual.
 */
export function TextWithLtrRuns({ text }: { text: Phrase }) {
  return (
    <Fragment>
      {phraseParts(text).map((part, index) =>
        typeof part === "string" ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <LtrText key={index}>{part.ltr}</LtrText>
        ),
      )}
    </Fragment>
  );
}
