// The shape of a legal page's words (the complaints procedure and the accessibility
// statement read the same way); `en/legal.ts` and `ar/legal.ts` write them.
import type { Phrase, PhrasePart } from "../i18n/bidi";
import type { PageMeta } from "./types";

/** A link inside a legal text; `href` is a path of this site (already localised) or a URL. */
export interface LegalLink {
  text: Phrase;
  href: string;
}

/** Text of a legal page: plain, or runs of text with links among them. */
export type LegalText = Phrase | readonly (PhrasePart | LegalLink)[];

/**
 * One block of legal text: a paragraph, a bulleted list, or pairs a screen reader reads as
 * term and detail (a definition list: "Acknowledgement" – "within one working day").
 */
export type LegalBlock =
  LegalText | { list: LegalText[] } | { pairs: { term: string; detail: LegalText }[] };

export interface LegalSection {
  /** Stable anchor for the section, e.g. `acceptance`. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  meta: PageMeta;
  heading: string;
  /** ISO date (YYYY-MM-DD) the text last changed; shown as "Last updated". */
  lastUpdated: string;
  lastUpdatedLabel: string;
  /** Whether the sections are numbered clauses (the Terms of Service are). */
  numbered: boolean;
  intro: LegalBlock[];
  sections: LegalSection[];
}
