import { data, useLocation } from "react-router";
import { StatusMessage } from "~/components/status-message";
import { layoutByLocale } from "~/content/layout";
import { localeFromPathname, localizedPath } from "~/lib/locale";
import { brandedPageMetaTags } from "~/lib/meta";
import type { Route } from "./+types/not-found";

/** Any path no page claims: the branded not-found page, with HTTP status 404, for any method. */
export function loader() {
  return data(null, { status: 404 });
}

export const action = loader;

export const meta: Route.MetaFunction = ({ location }) => {
  const layout = layoutByLocale[localeFromPathname(location.pathname)];
  return [
    ...brandedPageMetaTags(layout.notFound, layout.brandName),
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  const locale = localeFromPathname(useLocation().pathname);
  const { notFound } = layoutByLocale[locale];
  return <StatusMessage {...notFound} homeHref={localizedPath(locale, "/")} />;
}
