import type { ReactNode } from "react";
import type {
  AroundCount as AroundCountContent,
  AroundValue as AroundValueContent,
} from "../content/types";
import { NBSP } from "../i18n/count-parts";

/** A sentence with a value the page inserts: `Dial *101# to check…`. */
export function AroundValue({
  words,
  children,
}: {
  words: AroundValueContent;
  children: ReactNode;
}) {
  return (
    <>
      {words.before} {children} {words.after}
    </>
  );
}

/**
 * A sentence with a count shown large: the figure is emphasised and held to its noun by a
 * no-break space, so "200" never ends a line without "countries". Where the language writes
 * no figure (Arabic's "دقيقتين"), the noun itself is emphasised.
 */
export function AroundCount({
  words,
  emphasisClassName,
}: {
  words: AroundCountContent;
  emphasisClassName: string;
}) {
  const { figure, noun } = words.count;
  return (
    <>
      {words.before}{" "}
      {figure ? (
        <>
          <strong className={emphasisClassName}>{figure}</strong>
          {NBSP}
          {noun}
        </>
      ) : (
        <strong className={emphasisClassName}>{noun}</strong>
      )}
      {words.after}
    </>
  );
}
