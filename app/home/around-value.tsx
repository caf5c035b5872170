import type { ReactNode } from "react";
import type { AroundValue as AroundValueContent } from "~/content/types";

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
