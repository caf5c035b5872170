import type { ReactNode } from "react";

interface FoldedSectionProps {
  /** The section's anchor: a link to it opens it (openFoldedTargetScript). */
  id: string;
  heading: string;
  children: ReactNode;
}

/**
 * A part of a rates page that states rules, folded under its heading so the prices come first:
 * a native `<details>`, which opens without JavaScript and keeps its words in the HTML for
 * search engines, the browser's find and screen readers. The heading stays a heading inside
 * the summary, so the page's outline is the same folded or open.
 */
export function FoldedSection({ id, heading, children }: FoldedSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="folded-section">
      <details className="group border-b border-line">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-3">
          <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
            {heading}
          </h2>
          <span aria-hidden="true" className="fold-marker" />
        </summary>
        <div className="pb-5">{children}</div>
      </details>
    </section>
  );
}

/**
 * Opens the folded section a link leads into (`#billing`, `#safeguards`, or anything inside
 * one), before the browser scrolls to it: on a click on such a link, and for the address the
 * page was opened at. Inline and tiny, so it works before any island loads; the policy allows
 * it by its hash. Without JavaScript the section's heading is where the link lands, and a tap
 * opens it.
 */
export const openFoldedTargetScript = `(() => {
  const open = (hash) => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const details = target && (target.closest("details") || target.querySelector(":scope > details"));
    if (details) details.open = true;
  };
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href*='#']") : null;
    if (link && link.pathname === location.pathname) open(link.hash);
  });
  open(location.hash);
})();`;
