import type { ReactNode } from "react";
import type { HomeSection } from "../content/home";
import type { SectionId } from "../site/paths";

/**
 * A section's ground: white, the cool or warm tint, the Gulf's light teal, or the night band
 * (navy, white words) that breaks the page's rhythm once.
 */
export type SectionTone = "plain" | "muted" | "gulf" | "sand" | "night";

const toneClass: Record<SectionTone, string> = {
  plain: "",
  muted: "bg-surface-muted",
  gulf: "bg-gulf-50",
  sand: "bg-sand-50",
  night: "bg-brand-900 text-white",
};

interface PageSectionProps {
  id: SectionId;
  content: HomeSection;
  children?: ReactNode;
  tone?: SectionTone;
  /** A small drawing beside the heading (decorative, hidden from assistive technology). */
  art?: ReactNode;
}

/**
 * A home-page section: the target of an in-page anchor. `tabIndex={-1}` lets the browser move
 * focus to it when its anchor is followed, so keyboard and screen-reader users land there too.
 */
export function PageSection({ id, content, children, tone = "plain", art }: PageSectionProps) {
  const night = tone === "night";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className={toneClass[tone] || undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-9 sm:py-20">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2
              id={`${id}-heading`}
              className={`text-2xl font-bold text-balance sm:text-4xl ${night ? "text-white" : "text-brand-900"}`}
            >
              {content.heading}
            </h2>
            <p
              className={`mt-2 max-w-2xl sm:mt-3 sm:text-lg ${night ? "text-brand-100" : "text-ink-muted"}`}
            >
              {content.intro}
            </p>
          </div>
          {art ? <div className="w-16 shrink-0 sm:w-28">{art}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
