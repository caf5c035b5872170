import { CheckList } from "../components/check-list";
import type { HomeContent } from "../content/home";
import { HeroIllustration } from "./hero-illustration";

export function Hero({ content }: { content: HomeContent["hero"] }) {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-brand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl"
          >
            {content.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{content.pitch}</p>
          <CheckList
            items={content.highlights}
            className="mt-6 space-y-2"
            itemClassName="font-medium text-brand-900"
          />
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
        <HeroIllustration className="mx-auto h-auto w-full max-w-sm lg:max-w-md" />
      </div>
    </section>
  );
}
