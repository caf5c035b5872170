import type { HomeContent } from "../content/home";
import type { PackageView } from "../content/catalog-view";
import { PackageTabs } from "./package-tabs";
import { PageSection } from "../components/page-section";
import { SpotArt } from "./spot-art";

interface InternetSectionProps {
  words: HomeContent["internet"];
  packages: PackageView[];
  speedText: string;
}

export function InternetSection({ words, packages, speedText }: InternetSectionProps) {
  return (
    <PageSection id="internet" content={words} tone="gulf" art={<SpotArt name="internet" />}>
      <PackageTabs words={words} packages={packages} speedText={speedText} />
      <p className="mt-4 text-sm text-ink-muted">{words.addOnNote}</p>
    </PageSection>
  );
}
