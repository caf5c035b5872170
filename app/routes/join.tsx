import { data, redirect } from "react-router";
import { routeMetaTags } from "../document/meta";
import { pageLayoutOf } from "../document/page-layout";
import { requestLocaleContext } from "../i18n/request-locale";
import { postedJoinForm } from "../join/join-post.server";
import { answerJoinPost, nearestStores, storeChoiceOf } from "./join-request.server";
import { JoinPage } from "../join/join-page";
import { freshValues, joinConfirmationView, joinFormView } from "../join/join-view.server";
import { referenceOf } from "../contact/message-reference";
import { wordsOf } from "../content/words.server";
import { PLAN_PARAM, REFERENCE_PARAM, SENT_PARAM } from "../site/contact-urls";
import type { Route } from "./+types/join";

/**
 * The form with the plan of the address chosen (`?plan=standard`), prerendered without one; or
 * the confirmation a stored request leads to (`?sent=1&ref=…`), read back from its address.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const locale = context.get(requestLocaleContext);
  const now = Date.now();
  const sent = url.searchParams.get(SENT_PARAM) === "1";
  const reference = sent ? (referenceOf(url.searchParams.get(REFERENCE_PARAM) ?? "") ?? "") : "";
  return {
    meta: wordsOf(locale, "join").meta,
    form: joinFormView(locale, {
      values: freshValues(url.searchParams.get(PLAN_PARAM) ?? ""),
      nearest: nearestStores(locale, "", now),
    }),
    confirmation: sent
      ? joinConfirmationView(locale, url.searchParams, reference, (id) => storeChoiceOf(locale, id))
      : undefined,
  };
}

/**
 * A request stored leads to its confirmation (303, so a reload sends nothing twice); one
 * refused, or a question the form asked first (the nearest stores, a phone), is the form
 * again with everything typed and the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(requestLocaleContext);
  const answer = await answerJoinPost(await postedJoinForm(request), { locale, context });
  if ("location" in answer) return redirect(answer.location, 303);
  return data(answer.view, { status: answer.status });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  routeMetaTags(pageLayoutOf(matches), loaderData.meta, { branded: true });

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  return <JoinPage form={actionData ?? loaderData.form} confirmation={loaderData.confirmation} />;
}
