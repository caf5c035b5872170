import type { ReactNode } from "react";
import { primaryActionClass, secondaryActionClass } from "../components/primary-action";
import type { ChoiceWords } from "../content/join";
import { HONEYPOT_FIELD } from "../domain/contact-fields";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { JOIN_FORM_ID } from "../site/join-urls";
import type { JoinFormView } from "./join-view.server";
import { JOIN_INTENT_FIELD, type JoinField } from "./join-fields";
import { ChoiceCard, ListSection } from "./join-parts";

type Errors = JoinFormView["errors"];

const fieldClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-surface px-3 py-2.5 text-ink ${
    invalid ? "border-red-700" : "border-line"
  }`;
const legendClass = "text-xl font-bold text-brand-900";
const sectionClass = "rounded-2xl border border-line bg-surface p-5 sm:p-6";

/** A field's error, beside it, named by the field's `aria-describedby`. */
function FieldError({ field, errors }: { field: JoinField; errors: Errors }) {
  const error = errors[field];
  return error ? (
    <p id={`join-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** What describes a field: its hint, then its error when it has one. */
function describedBy(field: JoinField, errors: Errors, hint = false): string | undefined {
  const ids = [hint ? `join-${field}-hint` : "", errors[field] ? `join-${field}-error` : ""];
  return ids.filter(Boolean).join(" ") || undefined;
}

/** A group of radio buttons, each with its hint, in a fieldset named by its legend. */
function Choices<Id extends string>({
  field,
  legend,
  choices,
  value,
  errors,
  children,
}: {
  field: JoinField;
  legend: string;
  choices: { id: Id; words: ChoiceWords }[];
  value: string;
  errors: Errors;
  children?: ReactNode;
}) {
  return (
    <fieldset
      className={sectionClass}
      aria-describedby={errors[field] ? `join-${field}-error` : undefined}
    >
      <legend className={`${legendClass} float-left w-full`}>{legend}</legend>
      <div className="clear-both pt-3">
        <FieldError field={field} errors={errors} />
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {choices.map(({ id, words }) => (
            <ChoiceCard
              key={id}
              id={`join-${field}-${id}`}
              name={field}
              value={id}
              checked={value === id}
              label={<TextWithLtrRuns text={words.label} />}
              details={<TextWithLtrRuns text={words.hint} />}
            />
          ))}
        </div>
        {children}
      </div>
    </fieldset>
  );
}

/** A labelled text field with its hint and error. */
function TextField({
  field,
  label,
  hint,
  view,
  input = {},
  multiline = false,
}: {
  field: JoinField;
  label: string;
  hint?: Parameters<typeof TextWithLtrRuns>[0]["text"];
  view: JoinFormView;
  input?: Record<string, string | number | boolean>;
  multiline?: boolean;
}) {
  const id = `join-${field}`;
  const invalid = Boolean(view.errors[field]);
  const props = {
    id,
    name: field,
    defaultValue: view.values[field],
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy(field, view.errors, hint !== undefined),
    className: `${fieldClass(invalid)} ${input.dir === "ltr" ? "rtl:text-right" : ""}`,
    ...input,
  };
  return (
    <div className="mt-4">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {hint !== undefined ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          <TextWithLtrRuns text={hint} />
        </p>
      ) : null}
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
      <FieldError field={field} errors={view.errors} />
    </div>
  );
}

/** A labelled list to choose from, with its error. */
function SelectField({
  field,
  label,
  options,
  view,
  placeholder,
}: {
  field: JoinField;
  label: string;
  options: { id: string; label: string }[];
  view: JoinFormView;
  placeholder?: string;
}) {
  const id = `join-${field}`;
  const invalid = Boolean(view.errors[field]);
  return (
    <div className="mt-4">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        name={field}
        defaultValue={view.values[field]}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(field, view.errors)}
        className={fieldClass(invalid)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} errors={view.errors} />
    </div>
  );
}

/**
 * The sign-up request: one form in sections, each choice's fields under it. It needs no script:
 * the server checks it and answers its two questions (the nearest stores, whether a phone takes
 * an eSIM) by the page again with everything typed kept. Fields of a choice not made are hidden
 * where the browser can tell (`:has`), and ignored by the server whatever they hold.
 */
