import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { finderInputOf } from "../plans/finder-input";
import { PlansPage } from "../plans/plans-page";
import { plansOverviewView } from "../plans/plans-overview-view.server";
import type { Route } from "./+types/plans";

/** The plans side by side; `?data=…&minutes=…` answers the finder without JavaScript. */
export function loader({ url, context }: Route.LoaderArgs) {
  return plansOverviewView(context.get(requestLocaleContext), finderInputOf(url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.words.meta, { branded: true });

export default function Plans({ loaderData }: Route.ComponentProps) {
  return <PlansPage {...loaderData} />;
}
