import arabicRegularUrl from "./fonts/ibm-plex-sans-arabic-400-subset.woff2?url";
import arabicBoldUrl from "./fonts/ibm-plex-sans-arabic-700-subset.woff2?url";
import interLatinUrl from "./fonts/inter-latin-subset.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet } from "react-router";
import { LanguageSwitch } from "./components/language-switch";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SkipLink } from "./components/skip-link";
import { siteConfig } from "./domain/site-config";
import { sectionLinks } from "./components/section-links";
import { menuGroupsFor } from "./components/menu-groups";
import { defaultLocale, type Locale, localizedPath } from "./i18n/locale";
import { requestLocaleContext, resolveRequestLocale } from "./i18n/request-locale";
import { siteOrigin } from "./site/origin";
import { faviconPaths, manifestPaths, searchPagePath } from "./site/paths";
import { SEARCH_QUERY_PARAM } from "./site/query-params";
import { type PageLayout, useOptionalPageLayout } from "./document/page-layout";
import { pageLayoutFor } from "./document/page-layout.server";
import type { siteSearchIsland } from "./site-search/search-islands";
import { menuScript } from "./components/menu-script";
import { noScriptCss } from "./components/no-script-css";
import { OfflineCopyNote } from "./offline/offline-copy-note";
import { isOfflinePage } from "./offline/offline-pages";
import { THEME_COLOR } from "./offline/web-app-manifest";
import type { Route } from "./+types/root";
import "./app.css";

const SEARCH_ISLAND: typeof siteSearchIsland.name = "site-search";

const MAIN_ID = "main-content";

export const middleware: Route.MiddlewareFunction[] = [resolveRequestLocale];

/**
 * The page's language and the layout's words in it; see
 * docs/decisions/026-locale-resolved-once-layout-as-root-data.md.
 */
export function loader({ context, url }: Route.LoaderArgs): PageLayout {
  return pageLayoutFor(context.get(requestLocaleContext), url.pathname, url.searchParams);
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: faviconPaths.ico, sizes: "32x32" },
  { rel: "icon", href: faviconPaths.svg, type: "image/svg+xml" },
];

/**
 * Every font file a page draws with, by language, each preloaded: an Arabic page's two faces
 * carry its Latin too (docs/decisions/057-arabic-pages-in-one-family.md).
 */
const fontsByLocale: Record<Locale, string[]> = {
  en: [interLatinUrl],
  ar: [arabicRegularUrl, arabicBoldUrl],
};

/** Only the root's own failure reaches its error boundary: pages' errors stop in routes/page.tsx. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? [{ title: siteConfig.brandName }] : [];

/** The document and the site chrome, shared by every page and every error page. */
export function Layout({ children }: { children: ReactNode }) {
  const pageLayout = useOptionalPageLayout();
  if (!pageLayout) return <BareDocument>{children}</BareDocument>;

  const { locale, pagePath, text, languages } = pageLayout;
  const navLinks = sectionLinks(text, locale, pagePath === "/");
  const page = pagePath === null ? null : localizedPath(locale, pagePath);
  return (
    <html lang={text.lang} dir={text.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        {fontsByLocale[locale].map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <Links />
        <link rel="manifest" href={manifestPaths[locale]} />
        {pagePath !== null && <AlternateLinks pagePath={pagePath} languages={languages} />}
        <script dangerouslySetInnerHTML={{ __html: menuScript }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <SkipLink targetId={MAIN_ID} label={text.skipLink} />
        <SiteHeader
          content={text}
          homeHref={localizedPath(locale, "/")}
          groups={menuGroupsFor(text, locale, pagePath)}
          sections={pagePath === "/" ? navLinks : null}
          search={{
            action: localizedPath(locale, searchPagePath),
            name: SEARCH_QUERY_PARAM,
            island: SEARCH_ISLAND,
          }}
          languageSwitch={
            <LanguageSwitch
              languages={languages.filter((language) => language.locale !== locale)}
              pagePath={pagePath ?? "/"}
              query={pageLayout.query}
            />
          }
        />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1">
          {page !== null && isOfflinePage(page) && (
            <OfflineCopyNote
              page={page}
              words={text.offlineCopy}
              intlLocale={text.intlLocale}
              register={import.meta.env.PROD}
            />
          )}
          {children}
        </main>
        <SiteFooter content={text} locale={locale} links={navLinks} />
      </body>
    </html>
  );
}

/**
 * The document when the root's own data is missing, which only a defect in its middleware or
 * loader can cause: no chrome, no script, no words in any one language.
 */
function BareDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={defaultLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** The page in every language, and the one for a visitor whose language the site lacks. */
function AlternateLinks({
  pagePath,
  languages,
}: {
  pagePath: string;
  languages: PageLayout["languages"];
}) {
  return (
    <>
      {languages.map(({ locale, lang }) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={lang}
          href={`${siteOrigin}${localizedPath(locale, pagePath)}`}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${siteOrigin}${localizedPath(defaultLocale, pagePath)}`}
      />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <p className="p-8">
      {status} · <a href="/">{siteConfig.brandName}</a>
    </p>
  );
}
