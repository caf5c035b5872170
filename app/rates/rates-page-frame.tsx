import type { ReactNode } from "react";
import { JsonLd } from "../components/json-ld";
import { openFoldedTargetScript } from "./folded-section";

interface RatesPageFrameProps {
  heading: string;
  intro: string;
  /** The page's rates as structured data. */
  structuredData: unknown;
  /**
   * "Prices from 1 December 2026.": the date the tariff files keep, said under the heading
   * (pricesFromSentence in call-rules.server.ts).
   */
  pricesFrom?: string;
  /** The other rates page, linked at the end. */
  otherPage: { href: string; label: string };
  /** The finder first, then its answer or the list, the page's offers, its folded rules. */
  children: ReactNode;
}

/**
 * The frame both rates pages share: heading, introduction, structured data, the page's parts
 * (the finder first: docs/decisions/096-finders-first-tables-as-cards-on-phones.md), a link to
 * the other, and the script that opens a folded section a link leads into.
 */
export function RatesPageFrame({
  heading,
  intro,
  structuredData,
  pricesFrom,
  otherPage,
  children,
}: RatesPageFrameProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-2xl text-ink-muted sm:text-lg">{intro}</p>
      {pricesFrom ? (
        <p data-prices-from className="mt-2 font-semibold text-ink">
          {pricesFrom}
        </p>
      ) : null}
      <JsonLd data={structuredData} />
      <div className="mt-6">{children}</div>
      <p className="mt-10">
        <a href={otherPage.href} className="font-semibold text-brand-700 underline">
          {otherPage.label}
        </a>
      </p>
      <script dangerouslySetInnerHTML={{ __html: openFoldedTargetScript }} />
    </div>
  );
}
