import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { internationalCallsView } from "../rates/call-rates-view.server";
import { queryOf } from "../rates/finder-view.server";
import { InternationalCallsPage } from "../rates/international-calls-page";
import type { Route } from "./+types/international-calls";

/**
 * Every destination's call and SMS price; `?q=` answers the search form and `?minutes=&to=` the
 * monthly estimate, without JavaScript.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  return internationalCallsView(context.get(requestLocaleContext), queryOf(url), url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.content.meta, { branded: true });

export default function InternationalCalls({ loaderData }: Route.ComponentProps) {
  return <InternationalCallsPage {...loaderData} />;
}
