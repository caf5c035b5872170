import type { ReactNode } from "react";
import { CheckList } from "../components/check-list";
import { JsonLd } from "../components/json-ld";
import type { Phrase } from "../i18n/bidi";

interface RatesPageFrameProps {
  heading: string;
  intro: string;
  /** The page's rates as structured data. */
  structuredData: unknown;
  /** What a visitor should know before the rates (how calls are billed, roaming's safeguards). */
  notes: { id: string; heading: string; items: readonly Phrase[] };
  /**
   * "Prices from 1 December 2026.": the date the tariff files keep, said under the heading
   * (pricesFromSentence in call-rules.server.ts).
   */
  pricesFrom?: string;
  /** The other rates page, linked at the end. */
  otherPage: { href: string; label: string };
  children: ReactNode;
}

/**
 * The frame both rates pages share: heading, introduction, structured data, the notes before
 * the rates, their parts, a link to the other.
 */
export function RatesPageFrame({
  heading,
  intro,
  structuredData,
  notes,
  pricesFrom,
  otherPage,
  children,
}: RatesPageFrameProps) {
  const notesHeadingId = `${notes.id}-heading`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{intro}</p>
      {pricesFrom ? (
        <p data-prices-from className="mt-2 font-semibold text-ink">
          {pricesFrom}
        </p>
      ) : null}
      <JsonLd data={structuredData} />
      <section aria-labelledby={notesHeadingId} className="mt-8">
        <h2 id={notesHeadingId} className="text-xl font-semibold text-brand-900">
          {notes.heading}
        </h2>
        <CheckList items={notes.items} className="mt-3 space-y-2" />
      </section>
      {children}
      <p className="mt-10">
        <a href={otherPage.href} className="font-semibold text-brand-700 underline">
          {otherPage.label}
        </a>
      </p>
    </div>
  );
}
