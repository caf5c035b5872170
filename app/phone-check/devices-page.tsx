import { Fragment } from "react";
import { Icon } from "../components/icons";
import { primaryActionClass } from "../components/primary-action";
import { WithQuery } from "../components/with-query";
import { type Phrase, phraseParts } from "../i18n/bidi";
import { LtrText, TextWithLtrRuns } from "../i18n/ltr-text";
import type { DevicesAnswer, DevicesView, FeatureAnswer } from "./devices-view.server";

/** The page's own field; the header's search field is another. */
export const MODEL_INPUT_ID = "model";
/** Where an answer is, so the form's answer opens at it. */
const ANSWER_ID = "answer";

/** A phone's name, Latin in both languages, kept in its own direction. */
function PhoneName({ name }: { name: string }) {
  return <bdi dir="ltr">{name}</bdi>;
}

/** A phrase whose `{phone}` slot is the care line, as a link that dials it. */
function WithCareLine({ text, line }: { text: Phrase; line: { display: string; href: string } }) {
  return (
    <>
      {phraseParts(text).map((part, index) =>
        typeof part === "string" ? (
          <Fragment key={index}>
            {part.split("{phone}").map((piece, at) => (
              <Fragment key={at}>
                {at > 0 && (
                  <a href={line.href} className="font-semibold text-brand-700 underline">
                    <LtrText>{line.display}</LtrText>
                  </a>
                )}
                {piece}
              </Fragment>
            ))}
          </Fragment>
        ) : (
          <LtrText key={index}>{part.ltr}</LtrText>
        ),
      )}
    </>
  );
}

/** One answer: its name, then yes or no in words with a mark beside it, then what that means. */
function FeatureRow({ answer }: { answer: FeatureAnswer }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-ink">
        <TextWithLtrRuns text={answer.name} />
      </dt>
      <dd className="flex gap-2 text-ink" data-feature={answer.feature}>
        <Icon
          name={answer.yes ? "check" : "close"}
          className={`mt-0.5 h-5 w-5 shrink-0 ${answer.yes ? "text-gulf-700" : "text-ink-muted"}`}
        />
        <span>
          <strong>{answer.word}</strong>: <TextWithLtrRuns text={answer.says} />
        </span>
      </dd>
    </div>
  );
}

function Answer({
  answer,
  words,
  typed,
  careLine,
  plansHref,
}: Pick<DevicesView, "words" | "typed" | "careLine" | "plansHref"> & { answer: DevicesAnswer }) {
  if (answer.found) {
    return (
      <section
        id={ANSWER_ID}
        aria-labelledby="answer-heading"
        className="mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-8"
      >
        {answer.readAs && (
          <p className="text-ink-muted">
            <WithQuery template={words.answer.readAs} query={typed} />
          </p>
        )}
        <h2 id="answer-heading" className="text-2xl font-bold text-brand-900">
          <PhoneName name={answer.name} />
        </h2>
        <dl className="mt-4 divide-y divide-line border-y border-line">
          {answer.features.map((feature) => (
            <FeatureRow key={feature.feature} answer={feature} />
          ))}
        </dl>
        <p className="mt-4 text-sm text-ink-muted">{words.answer.note}</p>
        <p className="mt-4">
          <a href={plansHref} className="font-semibold text-brand-700 underline">
            {words.answer.plans}
          </a>
        </p>
      </section>
    );
  }
  const { notListed } = words;
  return (
    <section
      id={ANSWER_ID}
      aria-labelledby="answer-heading"
      className="mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-8"
    >
      <h2 id="answer-heading" className="text-2xl font-bold text-brand-900">
        <WithQuery template={notListed.heading} query={typed} />
      </h2>
      <p className="mt-2 text-lg text-ink">{notListed.intro}</p>
      {answer.candidates.length > 0 && (
        <>
          <p id="did-you-mean" className="mt-4 font-semibold text-ink">
            {notListed.didYouMean}
          </p>
          <ul aria-labelledby="did-you-mean" className="mt-2 space-y-1">
            {answer.candidates.map((phone) => (
              <li key={phone.href}>
                <a href={phone.href} className="text-lg font-semibold text-brand-700 underline">
                  <PhoneName name={phone.name} />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-6 text-xl font-bold text-brand-900">{notListed.checkHeading}</h3>
      <ul className="mt-2 list-disc space-y-2 ps-5 text-ink">
        <li>
          <TextWithLtrRuns text={notListed.iphone} />
        </li>
        <li>
          <TextWithLtrRuns text={notListed.android} />
        </li>
        <li>
          <WithCareLine text={notListed.askUs} line={careLine} />
        </li>
        <li>{notListed.physicalSim}</li>
      </ul>
    </section>
  );
}

/**
 * "Is my phone ready?": a GET form the server answers (`?model=`), so it needs no script and an
 * answer has an address. The phone found, with its four answers each said in words; or, for a
 * phone not listed, the nearest ones as links and how to check the phone itself. Below, what
 * each answer means and every phone listed, each a link to its answer.
 */
export function DevicesPage({
  words,
  action,
  param,
  typed,
  answer,
  careLine,
  plansHref,
  explain,
  brands,
}: DevicesView) {
  const hintId = `${MODEL_INPUT_ID}-hint`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-3 text-lg text-ink-muted">
        <TextWithLtrRuns text={words.intro} />
      </p>
      <search className="mt-6 block rounded-2xl bg-brand-50 p-4 sm:p-6">
        <form method="get" action={`${action}#${ANSWER_ID}`}>
          <label htmlFor={MODEL_INPUT_ID} className="block text-lg font-semibold text-brand-900">
            {words.form.label}
          </label>
          <p id={hintId} className="mt-1 text-sm text-ink-muted">
            <TextWithLtrRuns text={words.form.hint} />
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <input
              id={MODEL_INPUT_ID}
              type="search"
              name={param}
              defaultValue={typed}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={hintId}
              className="block min-w-0 flex-1 rounded-lg border-2 border-line bg-surface px-3 py-2 text-lg text-ink"
            />
            <button type="submit" className={primaryActionClass}>
              {words.form.button}
            </button>
          </div>
        </form>
      </search>

      {answer && (
        <Answer
          answer={answer}
          words={words}
          typed={typed}
          careLine={careLine}
          plansHref={plansHref}
        />
      )}

      <section aria-labelledby="explain-heading" className="mt-10">
        <h2 id="explain-heading" className="text-2xl font-bold text-brand-900">
          {words.explainHeading}
        </h2>
        <dl className="mt-4 space-y-4">
          {explain.map((feature, index) => (
            <div key={index}>
              <dt className="font-semibold text-ink">
                <TextWithLtrRuns text={feature.name} />
              </dt>
              <dd className="text-ink">
                <TextWithLtrRuns text={feature.explains} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="phones-heading" className="mt-10">
        <h2 id="phones-heading" className="text-2xl font-bold text-brand-900">
          {words.listHeading}
        </h2>
        <p className="mt-2 text-ink-muted">{words.listIntro}</p>
        {brands.map(({ brand, phones }) => (
          <Fragment key={brand}>
            <h3 className="mt-6 text-xl font-bold text-brand-900">
              <PhoneName name={brand} />
            </h3>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {phones.map((phone) => (
                <li key={phone.href}>
                  <a href={phone.href} className="text-brand-700 underline">
                    <PhoneName name={phone.name} />
                  </a>
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
      </section>
    </div>
  );
}
