import { createContext } from "react-router";
import type { NoticesSnapshot } from "./notice-cache";
import type { Notice } from "./notice-queries";

/** What the public page and its JSON and feed need of a request: the notices, from the cache. */
export interface NetworkStatusContext {
  notices(): Promise<NoticesSnapshot<Notice>>;
}

/** Set for every request by the server (network-status.server.ts), and by a test for its own. */
export const networkStatusContext = createContext<NetworkStatusContext>();
