import type { ReactNode } from "react";
import type { HomeSection } from "../content/home";
import type { SectionId } from "../site/paths";

interface PageSectionProps {
  id: SectionId;
  content: HomeSection;
  children?: ReactNode;
  tone?: "plain" | "muted";
}

/**
 * A home-page section: the target of an in-page anchor. `tabIndex={-1}` lets the browser move
 * focus to it when its anchor is followed, so keyboard and screen-reader users land there too.
 */
export function PageSection({ id, content, children, tone = "plain" }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className={tone === "muted" ? "bg-surface-muted" : undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-brand-900 sm:text-4xl">
          {content.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{content.intro}</p>
        {children}
      </div>
    </section>
  );
}
