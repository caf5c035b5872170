import { LegalDocument } from "../legal/legal-document";
import { wordsOf } from "../content/words.server";
import { pagePathOf } from "../i18n/locale";
import { requestLocaleContext } from "../i18n/request-locale";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { isLegalSlug } from "../site/paths";
import type { Route } from "./+types/legal";

/** One module for every legal page: the path names the document. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const locale = context.get(requestLocaleContext);
  const slug = pagePathOf(pathname).slice(1);
  // Only the legal slugs have this route, matched in their exact case (app/routes.ts).
  if (!isLegalSlug(slug)) throw new Error(`No legal document is routed at ${pathname}`);
  return {
    document: wordsOf(locale, "legal")[slug],
    intlLocale: wordsOf(locale, "layout").intlLocale,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.document.meta, { branded: true });

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData.document} intlLocale={loaderData.intlLocale} />;
}
