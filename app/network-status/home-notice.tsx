import type { NetworkStatusWords } from "../content/network-status";
import { NETWORK_SUMMARY_PATH } from "../site/paths";

/**
 * The home page's line while an outage or a slower service touches a service somewhere: in the
 * prerendered page, hidden, and shown by the page's script once the summary says so, so the
 * page stays prerendered and its HTML the same for everyone. See
 * docs/decisions/083-the-home-page-network-notice.md.
 */
export function NetworkNotice({
  words,
  href,
}: {
  words: NetworkStatusWords["homeNotice"];
  href: string;
}) {
  return (
    <p
      hidden
      data-network-notice={NETWORK_SUMMARY_PATH}
      role="status"
      className="bg-amber-100 px-4 py-3 text-center text-amber-950"
    >
      {words.text}{" "}
      <a href={href} className="font-semibold underline">
        {words.link}
      </a>
    </p>
  );
}
