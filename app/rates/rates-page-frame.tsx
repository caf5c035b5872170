import type { ReactNode } from "react";

interface RatesPageFrameProps {
  heading: string;
  intro: string;
  /** The other rates page, linked at the end. */
  otherPage: { href: string; label: string };
  children: ReactNode;
}

/** The frame both rates pages share: heading, introduction, their parts, a link to the other. */
export function RatesPageFrame({ heading, intro, otherPage, children }: RatesPageFrameProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">{intro}</p>
      {children}
      <p className="mt-10">
        <a href={otherPage.href} className="font-semibold text-brand-700 underline">
          {otherPage.label}
        </a>
      </p>
    </div>
  );
}
