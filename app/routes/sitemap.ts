import { wordsOf } from "../content/words.server";
import { defaultLocale, locales, localizedPath } from "../i18n/locale";
import { siteOrigin } from "../site/origin";
import { pagePaths } from "../site/paths";

/**
 * /sitemap.xml, prerendered at build: every page in every language, each with its language
 * alternates, so search engines pair the English and Arabic pages.
 */
export function loader() {
  const url = (locale: (typeof locales)[number], path: string) =>
    `${siteOrigin}${localizedPath(locale, path)}`;
  const entries = pagePaths.flatMap((path) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${wordsOf(locale, "layout").lang}" href="${url(locale, path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLocale, path)}"/>`,
    ].join("\n");
    return locales.map(
      (locale) => `  <url>\n    <loc>${url(locale, path)}</loc>\n${alternates}\n  </url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
