import { JsonLd } from "../components/json-ld";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { NearestStoreForm } from "./nearest-store-form";
import { StoreCard } from "./store-card";
import { StoresMapPlace } from "./stores-map-place";
import type { storeHoursIsland } from "./stores-islands";
import type { StoresView } from "./stores-view.server";

const STORE_HOURS_ISLAND: typeof storeHoursIsland.name = "store-hours";

/** Every store, the nearest-store form and the map of the stores. */
export function StoresPage({ words, nearest, asOf, stores, marks, structuredData }: StoresView) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <JsonLd data={structuredData} />
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">
        <TextWithLtrRuns text={words.intro} />
      </p>
      <NearestStoreForm words={words.nearest} nearest={nearest} />
      <StoresMapPlace words={words.map} marks={marks} />
      <section
        aria-labelledby="stores-heading"
        data-island={STORE_HOURS_ISLAND}
        data-at-load
        data-words={JSON.stringify(words.status)}
        className="mt-10"
      >
        <h2 id="stores-heading" className="text-2xl font-bold text-brand-900">
          {nearest.answer ?? words.listHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{words.timeNote}</p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} words={words} asOf={asOf} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
