import { LegalDocument } from "../legal/legal-document";
import { wordsOf, statementWords } from "../content/words.server";
import { pagePathOf } from "../i18n/locale";
import { requestLocaleContext } from "../i18n/request-locale";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { isStatementPagePath } from "../site/paths";
import type { Route } from "./+types/statement";

/** The complaints procedure and the accessibility statement: the path names the document. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const locale = context.get(requestLocaleContext);
  const path = pagePathOf(pathname);
  // Only the statements' paths have this route, matched in their exact case (app/routes.ts).
  if (!isStatementPagePath(path)) throw new Error(`No statement is routed at ${pathname}`);
  return {
    document: wordsOf(locale, statementWords[path]),
    intlLocale: wordsOf(locale, "layout").intlLocale,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.document.meta, { branded: true });

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document={loaderData.document} intlLocale={loaderData.intlLocale} />;
}
