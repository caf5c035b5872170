import type { RequestListener } from "node:http";
import { paramsTheAppReads } from "~/contact/contact-form-fields";
import { DESTINATION_QUERY_PARAM } from "~/rates/finder-params";
import type { Settings } from "~/settings/settings.server";
import { createApp } from "./app";
import { logAnswered, requestIdOf, type TrustProxy } from "./http-log";
import { logger } from "./logger";
import { loadMemoryFiles } from "./memory-files";
import { toOriginForm } from "./request-target";
import { securityHeaderList } from "./security-headers";

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
}: {
  buildDir: string;
  settings: Settings;
}): Promise<RequestListener> {
  const files = loadMemoryFiles(buildDir, securityHeaderList({ hsts: settings.hsts }));
  const app = await createApp({ settings, files });
  const trusted = app.get("trust proxy fn") as TrustProxy;
  // The contact form's parameters, and the rates pages' search (`?q=`), which the app answers.
  const pageParams = [...paramsTheAppReads, DESTINATION_QUERY_PARAM];
  return (req, res) => {
    const started = Date.now();
    toOriginForm(req);
    const file = files.find(req, pageParams);
    if (!file) {
      void app(req, res);
      return;
    }
    const id = requestIdOf(req, trusted);
    const status = files.answer(file, req, res, id);
    logAnswered(logger, { id, method: req.method, path: file.served.urlPath, status, started });
  };
}
