import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";

interface SearchFormProps {
  /** The page the server answers the form on, in its language. */
  action: string;
  /** The query parameter the server reads. */
  name: string;
  /** What the visitor asked, written back into the field. */
  query: string;
  /** The field's id, which a page's script finds it by; its hint's is derived from it. */
  inputId: string;
  words: { label: string; hint: Phrase; submit: string };
  className?: string;
}

/**
 * A search the server answers: one labelled field with its hint and a button, sent by GET so
 * it works without JavaScript and its answer has an address. A page's script may turn the
 * same field into a filter as one types; the form stays as it is.
 */
export function SearchForm({ action, name, query, inputId, words, className }: SearchFormProps) {
  const hintId = `${inputId}-hint`;
  return (
    <form method="get" action={action} className={className}>
      <label htmlFor={inputId} className="block text-lg font-semibold text-brand-900">
        {words.label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        <TextWithLtrRuns text={words.hint} />
      </p>
      <div className="mt-3 flex gap-2">
        <input
          id={inputId}
          type="search"
          name={name}
          defaultValue={query}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          className="min-w-0 flex-1 rounded-lg border border-ink-muted bg-white px-3 py-2 text-lg text-ink"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {words.submit}
        </button>
      </div>
    </form>
  );
}
