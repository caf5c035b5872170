import type { ReactNode } from "react";
import { fillSlots } from "../i18n/slots";
import type { FinderView } from "./finder-view.server";
import type { RateGroupView, RateRowView } from "./rate-table";

/** The most cards an answer shows: a query that finds more is asked to say more. */
export const MAX_ANSWER_CARDS = 8;

interface DestinationAnswersProps<Figures> {
  finder: FinderView;
  groups: RateGroupView<Figures>[];
  /** A found destination's card. */
  card: (row: RateRowView<Figures>) => ReactNode;
}

/**
 * The server's answer to a query, right under the finder: a card per destination found (the
 * price, what fits, the rule), then a way back to every destination. The rows the query found
 * are the ones the table would have shown; the table itself is left out of an answer.
 */
export function DestinationAnswers<Figures>({
  finder,
  groups,
  card,
}: DestinationAnswersProps<Figures>) {
  const found = groups.flatMap((group) => group.rows).filter((row) => !row.hidden);
  const shown = found.slice(0, MAX_ANSWER_CARDS);
  return (
    <div className="mt-4">
      {shown.length > 0 ? (
        <ul className="space-y-4">
          {shown.map((row) => (
            <li key={row.id}>{card(row)}</li>
          ))}
        </ul>
      ) : null}
      {found.length > shown.length ? (
        <p className="mt-3 text-ink-muted">
          {fillSlots(finder.words.more, { shown: String(shown.length) })}
        </p>
      ) : null}
      {found.length > 0 ? (
        <p className="mt-4">
          <a href={finder.action} className="font-semibold text-brand-700 underline">
            {finder.words.showAll}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** A found destination's card: its name as a heading, then the page's answer for it. */
export function AnswerCard({
  id,
  name,
  note,
  children,
}: {
  id: string;
  name: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `answer-${id}`;
  return (
    <article
      data-answer={id}
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-brand-600 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {name}
      </h2>
      {note ? <p className="mt-1 text-ink-muted">{note}</p> : null}
      {children}
    </article>
  );
}

/** Figures under their labels, as a card lays them out: label small, figure large. */
export function AnswerFigures({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(5.5rem,1fr))] gap-x-4 gap-y-3">
      {items.map((item, index) => (
        <div key={index}>
          <dt className="text-sm text-ink-muted">{item.label}</dt>
          <dd className="text-xl font-bold text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
