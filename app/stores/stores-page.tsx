import { JsonLd } from "../components/json-ld";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { NearestStoreForm } from "./nearest-store-form";
import { StoreCard } from "./store-card";
import { StoresMapPlace } from "./stores-map-place";
import type { storeHoursIsland } from "./stores-islands";
import type { StoreCardView, StoresView } from "./stores-view.server";

const STORE_HOURS_ISLAND: typeof storeHoursIsland.name = "store-hours";

/**
 * Every store, the nearest-store form and the map of the stores. On a laptop the form and the
 * list stand on one side and the map, kept in view, on the other; on a phone an answer's nearest
 * store comes straight after the form, before the map, and the other stores after it.
 */
export function StoresPage({
  words,
  nearest,
  asOf,
  stores,
  marks,
  pins,
  askedPin,
  structuredData,
}: StoresView) {
  const answered = nearest.answer !== null;
  const [first, ...others] = stores;
  const cards = (list: StoreCardView[]) =>
    list.map((store) => (
      <li key={store.id}>
        <StoreCard store={store} words={words} asOf={asOf} />
      </li>
    ));
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <JsonLd data={structuredData} />
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">
        <TextWithLtrRuns text={words.intro} />
      </p>
      <div
        data-island={STORE_HOURS_ISLAND}
        data-at-load
        data-words={JSON.stringify(words.status)}
        className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]"
      >
        <NearestStoreForm words={words.nearest} locate={words.locate} nearest={nearest} />
        {answered && first ? (
          <section aria-labelledby="stores-heading" className="lg:col-start-1">
            <h2 id="stores-heading" className="text-2xl font-bold text-brand-900">
              {nearest.answer}
            </h2>
            <p className="mt-2 text-ink-muted">{words.timeNote}</p>
            <ol className="mt-6">{cards([first])}</ol>
          </section>
        ) : null}
        <StoresMapPlace
          words={words.map}
          marks={marks}
          pins={pins}
          askedPin={askedPin}
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        />
        <section
          aria-labelledby={answered ? "other-stores-heading" : "stores-heading"}
          className="lg:col-start-1"
        >
          {answered ? (
            <>
              <h2 id="other-stores-heading" className="text-2xl font-bold text-brand-900">
                {words.othersHeading}
              </h2>
              <ol start={2} className="mt-6 grid gap-6 xl:grid-cols-2">
                {cards(others)}
              </ol>
            </>
          ) : (
            <>
              <h2 id="stores-heading" className="text-2xl font-bold text-brand-900">
                {words.listHeading}
              </h2>
              <p className="mt-2 text-ink-muted">{words.timeNote}</p>
              <ul className="mt-6 grid gap-6 xl:grid-cols-2">{cards(stores)}</ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
