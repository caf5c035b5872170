/**
 * The network status feature as the server sees it, and all it sees of it: its schema (the
 * tables the process's database owner keeps up to date), what each request carries for the
 * public page (the process's cache of the notices), the operations centre's requests, and the
 * command. See docs/decisions/045-one-face-per-feature.md and
 * docs/decisions/082-network-status-live.md.
 */
import type { RouterContextProvider } from "react-router";
import { networkStatusContext } from "./network-status-context";
import { type NoticeCache, noticeCache, type NoticesSnapshot } from "./notice-cache";
import { noticeOperations, type OperationAnswer, type OperationRequest } from "./operations";
import { listNotices, type Notice } from "./notice-queries";
import type { DatabaseOwner } from "../database/database-owner";
import type { Log } from "../log";
import type { Settings } from "../settings/settings.server";

export { networkStatusSchema } from "./notice-tables";
export type { OperationAnswer, OperationRequest } from "./operations";
export { runNetworkStatusCli } from "./cli";
export { areaAskedOf } from "./area-asked";
export type { NoticesSnapshot } from "./notice-cache";
export type { Notice } from "./notice-queries";

/** Resolved notices stay on the page, the JSON and the feed for this long. */
export const RESOLVED_SHOWN_MS = 7 * 24 * 60 * 60 * 1000;

export interface NetworkStatus {
  /** Gives a request the notices, as this process's cache has them. */
  provide(context: RouterContextProvider): void;
  /** Answers one of the operations centre's requests, its token already checked. */
  operate(request: OperationRequest): Promise<OperationAnswer>;
  /** The notices the process holds now: a new object each time they were read again. */
  snapshot(): Promise<NoticesSnapshot<Notice>>;
}

const perDatabase = new WeakMap<DatabaseOwner, NetworkStatus>();

/**
 * The network status of a process, on its database: one cache of the notices, shared by the
 * page's requests and emptied by a change made through this process.
 */
export function networkStatus(
  settings: Pick<Settings, "networkStatusCacheMs">,
  database: DatabaseOwner,
  log: Log,
): NetworkStatus {
  const made = perDatabase.get(database);
  if (made) return made;
  const cache: NoticeCache<Notice> = noticeCache({
    ttlMs: settings.networkStatusCacheMs,
    load: () =>
      database.run((db) =>
        listNotices(db, {
          resolvedSince: new Date(Date.now() - RESOLVED_SHOWN_MS).toISOString(),
        }),
      ),
  });
  const operate = noticeOperations(database, { log, changed: () => cache.invalidate() });
  const status: NetworkStatus = {
    provide(context) {
      context.set(networkStatusContext, { notices: () => cache.get() });
    },
    operate,
    snapshot: () => cache.get(),
  };
  perDatabase.set(database, status);
  return status;
}
