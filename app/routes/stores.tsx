import { communityPlaces } from "../domain/communities";
import { emirates } from "../domain/emirates";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { typedParam } from "../i18n/typed-text";
import { MAX_NEAR_LENGTH, NEAR_PARAM } from "../site/query-params";
import { visitorLocationOf } from "../site/visitor-location-param";
import { StoresPage } from "../stores/stores-page";
import { storesView } from "../stores/stores-view.server";
import type { Route } from "./+types/stores";

/** The places a visitor may name: an emirate first, then every community of the coverage file. */
const nearStorePlaces = [...emirates, ...communityPlaces];

/**
 * Every store, open now or not; `?near=…`, or the visitor's `?lat=…&lng=…`, lists them by
 * distance, answered without JavaScript.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  return storesView(
    context.get(requestLocaleContext),
    typedParam(url.searchParams, NEAR_PARAM, MAX_NEAR_LENGTH),
    Date.now(),
    nearStorePlaces,
    visitorLocationOf(url),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.words.meta, { branded: true });

export default function Stores({ loaderData }: Route.ComponentProps) {
  return <StoresPage {...loaderData} />;
}
