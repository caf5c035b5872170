import type { LocateWords } from "../content/types";
import { roundCoordinate } from "../domain/visitor-location";
import { LOCATION_PARAMS } from "../site/query-params";

/** How long the browser may look before the visitor is told, and how old a fix may be. */
const TIMEOUT_MS = 15_000;
const MAXIMUM_AGE_MS = 10 * 60_000;

/**
 * The "Use my location" button: on a press (the visitor's consent; nothing is asked before),
 * asks the browser where it is, rounds the coordinates to about a kilometre and opens the
 * page's own answer for them (`?lat=25.11&lng=55.2`): the location goes to our server alone.
 * What went wrong is said in the live region beside it. A browser without geolocation hides
 * the button, as a page without a script does.
 */
export function enhanceLocate(root: HTMLElement): void {
  const button = root.querySelector("button");
  const status = root.querySelector("[data-locate-status]");
  const words = JSON.parse(root.dataset.words ?? "{}") as LocateWords;
  if (!button || !status || !("geolocation" in navigator)) {
    root.hidden = true;
    root.dataset.hydrated = "";
    return;
  }
  button.addEventListener("click", () => {
    button.disabled = true;
    status.textContent = words.finding;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const answer = new URL(root.dataset.action ?? "", window.location.href);
        answer.searchParams.set(LOCATION_PARAMS.latitude, String(roundCoordinate(coords.latitude)));
        answer.searchParams.set(
          LOCATION_PARAMS.longitude,
          String(roundCoordinate(coords.longitude)),
        );
        window.location.assign(answer);
      },
      (error) => {
        button.disabled = false;
        status.textContent =
          error.code === error.PERMISSION_DENIED
            ? words.denied
            : error.code === error.TIMEOUT
              ? words.timeout
              : words.unavailable;
      },
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  });
  root.dataset.hydrated = "";
}
