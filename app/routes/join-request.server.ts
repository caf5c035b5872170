/**
 * The join page's parts from the features it shows: the stores a visitor may collect from (the
 * stores feature's, nearest first) and the storing of a request (the contact feature's outbox),
 * handed to the join page's own rules and views, as no feature imports another (floors.mjs).
 */
import type { RouterContextProvider } from "react-router";
import { storeSignupRequest } from "../contact/signup-action.server";
import { wordsOf } from "../content/words.server";
import { communityPlaces } from "../domain/communities";
import { HONEYPOT_FIELD } from "../domain/contact-fields";
import { emirates } from "../domain/emirates";
import type { Locale } from "../i18n/locale";
import { deviceVerdict } from "../join/device-verdict";
import { type JoinFormView, joinFormView, type NearestStores } from "../join/join-view.server";
import { intentOf, joinValuesOf, readSignup } from "../join/signup-form.server";
import { contactMetrics } from "../metrics/metrics.server";
import { joinConfirmationPath } from "../site/join-urls";
import { stores } from "../stores/stores";
import { storesView } from "../stores/stores-view.server";

/** The places a visitor may name to list the stores nearest: an emirate, then a community. */
const nearStorePlaces = [...emirates, ...communityPlaces];

/** The stores as the join form lists them at `now`: nearest to `near` first, once one is typed. */
export function nearestStores(locale: Locale, near: string, now: number): NearestStores {
  const view = storesView(locale, near.trim() === "" ? null : near, now, nearStorePlaces);
  return {
    answer: view.nearest.answer,
    problem: view.nearest.problem,
    places: view.nearest.places,
    stores: view.stores.map((store) => ({
      id: store.id,
      name: store.fullName,
      address: store.address,
      distance: store.distance,
      status: store.status.join(", "),
    })),
  };
}

/** What a post to the join page comes to: the form again with a status, or the confirmation. */
export type JoinPostAnswer =
  { view: JoinFormView; status: 200 | 400 | 429 | 503 } | { location: string };

/**
 * A post to the join page: a question (the nearest stores, a phone) answered by the form with
 * everything typed kept; a request refused with each field's error; or a request stored, which
 * leads to its confirmation.
 */
export async function answerJoinPost(
  form: FormData,
  { locale, context }: { locale: Locale; context: Readonly<RouterContextProvider> },
): Promise<JoinPostAnswer> {
  const values = joinValuesOf(form);
  const now = Date.now();
  // Listed only when the form is shown again, not for a request stored.
  const formAgain = (why: Omit<Parameters<typeof joinFormView>[1], "values" | "nearest">) =>
    joinFormView(locale, { values, nearest: nearestStores(locale, values.near, now), ...why });
  const intent = intentOf(form);
  if (intent !== "send") {
    const device =
      intent === "check" && values.device !== "" ? deviceVerdict(values.device) : undefined;
    return { view: formAgain({ answers: { device } }), status: 200 };
  }
  const reading = readSignup(values, {
    now,
    storeIds: stores.map((store) => store.id),
    device: deviceVerdict,
  });
  if (!reading.ok) {
    contactMetrics.refused("invalid", "signup");
    return { view: formAgain({ errors: reading.errors }), status: 400 };
  }
  const { signup, name, email, phone } = reading;
  const stored = await storeSignupRequest(
    { signup, name, email, phone },
    {
      locale,
      context,
      honeypot: Boolean(form.get(HONEYPOT_FIELD)),
    },
  );
  if (!stored.stored) {
    const formError = wordsOf(locale, "join").errors[stored.reason];
    return { view: formAgain({ formError }), status: stored.status };
  }
  return {
    location: joinConfirmationPath(locale, stored.reference, reading.signup, stored.emailed),
  };
}

/** A store by its id, as the join page's confirmation names it. */
export function storeChoiceOf(locale: Locale, id: string) {
  return nearestStores(locale, "", Date.now()).stores.find((store) => store.id === id);
}
