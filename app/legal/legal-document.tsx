import type { LegalDocument as LegalDocumentContent } from "../content/legal";
import { formatCalendarDate, formatNumber } from "../i18n/format";
import { LegalBlock } from "./legal-block";

interface LegalDocumentProps {
  document: LegalDocumentContent;
  intlLocale: string;
}

/** Renders any of the legal pages from its typed content; numbered documents number their clauses. */
export function LegalDocument({ document, intlLocale }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-line pb-6">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{document.heading}</h1>
        <p className="mt-3 text-ink-muted">
          {document.lastUpdatedLabel}:{" "}
          <time dateTime={document.lastUpdated}>
            {formatCalendarDate(document.lastUpdated, intlLocale)}
          </time>
        </p>
      </header>
      <div className="mt-8 space-y-4 text-lg leading-relaxed">
        {document.intro.map((block, index) => (
          <LegalBlock key={index} block={block} />
        ))}
      </div>
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 space-y-4 leading-relaxed"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-brand-900">
            {document.numbered ? `${formatNumber(index + 1, intlLocale)}. ` : null}
            {section.heading}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <LegalBlock key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
