import { coverageView, areaQueryOf } from "../coverage/coverage-view.server";
import { CoveragePage } from "../coverage/coverage-page";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { visitorLocationOf } from "../site/visitor-location-param";
import type { Route } from "./+types/coverage";

/**
 * Every community's 5G and 4G; `?area=`, or the visitor's `?lat=…&lng=…`, answers "check your
 * area", without JavaScript.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  return coverageView(context.get(requestLocaleContext), areaQueryOf(url), visitorLocationOf(url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.content.meta, { branded: true });

export default function Coverage({ loaderData }: Route.ComponentProps) {
  return <CoveragePage {...loaderData} />;
}
