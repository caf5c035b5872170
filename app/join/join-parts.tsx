import type { ReactNode } from "react";
import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";

/**
 * One choice of a group of radio buttons, as a card: the button, its label stretched over the
 * card so the whole card chooses, and what the choice means under the label, which the button
 * is described by. The button sits above the stretched label, and so may a link in `details`.
 */
export function ChoiceCard({
  id,
  name,
  value,
  checked,
  label,
  details,
  as: Card = "div",
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  label: ReactNode;
  details: ReactNode;
  as?: "div" | "li";
}) {
  return (
    <Card className="relative grid min-h-11 grid-cols-[auto_1fr] gap-x-3 rounded-xl border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        aria-describedby={`${id}-details`}
        className="relative z-10 row-span-2 mt-1 size-5 accent-brand-700"
      />
      <label
        htmlFor={id}
        className="cursor-pointer font-semibold text-ink after:absolute after:inset-0"
      >
        {label}
      </label>
      <div id={`${id}-details`} className="text-sm text-ink-muted">
        {details}
      </div>
    </Card>
  );
}

/** A section of the page that is a heading and a list: what happens next, what to have ready. */
export function ListSection({
  id,
  heading,
  items,
  note,
  ordered = false,
  className,
}: {
  id: string;
  heading: string;
  items: readonly Phrase[];
  note?: Phrase;
  ordered?: boolean;
  className: string;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <section aria-labelledby={`${id}-heading`} className={`rounded-2xl p-5 sm:p-6 ${className}`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <List className={`mt-2 space-y-1 ps-5 text-ink ${ordered ? "list-decimal" : "list-disc"}`}>
        {items.map((item, index) => (
          <li key={index}>
            <TextWithLtrRuns text={item} />
          </li>
        ))}
      </List>
      {note !== undefined ? (
        <p className="mt-2 text-ink-muted">
          <TextWithLtrRuns text={note} />
        </p>
      ) : null}
    </section>
  );
}
