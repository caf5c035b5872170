import type { HomeContent } from "~/content/types";
import { AroundValue } from "./around-value";
import { FeatureCard } from "./feature-card";
import { CheckIcon } from "./icons/check-icon";
import { GlobeIcon } from "./icons/globe-icon";
import { PhoneIcon } from "./icons/phone-icon";
import { PageSection } from "./page-section";

interface CallsSectionProps {
  words: HomeContent["calls"];
  countries: string;
}

export function CallsSection({ words, countries }: CallsSectionProps) {
  const cards = [
    { key: "local", icon: <PhoneIcon className="h-6 w-6" />, ...words.local },
    { key: "international", icon: <GlobeIcon className="h-6 w-6" />, ...words.international },
  ];
  return (
    <PageSection id="calls" content={words} tone="muted">
      <p className="mt-8 text-2xl font-semibold text-brand-900">
        <AroundValue words={words.countries}>
          <strong className="text-4xl text-brand-700 tabular-nums">{countries}</strong>
        </AroundValue>
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.key}>
            <FeatureCard icon={card.icon} heading={card.heading}>
              <p>{card.body}</p>
              <ul className="space-y-2">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2 text-ink">
                    <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
            </FeatureCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