export function JoinForm({ view }: { view: JoinFormView }) {
  const { words, values, errors } = view;
  const errorFields = Object.keys(errors) as JoinField[];
  return (
    <form
      id={JOIN_FORM_ID}
      method="post"
      action={view.action}
      noValidate
      className="join-form mt-8 space-y-6"
      aria-describedby={view.formError ? "join-form-error" : undefined}
    >
      {/*
       * The button Enter in a field presses: the form's first. Without it, Enter would press
       * the first button the page shows, which only checks a phone.
       */}
      <button type="submit" name={JOIN_INTENT_FIELD} value="send" hidden tabIndex={-1} />
      {view.formError ? (
        <div
          id="join-form-error"
          role="alert"
          className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-800"
        >
          <p className="font-semibold">
            <TextWithLtrRuns text={view.formError} />
          </p>
          {errorFields.length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {errorFields.map((field) => (
                <li key={field}>
                  <a href={`#${firstControlOf(field, values)}`} className="underline">
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset className={sectionClass}>
        <legend className={`${legendClass} float-left w-full`}>{words.plan.legend}</legend>
        <div className="clear-both grid gap-3 pt-3 sm:grid-cols-3">
          {view.plans.map((plan) => (
            <ChoiceCard
              key={plan.id}
              id={`join-plan-${plan.id}`}
              name="plan"
              value={plan.id}
              checked={values.plan === plan.id}
              label={plan.name}
              details={
                <>
                  <span className="block text-base">{plan.price}</span>
                  {/* Above the stretched label, so it stays a link of its own. */}
                  <a
                    href={plan.keyFactsHref}
                    className="relative z-10 font-semibold text-brand-700 underline"
                  >
                    {words.plan.keyFacts}
                    <span className="sr-only">: {plan.name}</span>
                  </a>
                </>
              }
            />
          ))}
        </div>
        <FieldError field="plan" errors={errors} />
        <p className="mt-3 text-sm text-ink-muted">{words.plan.vatNote}</p>
        <p className="mt-1 text-sm">
          <a href={view.compareHref} className="font-semibold text-brand-700 underline">
            {words.plan.compare}
          </a>
        </p>
      </fieldset>

      <Choices
        field="number"
        legend={words.number.legend}
        choices={[
          { id: "new", words: words.number.fresh },
          { id: "keep", words: words.number.keep },
        ]}
        value={values.number}
        errors={errors}
      >
        <div data-when="number-keep" className="mt-2">
          <SelectField
            field="operator"
            label={words.number.operator}
            options={view.operators}
            view={view}
            placeholder={words.choose}
          />
          <TextField
            field="mobile"
            label={words.number.mobile}
            hint={words.number.mobileHint}
            view={view}
            input={{ type: "tel", inputMode: "tel", autoComplete: "tel", dir: "ltr" }}
          />
          <h3 className="mt-4 font-semibold text-ink">{words.number.factsHeading}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-ink-muted">
            {words.number.facts.map((fact, index) => (
              <li key={index}>
                <TextWithLtrRuns text={fact} />
              </li>
            ))}
          </ul>
        </div>
      </Choices>

      <Choices
        field="sim"
        legend={words.sim.legend}
        choices={[
          { id: "sim", words: words.sim.sim },
          { id: "esim", words: words.sim.esim },
        ]}
        value={values.sim}
        errors={errors}
      >
        <div data-when="sim-esim" className="mt-2">
          <TextField
            field="device"
            label={words.sim.device}
            hint={words.sim.deviceHint}
            view={view}
            input={{ autoComplete: "off" }}
          />
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <button
              type="submit"
              name={JOIN_INTENT_FIELD}
              value="check"
              className={secondaryActionClass}
            >
              {words.sim.check}
            </button>
            <a href={view.devicesHref} className="font-semibold text-brand-700 underline">
              {words.sim.devicesLink}
            </a>
          </div>
          <div role="status" className="mt-3">
            {view.deviceAnswer ? (
              <p
                id="join-device-answer"
                className={`font-semibold ${view.deviceAnswer.ready ? "text-green-800" : "text-red-800"}`}
              >
                <TextWithLtrRuns text={view.deviceAnswer.text} />
                {view.deviceAnswer.suggestions.length > 0 ? (
                  <span className="block font-normal">
                    {words.sim.didYouMean}:{" "}
                    {view.deviceAnswer.suggestions.map((model, index) => (
                      <span key={model}>
                        {index > 0 ? words.sim.listSeparator : null}
                        <bdi dir="ltr">{model}</bdi>
                      </span>
                    ))}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
        </div>
      </Choices>

      <Choices
        field="fulfilment"
        legend={words.fulfilment.legend}
        choices={[
          { id: "store", words: words.fulfilment.store },
          { id: "delivery", words: words.fulfilment.delivery },
        ]}
        value={values.fulfilment}
        errors={errors}
      >
        <div data-when="fulfilment-store" className="mt-2">
          <TextField
            field="near"
            label={words.fulfilment.near}
            hint={words.fulfilment.nearHint}
            view={view}
            input={{ list: "join-near-places", autoComplete: "off" }}
          />
          <datalist id="join-near-places">
            {view.nearPlaces.map((place) => (
              <option key={place} value={place} />
            ))}
          </datalist>
          <button
            type="submit"
            name={JOIN_INTENT_FIELD}
            value="near"
            className={`${secondaryActionClass} mt-3`}
          >
            {words.fulfilment.nearButton}
          </button>
          <div role="status" className="mt-3">
            {view.nearAnswer ? <p className="font-semibold text-ink">{view.nearAnswer}</p> : null}
            {view.nearProblem ? (
              <p className="font-semibold text-red-800">{view.nearProblem}</p>
            ) : null}
          </div>
          <fieldset
            className="mt-3"
            aria-describedby={errors.store ? "join-store-error" : undefined}
          >
            <legend className="font-semibold text-ink">{words.fulfilment.storesLegend}</legend>
            <FieldError field="store" errors={errors} />
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {view.stores.map((store) => (
                <ChoiceCard
                  key={store.id}
                  as="li"
                  id={`join-store-${store.id}`}
                  name="store"
                  value={store.id}
                  checked={values.store === store.id}
                  label={store.name}
                  details={
                    <>
                      {store.distance ? <span className="block">{store.distance}</span> : null}
                      <span className="block">{store.address}</span>
                      <span className="block">{store.today}</span>
                    </>
                  }
                />
              ))}
            </ul>
          </fieldset>
        </div>
        <div data-when="fulfilment-delivery" className="mt-2">
          <p className="mt-2 text-ink-muted">
            <TextWithLtrRuns text={words.fulfilment.deliveryPromise} />
          </p>
          <SelectField
            field="emirate"
            label={words.fulfilment.emirate}
            options={view.emirates}
            view={view}
            placeholder={words.fulfilment.chooseEmirate}
          />
          <TextField field="area" label={words.fulfilment.area} view={view} />
          <TextField
            field="address"
            label={words.fulfilment.address}
            hint={words.fulfilment.addressHint}
            view={view}
            input={{ autoComplete: "street-address" }}
            multiline
          />
        </div>
      </Choices>

      <fieldset className={sectionClass} aria-describedby="join-call-hint">
        <legend className={`${legendClass} float-left w-full`}>{words.call.legend}</legend>
        <p id="join-call-hint" className="clear-both pt-2 text-ink-muted">
          <TextWithLtrRuns text={words.call.hint} />
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField
            field="day"
            label={words.call.day}
            options={view.days}
            view={view}
            placeholder={words.choose}
          />
          <SelectField
            field="slot"
            label={words.call.slot}
            options={view.slots}
            view={view}
            placeholder={words.choose}
          />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={`${legendClass} float-left w-full`}>{words.details.legend}</legend>
        <div className="clear-both">
          <TextField
            field="name"
            label={words.details.name}
            view={view}
            input={{ autoComplete: "name" }}
          />
          <TextField
            field="phone"
            label={words.details.phone}
            hint={words.details.phoneHint}
            view={view}
            input={{ type: "tel", inputMode: "tel", autoComplete: "tel", dir: "ltr" }}
          />
          <TextField
            field="email"
            label={words.details.email}
            hint={words.details.emailHint}
            view={view}
            input={{ type: "email", autoComplete: "email", dir: "ltr" }}
          />
          <div className="mt-5">
            <label htmlFor="join-consent" className="flex min-h-11 cursor-pointer gap-3">
              <input
                type="checkbox"
                id="join-consent"
                name="consent"
                value="yes"
                defaultChecked={values.consent === "yes"}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? "join-consent-error" : undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span className="text-ink">
                {words.details.consent.before}
                <a href={view.privacyHref} className="font-semibold text-brand-700 underline">
                  {words.details.consent.link}
                </a>
                {words.details.consent.after}
              </span>
            </label>
            <FieldError field="consent" errors={errors} />
          </div>
          {/* A field a person never sees: anything that fills it in is told "sent" and ignored. */}
          <div className="hidden" aria-hidden="true">
            <label htmlFor="join-website">Website</label>
            <input id="join-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </div>
        </div>
      </fieldset>

      <ListSection
        id="join-documents"
        heading={words.documents.heading}
        items={words.documents.items}
        note={words.documents.note}
        className="bg-sand-50"
      />

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <button type="submit" name={JOIN_INTENT_FIELD} value="send" className={primaryActionClass}>
          {words.submit}
        </button>
        <p className="font-semibold text-ink">
          <TextWithLtrRuns text={words.nothingToPay} />
        </p>
      </div>
    </form>
  );
}

/** The control an error's link leads to: a group's chosen radio, or its first; a field itself. */
function firstControlOf(field: JoinField, values: Record<JoinField, string>): string {
  const groups: Partial<Record<JoinField, string>> = {
    plan: "basic",
    number: "new",
    sim: "sim",
    fulfilment: "store",
  };
  const first = groups[field];
  if (first !== undefined) return `join-${field}-${values[field] || first}`;
  if (field === "store") return "join-near";
  return `join-${field}`;
}
