import { Fragment, type ReactNode } from "react";

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

/** A run that `ltr()` marked inside a content string (app/i18n/bidi.ts). */
const isolatedRun = /\u2066([^\u2069]*)\u2069/g;

/**
 * A content string with each run `ltr()` marked rendered as its own `LtrText`, so the run
 * keeps its direction and stays on one line; the text between runs wraps as usual.
 */
export function TextWithLtrRuns({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(isolatedRun)) {
    parts.push(text.slice(last, match.index));
    parts.push(<LtrText key={match.index}>{match[1]}</LtrText>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
