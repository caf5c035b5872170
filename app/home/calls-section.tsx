import { CheckList } from "../components/check-list";
import type { HomeContent } from "../content/home";
import { AroundCount } from "./around-value";
import { FeatureCard } from "./feature-card";
import { Icon } from "../components/icons";
import { PageSection } from "../components/page-section";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import type { MostCalledView } from "./most-called.server";

interface CallsSectionProps {
  words: HomeContent["calls"];
  /** The international calls page, with every destination's rate. */
  ratesHref: string;
  mostCalled: MostCalledView[];
}

export function CallsSection({ words, ratesHref, mostCalled }: CallsSectionProps) {
  const cards = [
    { key: "local", icon: <Icon name="phone" className="h-6 w-6" />, ...words.local },
    {
      key: "international",
      icon: <Icon name="globe" className="h-6 w-6" />,
      ...words.international,
    },
  ];
  return (
    <PageSection id="calls" content={words} tone="muted">
      <p className="mt-8 text-2xl font-semibold text-brand-900">
        <AroundCount
          words={words.countries}
          emphasisClassName="text-4xl text-brand-700 tabular-nums"
        />
      </p>
      <h3 id="most-called-heading" className="mt-8 text-lg font-semibold text-brand-900">
        {words.mostCalledHeading}
      </h3>
      <ul aria-labelledby="most-called-heading" className="mt-3 flex flex-wrap gap-2">
        {mostCalled.map((destination) => (
          <li key={destination.id}>
            <a
              href={destination.href}
              className="flex min-h-11 flex-col justify-center rounded-lg border border-line bg-white px-3 py-2 hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-900">{destination.name}</span>
              <span className="text-sm text-ink">{destination.minute}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={ratesHref} className="text-lg font-semibold text-brand-700 underline">
          {words.ratesLink}
        </a>
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <FeatureCard icon={card.icon} heading={card.heading}>
              <p>
                <TextWithLtrRuns text={card.body} />
              </p>
              <CheckList items={card.points} itemClassName="text-ink" />
            </FeatureCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
