import { TextWithLtrRuns } from "../i18n/ltr-text";
import { secondaryActionClass } from "../components/primary-action";
import { JOIN_CONFIRMATION_ID } from "../site/join-urls";
import { JoinForm } from "./join-form";
import { ListSection } from "./join-parts";
import type { JoinConfirmationView, JoinFormView } from "./join-view.server";

/**
 * The join page: what happens after a request, then the form; or, once a request is stored,
 * its confirmation, which the address opens at.
 */
export function JoinPage({
  form,
  confirmation,
}: {
  form: JoinFormView;
  confirmation: JoinConfirmationView | undefined;
}) {
  const { words } = form;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      {confirmation ? (
        <JoinConfirmation view={confirmation} />
      ) : (
        <>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{words.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">
            <TextWithLtrRuns text={words.intro} />
          </p>
          <ListSection
            id="join-next"
            heading={words.nextSteps.heading}
            items={words.nextSteps.items}
            ordered
            className="mt-6 bg-gulf-50"
          />
          <JoinForm view={form} />
        </>
      )}
    </div>
  );
}

/** The confirmation: the reference, the choices made, when we call and what to have ready. */
function JoinConfirmation({ view }: { view: JoinConfirmationView }) {
  const said = view.words.confirmation;
  return (
    <section aria-labelledby={JOIN_CONFIRMATION_ID}>
      <h1
        id={JOIN_CONFIRMATION_ID}
        tabIndex={-1}
        className="scroll-mt-28 text-3xl font-bold text-brand-900 outline-none sm:text-4xl"
      >
        {said.heading}
      </h1>
      <p className="mt-4 text-2xl font-bold text-ink">{view.reference}</p>
      <p className="mt-2 max-w-2xl text-lg text-ink-muted">
        <TextWithLtrRuns text={said.intro} />
      </p>
      <h2 className="mt-8 text-xl font-bold text-brand-900">{said.summaryHeading}</h2>
      <dl className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
        {view.rows.map((row) => (
          <div key={row.label} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold text-ink">{row.label}</dt>
            <dd className="text-ink">
              <TextWithLtrRuns text={row.value} />
              {row.note ? (
                <span className="mt-1 block text-sm text-ink-muted">
                  <TextWithLtrRuns text={row.note} />
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <ListSection
        id="join-ready"
        heading={view.documents.heading}
        items={view.documents.items}
        note={view.documents.note}
        className="mt-8 bg-sand-50"
      />
      <p className="mt-6 text-lg font-semibold text-ink">
        <TextWithLtrRuns text={view.words.nothingToPay} />
      </p>
      {view.emailed ? (
        <p className="mt-2 text-ink-muted">
          <TextWithLtrRuns text={said.emailNote} />
        </p>
      ) : null}
      <p className="mt-8">
        <a href={view.againHref} className={secondaryActionClass}>
          {said.another}
        </a>
      </p>
    </section>
  );
}
