import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { layout as arabicLayout } from "../content/ar/layout";
import { layout as englishLayout } from "../content/en/layout";
import { locales } from "../i18n/locale";
import { manifestPaths } from "../site/paths";
import { appIconSizes, THEME_COLOR, webAppManifest } from "./web-app-manifest";

const PUBLIC = path.resolve(import.meta.dirname, "../../public");
const layouts = { en: englishLayout, ar: arabicLayout };

describe("the web app manifests in public/", () => {
  for (const locale of locales) {
    it(`${manifestPaths[locale]} says what the ${locale} layout says`, () => {
      const file = JSON.parse(readFileSync(path.join(PUBLIC, manifestPaths[locale]), "utf8"));
      expect(file).toEqual(webAppManifest(locale, layouts[locale]));
    });
  }

  it("names icons that exist at the size they claim", () => {
    for (const size of appIconSizes) {
      const png = readFileSync(path.join(PUBLIC, `icon-${size}.png`));
      // A PNG's IHDR chunk holds its width and height as the first two big-endian words.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it("takes its theme colour from the brand's token in the stylesheet", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");
    expect(css).toContain(`--color-brand-700: ${THEME_COLOR};`);
  });
});
