import type { HomeContent } from "../content/home";
import { primaryActionClass, secondaryActionClass } from "../components/primary-action";
import { HeroIllustration } from "./hero-illustration";

/** A morning sky, from the Gulf's light teal down to the sand the skyline stands on. */
export function Hero({ content }: { content: HomeContent["hero"] }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="overflow-hidden bg-linear-to-b from-gulf-50 via-white to-sand-50"
    >
      <div className="mx-auto grid max-w-6xl items-end gap-6 px-4 pt-10 sm:pt-16 lg:grid-cols-[1fr_1.1fr] lg:gap-10">
        <div className="lg:pb-20">
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl lg:text-6xl"
          >
            {content.heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-muted sm:mt-6 sm:text-xl">{content.pitch}</p>
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8 sm:gap-4">
            <a href="#plans" className={primaryActionClass}>
              {content.primaryAction}
            </a>
            <a href="#contact" className={secondaryActionClass}>
              {content.secondaryAction}
            </a>
          </div>
        </div>
        <HeroIllustration className="mx-auto -mb-px block h-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
