/** The Sahab ("cloud") mark: a cloud carrying three signal bars. Decorative beside the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 40 32"
      width="40"
      height="32"
      className={className}
    >
      <path
        fill="var(--color-brand-600)"
        d="M31.5 12.2A10 10 0 0 0 12.3 9.4 8 8 0 0 0 9 25h22a6.5 6.5 0 0 0 .5-12.8z"
      />
      <g fill="#fff">
        <rect x="13" y="17" width="3" height="5" rx="1" />
        <rect x="18.5" y="14" width="3" height="8" rx="1" />
        <rect x="24" y="11" width="3" height="11" rx="1" />
      </g>
    </svg>
  );
}
