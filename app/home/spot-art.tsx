import type { ReactNode } from "react";

/**
 * The home sections' small drawings, each on a 96 × 96 grid in the brand's colours: a cloud
 * (sahab) in every one, with what the section is about. Decorative: the heading beside each
 * says it. Nothing in them points a way, so nothing is mirrored in Arabic.
 */
const drawings = {
  /** A SIM card, its chip in sand, in front of a cloud. */
  plans: (
    <>
      <path
        fill="var(--color-gulf-100)"
        d="M14 62a14 14 0 0 1 6-26 20 20 0 0 1 36-8 16 16 0 0 1 28 8 14 14 0 0 1 4 26z"
      />
      <path
        fill="var(--color-brand-700)"
        d="M34 20h22l12 12v46a4 4 0 0 1-4 4H34a4 4 0 0 1-4-4V24a4 4 0 0 1 4-4z"
      />
      <rect x="38" y="44" width="22" height="24" rx="3" fill="var(--color-sand-300)" />
      <path stroke="var(--color-sand-500)" strokeWidth="2" d="M49 44v24M38 56h22" />
    </>
  ),
  /** The globe, a call's arc from home to the far side, a cloud passing. */
  calls: (
    <>
      <circle cx="48" cy="52" r="30" fill="var(--color-gulf-400)" />
      <g fill="none" stroke="var(--color-brand-900)" strokeWidth="2" opacity=".45">
        <ellipse cx="48" cy="52" rx="12" ry="30" />
        <path d="M18 52h60M22 38h52M22 66h52" />
      </g>
      <path
        fill="none"
        stroke="var(--color-sand-200)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 6"
        d="M30 64C30 30 70 22 76 34"
      />
      <circle cx="30" cy="64" r="5" fill="var(--color-sand-300)" />
      <circle cx="76" cy="34" r="5" fill="var(--color-sand-300)" />
      <path
        fill="#fff"
        d="M6 28a9 9 0 0 1 6-16 13 13 0 0 1 23-3 10 10 0 0 1 15 10 8 8 0 0 1-2 9z"
      />
    </>
  ),
  /** Data coming down from the cloud to a phone, as sahab brings the rain. */
  internet: (
    <>
      <path
        fill="var(--color-gulf-200)"
        d="M12 50a16 16 0 0 1 8-30 22 22 0 0 1 40-8 18 18 0 0 1 30 12 14 14 0 0 1-4 26z"
      />
      <g stroke="var(--color-gulf-500)" strokeWidth="4" strokeLinecap="round">
        <path d="M22 58v8M74 58v8M30 68v6M66 68v6" />
      </g>
      <rect x="33" y="50" width="30" height="44" rx="6" fill="var(--color-brand-900)" />
      <rect x="37" y="56" width="22" height="30" rx="2" fill="#fff" />
      <path
        fill="none"
        stroke="var(--color-gulf-600)"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M48 61v16M42 72l6 6 6-6"
      />
    </>
  ),
  /** A hand holding a phone whose screen says done. */
  activation: (
    <>
      <path
        fill="var(--color-sand-200)"
        d="M10 40a12 12 0 0 1 6-22 18 18 0 0 1 32-6 14 14 0 0 1 24 10 10 10 0 0 1 2 18z"
      />
      <rect x="30" y="22" width="36" height="62" rx="7" fill="var(--color-brand-900)" />
      <rect x="34" y="30" width="28" height="44" rx="3" fill="#fff" />
      <circle cx="48" cy="50" r="10" fill="var(--color-gulf-500)" />
      <path fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" d="M43 50l4 4 7-8" />
      <path fill="var(--color-sand-400)" d="M24 96V70c0-6 4-10 8-10l8 8v10h22c4 0 8 4 8 8v10z" />
    </>
  ),
  /** Two cloud-shaped speech bubbles: a question in sand, an answer in the Gulf's teal. */
  support: (
    <>
      <path
        fill="var(--color-sand-300)"
        d="M8 46a12 12 0 0 1 6-22 18 18 0 0 1 32-6 13 13 0 0 1 20 12 10 10 0 0 1-2 16H22l-8 8z"
      />
      <path
        fill="var(--color-gulf-500)"
        d="M88 78a12 12 0 0 0-6-22 18 18 0 0 0-32-6 13 13 0 0 0-20 12 10 10 0 0 0 2 16h42l8 8z"
      />
      <g fill="#fff">
        <circle cx="48" cy="68" r="3.5" />
        <circle cx="60" cy="68" r="3.5" />
        <circle cx="72" cy="68" r="3.5" />
      </g>
    </>
  ),
} satisfies Record<string, ReactNode>;

export type SpotArtName = keyof typeof drawings;

export function SpotArt({ name, className }: { name: SpotArtName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 96 96"
      width="96"
      height="96"
      className={className ?? "h-auto w-full"}
    >
      {drawings[name]}
    </svg>
  );
}
