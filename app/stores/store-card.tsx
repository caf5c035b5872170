import type { StoresContent } from "../content/stores";
import { LtrText, TextWithLtrRuns } from "../i18n/ltr-text";
import type { StoreCardView } from "./stores-view.server";

/**
 * One store: whether it is open (the server's word at render, kept true by the page's script),
 * where it is, how to get there and call, its week with today marked, its special days ahead
 * and its services. Its hours ride along as data for the script.
 */
export function StoreCard({
  store,
  words,
  asOf,
}: {
  store: StoreCardView;
  words: StoresContent;
  asOf: string | null;
}) {
  const heading = `store-${store.id}`;
  const [headline, detail] = store.status;
  return (
    <article
      id={store.id}
      aria-labelledby={heading}
      data-hours={JSON.stringify(store.hours)}
      className="rounded-2xl border-2 border-line bg-surface p-5 sm:p-6"
    >
      <h3 id={heading} className="text-xl font-bold text-brand-900">
        {store.number === undefined ? null : (
          // The map's number for the store; the list is numbered for a screen reader already.
          <span
            aria-hidden="true"
            data-number={store.number}
            className="me-2 inline-flex size-8 items-center justify-center rounded-full bg-ink align-middle text-base text-white"
          >
            {store.number}
          </span>
        )}
        {store.name}
        <span className="block text-base font-normal text-ink-muted">{store.emirate}</span>
      </h3>
      <p
        data-status
        data-open={store.open}
        className="mt-2 font-semibold data-[open=false]:text-red-800 data-[open=true]:text-green-800"
      >
        <span data-status-headline>{headline}</span> · <span data-status-detail>{detail}</span>
        {asOf ? (
          <span data-status-as-of className="font-normal text-ink-muted">
            {" "}
            ({asOf})
          </span>
        ) : null}
      </p>
      {store.distance ? <p className="mt-1 text-ink-muted">{store.distance}</p> : null}
      <address className="mt-3 not-italic">{store.address}</address>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <span>
          {words.phoneLabel}:{" "}
          <a href={store.phone.href} className="font-semibold text-brand-800 underline">
            <LtrText>{store.phone.display}</LtrText>
          </a>
        </span>
        <a href={store.directionsHref} className="font-semibold text-brand-800 underline">
          <TextWithLtrRuns text={words.directions} />
          <span className="sr-only">: {store.fullName}</span>
        </a>
      </p>
      <table className="mt-4 w-full max-w-sm text-start">
        <caption className="text-start font-semibold text-brand-900">{words.hoursHeading}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{words.dayColumn}</th>
            <th scope="col">{words.hoursColumn}</th>
          </tr>
        </thead>
        <tbody>
          {store.week.map((day) => (
            <tr
              key={day.weekday}
              data-weekday={day.weekday}
              data-today={day.today ? "" : undefined}
              aria-current={day.today ? "date" : undefined}
              className="group data-today:bg-brand-50 data-today:font-semibold"
            >
              <th
                scope="row"
                className="py-1 pe-4 text-start font-normal group-data-today:font-semibold"
              >
                {day.day}
                <span data-today-label hidden={!day.today}>
                  {" "}
                  ({words.today})
                </span>
              </th>
              <td className="py-1">{day.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="mt-4 font-semibold text-brand-900">{words.specialHeading}</h4>
      {store.special.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {store.special.map((special) => (
            <li key={special.dates} data-until={special.until}>
              {special.label}, {special.dates}: {special.hours}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-ink-muted">{words.noSpecialHours}</p>
      )}
      <h4 className="mt-4 font-semibold text-brand-900">{words.servicesHeading}</h4>
      <ul className="mt-1 flex flex-wrap gap-2">
        {store.services.map((service, index) => (
          // A store lists each service once, in the file's order.
          <li key={index} className="rounded-full bg-brand-50 px-3 py-1 text-sm">
            <TextWithLtrRuns text={service} />
          </li>
        ))}
      </ul>
    </article>
  );
}
