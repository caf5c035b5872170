/**
 * U+00A0 NO-BREAK SPACE. It joins a figure to the word that goes with it ("200 دولة",
 * "AED 99", "30 minutes"), so a line never ends between the two: a figure alone at the end of
 * a line reads as a different number. Content writes it through the helpers below and in
 * `app/i18n/format.ts`; a content test refuses a figure followed by an ordinary space.
 */
export const NBSP = "\u00a0";

/**
 * A count as a page shows it: the figure ("30") and the noun in the form that figure asks
 * for ("دقيقة", "minutes"). The figure is empty where the language writes none: Arabic
 * says "يومان" (two days) and "يوم واحد" (one day) without a figure.
 */
export interface CountParts {
  figure: string;
  noun: string;
}

/** The count as one string: figure and noun joined by a no-break space. */
export function joinCount({ figure, noun }: CountParts): string {
  if (figure === "") return noun;
  if (noun === "") return figure;
  return `${figure}${NBSP}${noun}`;
}
