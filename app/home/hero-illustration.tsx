/**
 * The hero's picture, drawn for this site: sahab, the clouds, over a morning skyline of the
 * Emirates (a needle tower, a sail, a dome and its minaret) on the dunes, a sun rising behind,
 * the signal reaching out from the tallest tower. Inline, so it costs no request and has its
 * size from the first byte (no shift); no text in it, nothing to mirror in Arabic (a skyline
 * reads the same from either side). The clouds drift only where motion is welcome (app.css).
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 480 320"
      width="480"
      height="320"
      className={className}
    >
      {/* The scene is seen through a round window, so the dunes end in a curve, not a cut. */}
      <clipPath id="hero-window">
        <circle cx="240" cy="240" r="240" />
      </clipPath>
      <g clipPath="url(#hero-window)">
        <circle cx="240" cy="240" r="240" fill="var(--color-gulf-100)" opacity=".55" />
        <circle cx="322" cy="190" r="92" fill="var(--color-sand-100)" />
        <circle cx="322" cy="190" r="62" fill="var(--color-sand-200)" />
        <g fill="var(--color-gulf-200)">
          <rect x="96" y="196" width="20" height="84" rx="3" />
          <rect x="168" y="176" width="16" height="104" rx="3" />
          <rect x="300" y="166" width="18" height="114" rx="3" />
          <rect x="420" y="200" width="22" height="80" rx="3" />
        </g>
        <g fill="var(--color-brand-900)">
          {/* The needle: stepped setbacks up to a spire. */}
          <path d="M226 280V176h4v-38h4V98h4V64h2.5V22h1V64H244v34h4v40h4v38h4v104z" />
          {/* The sail, on its mast. */}
          <path d="M368 280V128h3c28 20 40 72 33 152z" />
          {/* The dome and its minaret. */}
          <path d="M44 280v-26a26 26 0 0 1 52 0v26z" />
          <path d="M104 280v-70l4-10 4 10v70z" />
          <rect x="128" y="214" width="26" height="66" rx="2" />
          <rect x="186" y="190" width="22" height="90" rx="2" />
          <rect x="270" y="204" width="24" height="76" rx="2" />
          <path d="M326 280v-94l16-10v104z" />
          <rect x="412" y="222" width="24" height="58" rx="2" />
        </g>
        <g fill="var(--color-gulf-300)" opacity=".55">
          <rect x="134" y="222" width="4" height="6" />
          <rect x="144" y="236" width="4" height="6" />
          <rect x="192" y="200" width="4" height="6" />
          <rect x="200" y="222" width="4" height="6" />
          <rect x="276" y="214" width="4" height="6" />
          <rect x="284" y="236" width="4" height="6" />
          <rect x="418" y="232" width="4" height="6" />
        </g>
        <path fill="var(--color-sand-300)" d="M0 272c70-26 150-20 230 0s170 14 250-8v56H0z" />
        <path fill="var(--color-sand-400)" d="M0 298c90-22 170-6 250 8 80 14 160 4 230-14v28H0z" />
      </g>
      <g fill="none" stroke="var(--color-gulf-400)" strokeWidth="4" strokeLinecap="round">
        <path d="M252 18a16 16 0 0 1 0 24M228 42a16 16 0 0 1 0-24" />
        <path d="M262 8a30 30 0 0 1 0 44M218 52a30 30 0 0 1 0-44" opacity=".6" />
        <path d="M272-2a44 44 0 0 1 0 64M208 62a44 44 0 0 1 0-64" opacity=".3" />
      </g>
      <g className="hero-clouds">
        <path
          fill="var(--color-gulf-100)"
          d="M40 118a22 22 0 0 1 10-40 30 30 0 0 1 56-12 24 24 0 0 1 42 12 22 22 0 0 1 16 40z"
        />
        <path
          fill="#fff"
          d="M40 110a22 22 0 0 1 10-40 30 30 0 0 1 56-12 24 24 0 0 1 42 12 22 22 0 0 1 16 40z"
        />
        <path
          fill="var(--color-gulf-100)"
          d="M354 92a16 16 0 0 1 8-28 24 24 0 0 1 44-8 18 18 0 0 1 32 10 14 14 0 0 1 8 26z"
        />
        <path
          fill="#fff"
          d="M354 86a16 16 0 0 1 8-28 24 24 0 0 1 44-8 18 18 0 0 1 32 10 14 14 0 0 1 8 26z"
        />
        <path
          fill="#fff"
          opacity=".9"
          d="M150 176a14 14 0 0 1 8-24 20 20 0 0 1 36-4 14 14 0 0 1 22 12 12 12 0 0 1 4 16z"
        />
      </g>
    </svg>
  );
}
