import { type RefObject, useEffect, useState } from "react";

/**
 * Counts from 0 up to `target`, one step every `stepMs`, once the element scrolls into view.
 * Until then, and always for people who ask for reduced motion, it shows the final value,
 * which is also what the server renders. The count is derived from elapsed time, so a slow
 * frame skips a number instead of stretching the whole count.
 */
export function useCountUp(
  elementRef: RefObject<Element | null>,
  target: number,
  stepMs: number,
): number {
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = elementRef.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let frame = 0;
    const tick = (startedAt: number) => (now: number) => {
      const steps = Math.min(target, Math.floor((now - startedAt) / stepMs));
      setValue(steps);
      if (steps < target) frame = requestAnimationFrame(tick(startedAt));
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const startedAt = performance.now();
      setValue(0);
      frame = requestAnimationFrame(tick(startedAt));
    });
    observer.observe(element);

    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [elementRef, target, stepMs]);

  return value;
}
