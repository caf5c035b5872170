import { planIds, type PlanId } from "../domain/catalog";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { pagePathOf } from "../i18n/locale";
import { requestLocaleContext } from "../i18n/request-locale";
import { PlanPage } from "../plans/plan-page";
import { planPageView } from "../plans/plan-page-view.server";
import { pricesFromSentence } from "../rates/call-rules.server";
import type { Route } from "./+types/plan";

const isPlanId = (value: string): value is PlanId => (planIds as readonly string[]).includes(value);

/** One module for every plan's page: the path names the plan. */
export function loader({ url, context }: Route.LoaderArgs) {
  const id = pagePathOf(url.pathname).replace(/^\/plans\//, "");
  // Only the plans' own paths have this route, matched in their exact case (app/routes.ts).
  if (!isPlanId(id)) throw new Error(`No plan is routed at ${url.pathname}`);
  const locale = context.get(requestLocaleContext);
  // The Key Facts say from when the prices hold, as the rates pages do.
  return planPageView(locale, id, pricesFromSentence(locale));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.page.meta, { branded: true });

export default function Plan({ loaderData }: Route.ComponentProps) {
  return <PlanPage {...loaderData} />;
}
