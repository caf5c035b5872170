import type { HomeContent } from "~/content/types";

export function Hero({ content }: { content: HomeContent["hero"] }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1
          id="hero-heading"
          className="max-w-3xl text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl"
        >
          {content.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{content.pitch}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <a
            href="#plans"
            className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {content.primaryAction}
          </a>
          <a
            href="#contact"
            className="rounded-lg border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-100"
          >
            {content.secondaryAction}
          </a>
        </div>
      </div>
    </section>
  );
}
