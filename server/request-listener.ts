import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { ContactFeature } from "../app/contact/contact.server";
import type { DatabaseOwner } from "../app/database/database-owner";
import { metricsRegistry } from "../app/metrics/metrics.server";
import type { Settings } from "../app/settings/settings.server";
import {
  areaAskedOf,
  type Notice,
  type NoticesSnapshot,
  networkStatus,
} from "../app/network-status/network-status.server";
import {
  NETWORK_STATUS_PUBLIC_PATHS,
  networkStatusPagePath,
  SEARCH_SUGGESTIONS_PATH,
  searchPagePath,
} from "../app/site/paths";
import { searchQueryOf } from "../app/site-search/search-asked";
import { paramsThePagesRead } from "../app/site/query-params.server";
import { locales, localizedPath } from "../app/i18n/locale";
import { createApp } from "./app";
import { liveAnswers, type QueryRead } from "./live-answers";
import { requestIdOf, type TrustProxy } from "./http-log";
import { logger, writeRequestLine } from "./logger";
import { loadMemoryFiles } from "./memory-files";
import { readPageHeadings } from "./page-headings";
import { answersKeyAt, siteSearchIndex } from "../app/routes/site-search-index.server";
import { httpMetrics } from "./metrics/http-metrics";
import { routeLabeller } from "./metrics/route-labels";
import { toOriginForm } from "./request-target";
import { securityHeaderList } from "./security-headers";

/**
 * Every path rendered per request whose answers are kept while the notices stay the same, with
 * what its answer depends on in the query: the page, the area it checks, read as it reads it;
 * its JSON, feed and summary, nothing.
 */
const LIVE_PAGES: ReadonlyMap<string, QueryRead> = new Map([
  ...locales.map((locale): [string, QueryRead] => [
    localizedPath(locale, networkStatusPagePath),
    (query) => areaAskedOf(query) ?? "",
  ]),
  ...NETWORK_STATUS_PUBLIC_PATHS.map((path): [string, QueryRead] => [path, () => ""]),
]);

/**
 * The site search's answers and suggestions, kept by the query as the page reads it: each is
 * worked out from the index in memory, the notices and the clock (a store's "open now").
 */
const SEARCH_PAGES: ReadonlyMap<string, QueryRead> = new Map(
  locales.flatMap((locale) =>
    [searchPagePath, SEARCH_SUGGESTIONS_PATH].map((path): [string, QueryRead] => [
      localizedPath(locale, path),
      searchQueryOf,
    ]),
  ),
);

/**
 * What a search's answers were made from: a new object whenever what their changing lines say
 * changes (the notices in force, a store opening or closing, the day), worked out at most once
 * a second and once a read of the notices, so a kept answer never says a store is open after
 * it closed, nor misses a notice the status page shows.
 */
function searchMoments(notices: () => Promise<NoticesSnapshot<Notice>>): () => Promise<object> {
  let last = { snapshot: {} as object, second: -1, key: "", moment: {} as object };
  return async () => {
    const snapshot = await notices();
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (snapshot === last.snapshot && second === last.second) return last.moment;
    const key = answersKeyAt(snapshot, now);
    last = { snapshot, second, key, moment: key === last.key ? last.moment : {} };
    return last.moment;
  };
}

/**
 * What a production server process answers requests with: the build's pages and files from
 * memory, with their headers made at start, and everything else by the Express app. Profiled
 * under load, a page served through Express spent most of its time in the middleware every
 * request crosses (headers, logging, compression, the static file's stat, open and read), not
 * in Node's HTTP, so the files are answered before Express, with the same headers and the same
 * log line (docs/decisions/055-the-build-served-from-memory.md).
 */
export async function createRequestListener({
  buildDir,
  settings,
  database,
  contact,
}: {
  buildDir: string;
  settings: Settings;
  database: DatabaseOwner;
  /** The process's contact feature, made once beside `database` (server/serve.ts). */
  contact: ContactFeature;
}): Promise<RequestListener> {
  const files = loadMemoryFiles(buildDir, securityHeaderList({ hsts: settings.hsts }));
  const status = networkStatus(settings, database, logger);
  const live = liveAnswers({
    pages: LIVE_PAGES,
    snapshot: () => status.snapshot(),
    noticesKeptMs: settings.networkStatusCacheMs,
  });
  const searches = liveAnswers({
    pages: SEARCH_PAGES,
    snapshot: searchMoments(() => status.snapshot()),
    noticesKeptMs: settings.networkStatusCacheMs,
  });
  const pageHeadings = readPageHeadings(buildDir);
  // The site search's index of each language, made before the first question rather than by it
  // (docs/decisions/094-the-site-search-index.md).
  for (const locale of locales) siteSearchIndex(locale, pageHeadings);
  const app = await createApp({
    settings,
    files,
    database,
    contact,
    pageHeadings,
    rendered: (req, headers, body) => {
      live.remember(req, headers, body);
      searches.remember(req, headers, body);
    },
  });
  const trusted = app.get("trust proxy fn") as TrustProxy;
  const measure = settings.metrics ? await measureRequests() : undefined;
  return (req, res) => {
    const started = Date.now();
    const clock = measure && process.hrtime.bigint();
    toOriginForm(req);
    const file = files.find(req, paramsThePagesRead);
    if (!file) {
      if (clock) measure?.byTheApp(req, res, clock);
      const path = (req.url ?? "").split("?")[0] ?? "";
      const keeper = [live, searches].find((answers) => answers.handles(req, path));
      if (!keeper) {
        void app(req, res);
        return;
      }
      const id = requestIdOf(req, trusted);
      keeper.answer(req, res, id).then(
        (status) => {
          if (status === undefined) {
            void app(req, res);
            return;
          }
          const { method = "" } = req;
          writeRequestLine({ id, method, path, status, responseTime: Date.now() - started });
        },
        () => void app(req, res),
      );
      return;
    }
    const id = requestIdOf(req, trusted);
    const status = files.answer(file, req, res, id);
    const { method = "" } = req;
    const path = file.served.urlPath;
    writeRequestLine({ id, method, path, status, responseTime: Date.now() - started });
    if (clock) measure?.fromMemory(file.served.urlPath, req.method, status, clock);
  };
}

/**
 * Counts each request under its route's pattern with how long it took (only when the
 * metrics are served): a file from memory when it has been handed to the socket, one the app
 * answers when its answer has.
 */
async function measureRequests() {
  const { routes } = await import("virtual:react-router/server-build");
  const record = httpMetrics(metricsRegistry);
  const labelOf = routeLabeller(routes);
  // The build's files are few, so each one's label is worked out once.
  const fileLabels = new Map<string, string>();
  const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
  return {
    fromMemory(urlPath: string, method: string | undefined, status: number, start: bigint) {
      let label = fileLabels.get(urlPath);
      if (label === undefined) {
        // A file of the build that no route names (the favicon) is counted under its own path.
        const pattern = labelOf(urlPath);
        label = pattern.endsWith("*") && pattern !== "/assets/*" ? urlPath : pattern;
        fileLabels.set(urlPath, label);
      }
      record(label, method ?? "", status, since(start));
    },
    byTheApp(req: IncomingMessage, res: ServerResponse, start: bigint) {
      // The path as it arrived: the app rewrites req.url on its way.
      const path = (req.url ?? "").split("?")[0] ?? "";
      res.once("finish", () =>
        record(labelOf(path), req.method ?? "", res.statusCode, since(start)),
      );
    },
  };
}
