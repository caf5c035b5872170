import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown after the label, for a field that may be left empty. */
  optionalLabel?: string;
  error?: Phrase;
  multiline?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/** A labelled input or textarea with its error beside it, linked by aria-describedby. */
export function FormField({
  id,
  label,
  optionalLabel,
  error,
  multiline,
  inputProps,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  // A left-to-right field (phone, email) on a right-to-left page still starts where the
  // page's text starts, beside its label, while its characters keep their own order.
  const alignment = inputProps.dir === "ltr" ? "rtl:text-right" : "";
  const controlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `mt-1 block w-full rounded-lg border bg-surface px-3 py-2.5 text-ink placeholder:text-ink-muted/80 focus:border-brand-600 ${alignment} ${
      error ? "border-red-700" : "border-line"
    }`,
    ...inputProps,
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {optionalLabel ? (
          <span className="font-normal text-ink-muted"> ({optionalLabel})</span>
        ) : null}
      </label>
      {multiline ? <textarea rows={6} {...controlProps} /> : <input {...controlProps} />}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          <TextWithLtrRuns text={error} />
        </p>
      ) : null}
    </div>
  );
}
