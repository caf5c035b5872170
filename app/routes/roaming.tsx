import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { queryOf } from "../rates/finder-view.server";
import { RoamingPage } from "../rates/roaming-page";
import { roamingView } from "../rates/roaming-view.server";
import type { Route } from "./+types/roaming";

/** Every destination's roaming rates and the safeguards; `?q=` answers the search form. */
export function loader({ url, context }: Route.LoaderArgs) {
  return roamingView(context.get(requestLocaleContext), queryOf(url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.content.meta, { branded: true });

export default function Roaming({ loaderData }: Route.ComponentProps) {
  return <RoamingPage {...loaderData} />;
}
