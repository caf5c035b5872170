import { networkStatusContext } from "../network-status/network-status-context";
import { NETWORK_STATUS_CACHE_CONTROL } from "../network-status/public-answers";
import { anyCurrentProblem } from "../network-status/status-view";
import type { Route } from "./+types/network-status-summary";

/** Whether an outage or a slower service is in force anywhere: the home page's notice asks. */
export async function loader({ context }: Route.LoaderArgs) {
  const { notices } = await context.get(networkStatusContext).notices();
  return new Response(JSON.stringify({ problem: anyCurrentProblem(notices) }), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": NETWORK_STATUS_CACHE_CONTROL,
    },
  });
}
