/**
 * The hero's picture, drawn in SVG: a phone under a cloud sending signal waves. Inline, so it
 * costs no request, scales to any screen and has its size from the first byte (no shift).
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 480 400"
      width="480"
      height="400"
      className={className}
    >
      <circle cx="250" cy="210" r="170" fill="var(--color-brand-100)" />
      <g fill="none" stroke="var(--color-brand-500)" strokeWidth="10" strokeLinecap="round">
        <path d="M330 120a70 70 0 0 1 0 99" opacity=".9" />
        <path d="M360 92a110 110 0 0 1 0 155" opacity=".6" />
        <path d="M390 64a150 150 0 0 1 0 211" opacity=".35" />
      </g>
      <rect x="170" y="110" width="140" height="260" rx="24" fill="var(--color-brand-900)" />
      <rect x="182" y="134" width="116" height="206" rx="10" fill="#fff" />
      <rect x="222" y="120" width="36" height="6" rx="3" fill="var(--color-brand-700)" />
      <g fill="var(--color-brand-600)">
        <rect x="200" y="286" width="14" height="34" rx="4" />
        <rect x="224" y="266" width="14" height="54" rx="4" />
        <rect x="248" y="244" width="14" height="76" rx="4" />
        <rect x="272" y="222" width="14" height="98" rx="4" opacity=".35" />
      </g>
      <rect x="198" y="158" width="84" height="12" rx="6" fill="var(--color-brand-200)" />
      <rect x="198" y="180" width="60" height="12" rx="6" fill="var(--color-brand-200)" />
      <path
        fill="#fff"
        stroke="var(--color-brand-200)"
        strokeWidth="4"
        d="M148 112a46 46 0 0 1 88-20 36 36 0 0 1 54 30 30 30 0 0 1-4 60H120a36 36 0 0 1 28-70z"
      />
      <circle cx="96" cy="300" r="14" fill="var(--color-accent-400)" />
      <circle cx="408" cy="330" r="9" fill="var(--color-accent-400)" opacity=".7" />
    </svg>
  );
}
