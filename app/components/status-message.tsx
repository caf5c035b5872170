import type { Phrase } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import { primaryActionClass } from "./primary-action";
interface StatusMessageProps {
  heading: string;
  body: Phrase;
  homeLink: string;
  homeHref: string;
  /** Technical detail, shown only by the development server. */
  detail?: string;
}

/** The body of the not-found and error pages: what happened, and the way home. */
export function StatusMessage({ heading, body, homeLink, homeHref, detail }: StatusMessageProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      <p className="text-lg text-ink-muted">
        <TextWithLtrRuns text={body} />
      </p>
      <a href={homeHref} className={primaryActionClass}>
        {homeLink}
      </a>
      {detail ? (
        <pre className="w-full overflow-x-auto rounded-md bg-surface-muted p-4 text-sm">
          {detail}
        </pre>
      ) : null}
    </div>
  );
}
