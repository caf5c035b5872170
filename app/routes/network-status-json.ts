import { networkStatusContext } from "../network-status/network-status-context";
import { NETWORK_STATUS_CACHE_CONTROL, noticesJson } from "../network-status/public-answers";
import type { Route } from "./+types/network-status-json";

/** The page's notices as JSON, for the app. */
export async function loader({ context }: Route.LoaderArgs) {
  const snapshot = await context.get(networkStatusContext).notices();
  return new Response(JSON.stringify(noticesJson(snapshot)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": NETWORK_STATUS_CACHE_CONTROL,
    },
  });
}
