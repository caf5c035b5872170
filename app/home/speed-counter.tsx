import { useRef } from "react";
import { useCountUp } from "./use-count-up";
import { NBSP } from "../i18n/count-parts";

interface SpeedCounterProps {
  label: string;
  unit: string;
  target: number;
  stepMs: number;
  /** The final value as the page writes it, what screen readers hear. */
  finalText: string;
}

/**
 * The "Average Download Speed" figure. The counting digits are hidden from assistive
 * technology, which reads the final value once instead of every step.
 */
export function SpeedCounter({ label, unit, target, stepMs, finalText }: SpeedCounterProps) {
  const ref = useRef<HTMLDListElement>(null);
  const value = useCountUp(ref, target, stepMs);
  return (
    <dl ref={ref} className="rounded-2xl bg-brand-900 p-5 text-white sm:p-6">
      <dt className="font-medium text-brand-100">{label}</dt>
      <dd className="mt-1 flex items-baseline gap-2">
        {/* Left to right and aligned to where the number starts, so a count that gains a
            digit only grows into its reserved width: nothing on the page moves. */}
        <span
          aria-hidden="true"
          data-testid="speed-value"
          dir="ltr"
          className="inline-block min-w-[3ch] text-start text-4xl font-extrabold text-sand-200 tabular-nums sm:text-5xl"
        >
          {value}
        </span>
        <span aria-hidden="true" className="text-xl font-semibold">
          {unit}
        </span>
        <span className="sr-only">
          {finalText}
          {NBSP}
          {unit}
        </span>
      </dd>
    </dl>
  );
}
