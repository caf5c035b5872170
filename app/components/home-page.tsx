import type { HomeContent } from "~/content/types";
import { sectionIds } from "~/lib/site-paths";
import { Hero } from "./hero";
import { PageSection } from "./page-section";

export function HomePage({ content }: { content: HomeContent }) {
  return (
    <>
      <Hero content={content.hero} />
      {sectionIds.map((id, index) => (
        <PageSection
          key={id}
          id={id}
          content={content.sections[id]}
          tone={index % 2 === 0 ? "plain" : "muted"}
        />
      ))}
    </>
  );
}
