import { wordsOf } from "../content/words.server";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { localizedPath } from "../i18n/locale";
import { requestLocaleContext } from "../i18n/request-locale";
import { networkStatusContext } from "../network-status/network-status-context";
import { areaAskedOf } from "../network-status/area-asked";
import { NetworkStatusPage } from "../network-status/network-status-page";
import { NETWORK_STATUS_CACHE_CONTROL } from "../network-status/public-answers";
import { statusView } from "../network-status/status-view";
import type { Route } from "./+types/network-status";
import { networkStatusPagePath } from "../site/paths";

/** Rendered per request from the process's cache of the notices; `?area=` checks one area. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(requestLocaleContext);
  const words = wordsOf(locale, "network-status");
  const snapshot = await context.get(networkStatusContext).notices();
  const area = areaAskedOf(url.searchParams);
  const action = localizedPath(locale, networkStatusPagePath);
  return {
    words,
    action,
    view: statusView(snapshot, {
      locale,
      intlLocale: wordsOf(locale, "layout").intlLocale,
      words,
      area,
      action,
    }),
  };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": NETWORK_STATUS_CACHE_CONTROL,
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.words.meta, { branded: true });

export default function NetworkStatus({ loaderData }: Route.ComponentProps) {
  return <NetworkStatusPage {...loaderData} />;
}
