import type { ReactNode } from "react";

interface FeatureCardProps {
  icon: ReactNode;
  heading: string;
  children: ReactNode;
}

/** A card with an icon, a heading and free content: calls, support channels. */
export function FeatureCard({ icon, heading, children }: FeatureCardProps) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
      <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h3 className="mt-4 text-xl font-semibold text-brand-900">{heading}</h3>
      <div className="mt-2 flex flex-1 flex-col gap-3 text-ink-muted">{children}</div>
    </article>
  );
}
