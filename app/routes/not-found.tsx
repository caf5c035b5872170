import { data, redirect } from "react-router";
import { StatusMessage } from "../components/status-message";
import { localizedPath } from "../i18n/locale";
import { errorStatusContext } from "../document/error-status";
import { brandedPageMetaTags } from "../document/meta";
import { pageLayoutOf, usePageLayout } from "../document/page-layout";
import { realPathOf } from "../site/paths";
import type { Route } from "./+types/not-found";

/**
 * Any path no page claims. A wrong letter case of a real page (`/Terms`) moves permanently to
 * its address, keeping the query; anything else is the branded not-found page, status 404. The
 * server also renders here the errors it finds itself (a 405 on a file, a 400 for an address
 * it cannot read), which the page's error boundary words.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const status = context.get(errorStatusContext);
  if (status !== null && status !== 404) throw data(null, { status });
  const realPath = realPathOf(url.pathname);
  if (realPath !== undefined && realPath !== url.pathname) {
    throw redirect(`${realPath}${url.search}`, 301);
  }
  return notFound();
}

/** A form posted to a path no page claims is not resent elsewhere: 404, for any method. */
export function action() {
  return notFound();
}

function notFound() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = pageLayoutOf(matches);
  return [
    ...brandedPageMetaTags(text.notFound, text.brandName),
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  const { locale, text } = usePageLayout();
  return <StatusMessage {...text.notFound} homeHref={localizedPath(locale, "/")} />;
}
