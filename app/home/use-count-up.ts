import { type RefObject, useEffect, useState } from "react";

/**
 * The value shown `elapsedMs` after the count started. A frame's timestamp is when the frame
 * began, which can be a moment before the observer callback that started the count, so a
 * negative elapsed time is possible and reads as 0.
 */
export function countUpValue(elapsedMs: number, stepMs: number, target: number): number {
  return Math.min(target, Math.max(0, Math.floor(elapsedMs / stepMs)));
}

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
      const steps = countUpValue(now - startedAt, stepMs, target);
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
