import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { NEAR_PARAM } from "../stores/stores-params";
import { StoresPage } from "../stores/stores-page";
import { storesView } from "../stores/stores-view.server";
import type { Route } from "./+types/stores";

/** Every store, open now or not; `?near=…` lists them by distance, answered without JavaScript. */
export function loader({ url, context }: Route.LoaderArgs) {
  return storesView(
    context.get(requestLocaleContext),
    url.searchParams.get(NEAR_PARAM),
    Date.now(),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.words.meta, { branded: true });

export default function Stores({ loaderData }: Route.ComponentProps) {
  return <StoresPage {...loaderData} />;
}
