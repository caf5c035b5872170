import { isRouteErrorResponse, Outlet } from "react-router";
import { StatusMessage } from "../components/status-message";
import { brandedPageMetaTags } from "../document/meta";
import { pageLayoutOf, usePageLayout } from "../document/page-layout";
import { localizedPath } from "../i18n/locale";
import type { Route } from "./+types/page";

/**
 * The parent of every page, with no path of its own. A page's error (a method it does not take, a
 * failed loader) stops at this boundary, beneath the root, so the root's loader still runs and the
 * error page is framed and worded in the page's language
 * (docs/decisions/026-locale-resolved-once-layout-as-root-data.md).
 */
export default function Page() {
  return <Outlet />;
}

/** Which of the layout's error texts describes an error. */
function errorKind(error: unknown) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 400) return "badRequest";
    if (error.status === 404) return "notFound";
    if (error.status === 405) return "methodNotAllowed";
    if (error.status === 403 || error.status === 411 || error.status === 415) return "formRefused";
    if (error.status === 413) return "formTooLong";
  }
  return "unexpectedError";
}

/** Error pages get their own title; pages that rendered set theirs in their route module. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const { text } = pageLayoutOf(matches);
  return brandedPageMetaTags(text[errorKind(error)], text.brandName);
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { locale, text } = usePageLayout();
  // Stack traces help on the development server and must never reach a visitor.
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <StatusMessage
      {...text[errorKind(error)]}
      homeHref={localizedPath(locale, "/")}
      detail={detail}
    />
  );
}
