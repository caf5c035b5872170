import type { KeyFactId } from "../domain/catalog";
import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";

interface KeyFactsProps {
  heading: string;
  intro: string;
  facts: {
    id: KeyFactId;
    label: string;
    value: Phrase;
    links: { href: string; label: string }[];
  }[];
}

/**
 * A plan's Key Facts: the same terms in the same order on every plan, as a list of terms and
 * what they are, which a screen reader announces as pairs.
 */
export function KeyFacts({ heading, intro, facts }: KeyFactsProps) {
  return (
    <section
      aria-labelledby="key-facts-heading"
      id="key-facts"
      className="mt-12 rounded-2xl border-2 border-brand-600 bg-surface p-5 sm:p-8"
    >
      <h2 id="key-facts-heading" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {facts.map((fact) => (
          <div key={fact.id} className="grid gap-1 py-4 sm:grid-cols-[14rem_1fr] sm:gap-6">
            <dt className="font-semibold text-brand-900">{fact.label}</dt>
            <dd>
              <TextWithLtrRuns text={fact.value} />
              {fact.links.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  {fact.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="font-semibold text-brand-700 underline">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
