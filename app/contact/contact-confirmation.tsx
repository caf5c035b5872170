import { type MouseEvent, useEffect, useRef } from "react";
import type { ContactFormContent } from "../content/home";
import { STATUS_ID } from "../site/contact-urls";
import { LtrText, TextWithLtrRuns } from "../i18n/ltr-text";

interface ContactConfirmationProps {
  words: ContactFormContent;
  /** The stored message's reference, or "" when the address named none that reads as one. */
  reference: string;
  /** The form on its page, where "send another" leads without JavaScript. */
  formHref: string;
  complaintsHref: string;
  /**
   * Whether the heading takes focus as it appears: a message just sent from this page. (A page
   * opened on the confirmation has it focused by its address's fragment.)
   */
  focusOnShow: boolean;
  /** With JavaScript: brings the form back empty, in place of following the link. */
  onAnother?: () => void;
}

/**
 * What replaces the contact form once a message is stored: a heading that takes focus, so a
 * screen reader says it and the visitor sees it where the form was; the thanks with the
 * message's reference (a status message); when we answer and what happens next; and a way to
 * write again. Without JavaScript the page a stored message leads to shows it, its heading
 * the address's fragment (`#contact-status`), which the browser focuses as the page opens.
 */
export function ContactConfirmation({
  words,
  reference,
  formHref,
  complaintsHref,
  focusOnShow,
  onAnother,
}: ContactConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { confirmation } = words;

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  function another(event: MouseEvent<HTMLAnchorElement>) {
    if (!onAnother) return;
    event.preventDefault();
    onAnother();
  }

  return (
    <section
      aria-labelledby={STATUS_ID}
      className="rounded-2xl border-2 border-green-700 bg-surface p-6 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className="mt-0.5 h-7 w-7 shrink-0 text-green-700"
        >
          <path d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z" />
          <path d="M8 12.5l2.75 2.75L16.5 9.5" />
        </svg>
        <h3
          ref={heading}
          id={STATUS_ID}
          tabIndex={-1}
          aria-describedby="contact-thanks"
          className="scroll-mt-28 text-xl font-semibold text-brand-900 outline-none"
        >
          {confirmation.heading}
        </h3>
      </div>
      <p id="contact-thanks" role="status" className="mt-4 text-lg font-semibold text-green-800">
        {words.success}
        {reference ? (
          <>
            {" "}
            {words.reference.before} <LtrText>{reference}</LtrText>
            {words.reference.after}
          </>
        ) : null}
      </p>
      <h4 className="mt-6 font-semibold text-ink">{confirmation.nextHeading}</h4>
      <ul className="mt-2 list-disc space-y-2 ps-6">
        {confirmation.next.map((step, index) => (
          <li key={index}>
            <TextWithLtrRuns text={step} />
          </li>
        ))}
        <li>
          {confirmation.complaints.before}
          <a href={complaintsHref} className="font-semibold text-brand-700 underline">
            {confirmation.complaints.link}
          </a>
          {confirmation.complaints.after}
        </li>
      </ul>
      <p className="mt-6">
        <a
          href={formHref}
          onClick={another}
          className="inline-flex min-h-11 items-center rounded-lg border-2 border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {confirmation.another}
        </a>
      </p>
    </section>
  );
}
