import { networkStatusContext } from "../network-status/network-status-context";
import { NETWORK_STATUS_CACHE_CONTROL, noticesAtom } from "../network-status/public-answers";
import { siteOrigin } from "../site/origin";
import type { Route } from "./+types/network-status-atom";

/** The page's notices as an Atom feed, for people who subscribe. */
export async function loader({ context }: Route.LoaderArgs) {
  const snapshot = await context.get(networkStatusContext).notices();
  return new Response(noticesAtom(snapshot, { origin: siteOrigin }), {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": NETWORK_STATUS_CACHE_CONTROL,
    },
  });
}
