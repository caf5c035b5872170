import arabicRegularUrl from "~/fonts/ibm-plex-sans-arabic-400-subset.woff2?url";
import arabicBoldUrl from "~/fonts/ibm-plex-sans-arabic-700-subset.woff2?url";
import interLatinUrl from "~/fonts/inter-latin-subset.woff2?url";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import { LanguageSwitch } from "~/components/language-switch";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SkipLink } from "~/components/skip-link";
import { StatusMessage } from "~/components/status-message";
import { layoutByLocale } from "~/content/layout";
import { sectionLinks } from "~/components/section-links";
import {
  defaultLocale,
  type Locale,
  localeFromPathname,
  locales,
  localizedPath,
  pagePathOf,
} from "~/i18n/locale";
import { siteOrigin } from "~/i18n/site-origin";
import { brandedPageMetaTags } from "~/document/meta";
import { menuScript } from "~/components/menu-script";
import { noScriptCss } from "~/document/no-script-css";
import { isPagePath } from "~/i18n/site-paths";
import type { Route } from "./+types/root";
import "./app.css";

const MAIN_ID = "main-content";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The font files the first screen of a page needs, by language. */
const fontsByLocale: Record<Locale, string[]> = {
  en: [interLatinUrl],
  ar: [arabicRegularUrl, arabicBoldUrl],
};

/** Which of the layout's error texts describes an error. */
function errorKind(error: unknown) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return "notFound";
    if (error.status === 405) return "methodNotAllowed";
  }
  return "unexpectedError";
}

/** Error pages get their own title; pages that rendered set theirs in their route module. */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const layout = layoutByLocale[localeFromPathname(location.pathname)];
  return brandedPageMetaTags(layout[errorKind(error)], layout.brandName);
};

/** The document and the site chrome, shared by every page and every error page. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPathname(pathname);
  const content = layoutByLocale[locale];
  const homeHref = localizedPath(locale, "/");
  // A path that is no page (a not-found page such as `/ar/ar`) has no twin in another language
  // and no alternates; its language switch leads to the other language's home page.
  const pagePath = isPagePath(pathname) ? pagePathOf(pathname) : undefined;
  const navLinks = sectionLinks(content, locale, pagePath === "/");

  return (
    <html lang={content.lang} dir={content.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f52bd" />
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
        {pagePath !== undefined && <AlternateLinks pagePath={pagePath} />}
        <script dangerouslySetInnerHTML={{ __html: menuScript }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <SkipLink targetId={MAIN_ID} label={content.skipLink} />
        <SiteHeader
          content={content}
          homeHref={homeHref}
          links={navLinks}
          languageSwitch={<LanguageSwitch locale={locale} pagePath={pagePath ?? "/"} />}
        />
        <main id={MAIN_ID} tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter content={content} locale={locale} links={navLinks} />
      </body>
    </html>
  );
}

/** The page in every language, and the one for a visitor whose language the site lacks. */
function AlternateLinks({ pagePath }: { pagePath: string }) {
  return (
    <>
      {locales.map((alternate) => (
        <link
          key={alternate}
          rel="alternate"
          hrefLang={layoutByLocale[alternate].lang}
          href={`${siteOrigin}${localizedPath(alternate, pagePath)}`}
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
  const locale = localeFromPathname(useLocation().pathname);
  const texts = layoutByLocale[locale][errorKind(error)];
  // Stack traces help on the development server and must never reach a visitor.
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <StatusMessage {...texts} homeHref={localizedPath(locale, "/")} detail={detail} />;
}
