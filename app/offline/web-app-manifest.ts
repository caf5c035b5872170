import type { LayoutContent } from "../content/layout";
import { type Locale, localizedPath } from "../i18n/locale";

/** The icons scripts/favicon.mjs draws from the favicon: the sizes browsers ask for. */
export const appIconSizes = [192, 512] as const;

/** The colour of the browser's bar and the app's splash: the brand's, as `theme-color`. */
export const THEME_COLOR = "#0f52bd";

/**
 * What a language's manifest says, so the site can be added to a home screen in that language:
 * the brand's names, the footer's tagline, the home page as the start, and the favicon drawn
 * large. public/'s files are held to it by a unit test.
 */
export function webAppManifest(locale: Locale, layout: LayoutContent) {
  return {
    name: layout.brandName,
    short_name: layout.appName,
    description: layout.footer.tagline,
    lang: layout.lang,
    dir: layout.dir,
    start_url: localizedPath(locale, "/"),
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: appIconSizes.map((size) => ({
      src: `/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}
