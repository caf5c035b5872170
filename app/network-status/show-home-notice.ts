/**
 * Shows the home page's network notice when the summary says a problem is in force; leaves it
 * hidden on any failure, as the page without it is still right. Part of the page's one script.
 */
export function showNetworkNotice(): void {
  const notice = document.querySelector<HTMLElement>("[data-network-notice]");
  const summary = notice?.dataset.networkNotice;
  if (!notice || !summary) return;
  fetch(summary)
    .then((response) => (response.ok ? response.json() : undefined))
    .then((answer: { problem?: unknown } | undefined) => {
      if (answer?.problem === true) notice.hidden = false;
    })
    .catch(() => undefined);
}
