import { CheckList } from "../components/check-list";
import type { HomeContent } from "../content/home";
import { AroundCount } from "./around-value";
import { PageSection } from "../components/page-section";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import type { MostCalledView } from "./most-called.server";
import { SpotArt } from "./spot-art";

interface CallsSectionProps {
  words: HomeContent["calls"];
  /** The international calls page, with every destination's rate. */
  ratesHref: string;
  /** The roaming page: what a day abroad costs. */
  roamingHref: string;
  mostCalled: MostCalledView[];
}

const linkClass =
  "rounded-sm font-semibold text-gulf-200 underline underline-offset-4 hover:text-white";

/** The page's one night band: the world at the end of the line, the most-called first. */
export function CallsSection({ words, ratesHref, roamingHref, mostCalled }: CallsSectionProps) {
  const ways = [
    { key: "local", ...words.local },
    { key: "international", ...words.international },
  ];
  return (
    <PageSection id="calls" content={words} tone="night" art={<SpotArt name="calls" />}>
      <div className="mt-6 grid gap-8 sm:mt-8 lg:grid-cols-[1fr_1.2fr] lg:gap-12">
        <div>
          <p className="text-xl font-semibold text-white sm:text-2xl">
            <AroundCount
              words={words.countries}
              emphasisClassName="text-4xl font-extrabold text-sand-200 tabular-nums sm:text-5xl"
            />
          </p>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 sm:gap-6">
            {ways.map((way) => (
              <li key={way.key} className="border-t border-white/20 pt-4">
                <h3 className="font-semibold text-white sm:text-lg">{way.heading}</h3>
                <p className="mt-1 text-brand-100">
                  <TextWithLtrRuns text={way.body} />
                </p>
                {way.points.length > 0 ? (
                  <CheckList
                    items={way.points}
                    className="mt-2 space-y-1 [&_svg]:text-gulf-300"
                    itemClassName="text-white"
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="sm:rounded-3xl sm:bg-white/5 sm:p-6 sm:ring-1 sm:ring-white/15">
          <h3 id="most-called-heading" className="text-lg font-semibold text-white">
            {words.mostCalledHeading}
          </h3>
          <ul aria-labelledby="most-called-heading" className="mt-3 grid grid-cols-2 gap-2">
            {mostCalled.map((destination) => (
              <li key={destination.id}>
                <a
                  href={destination.href}
                  className="flex min-h-11 flex-col justify-center rounded-xl bg-white/10 px-2.5 py-1.5 hover:bg-white/20 sm:px-3 sm:py-2"
                >
                  <span className="font-semibold text-white">{destination.name}</span>
                  <span className="text-sm text-brand-100">{destination.minute}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex flex-col gap-2">
            <a href={ratesHref} className={`self-start ${linkClass}`}>
              {words.ratesLink}
            </a>
            <a href={roamingHref} className={`self-start ${linkClass}`}>
              {words.roamingLink}
            </a>
          </p>
        </div>
      </div>
    </PageSection>
  );
}
