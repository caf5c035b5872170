import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { typedParam } from "../i18n/typed-text";
import { DevicesPage } from "../phone-check/devices-page";
import { devicesView } from "../phone-check/devices-view.server";
import { DEVICE_MODEL_PARAM, MAX_MODEL_LENGTH } from "../site/query-params";
import type { Route } from "./+types/devices";

/**
 * "Is my phone ready?": prerendered with its form and every phone listed; `?model=` is answered
 * by the server, without JavaScript.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  return devicesView(
    context.get(requestLocaleContext),
    typedParam(url.searchParams, DEVICE_MODEL_PARAM, MAX_MODEL_LENGTH),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.words.meta, { branded: true });

export default function Devices({ loaderData }: Route.ComponentProps) {
  return <DevicesPage {...loaderData} />;
}
