import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { RouterContextProvider } from "react-router";
import { paramsTheAppReads, visitorStateParams } from "~/contact/contact-form-fields";
import { DESTINATION_QUERY_PARAM } from "~/rates/finder-params";
import { submissionLimiter as databaseSubmissionLimiter } from "~/contact/message-store.server";
import type { SubmissionLimiter } from "~/contact/messages/submission-limiter";
import { type SubmissionLimit, submissionLimitContext } from "~/contact/submission-limit";
import { contentSecurityPolicy, readPageHashes } from "./csp";
import { checkDatabase } from "~/contact/message-store.server";
import { formPostPathsOf, guardFormPosts, postOnlyPathsOf } from "./form-posts";
import { HEALTH_PATH, healthCheck } from "./health";
import { logRequests } from "./http-log";
import { answerUnsupportedMethods } from "./methods";
import { handleWithReactRouter } from "./react-router-handler";
import { securityHeaders } from "./security-headers";
import { contactRateLimit, trustProxy } from "./settings";
import {
  cacheControlFor,
  findClientFiles,
  findPrerenderedPaths,
  needsRendering,
  redirectTrailingSlash,
  servePrerenderedPages,
} from "./static-files";

export interface AppOptions {
  /** The contact form's rate limit; by default kept in the contact database, shared by all. */
  submissionLimiter?: SubmissionLimiter;
  /** The production build's folder (`build/`), whose client files and pages are served. */
  buildDir?: string;
  /**
   * In development, Vite's middleware, which serves the app's modules and assets in place of
   * the build; nothing is prerendered then, so React Router renders every page.
   */
  devAssets?: RequestHandler;
}

/**
 * The site, top to bottom: headers, logging, compression, canonical paths, 405 for methods a
 * resource does not take, the health check (`/healthz`, record 028), the guard on form posts (the only bodies ever read), the prerendered
 * pages and hashed assets, and React Router for everything else (the not-found page, the
 * contact form's action, pages with a parameter they read, and the branded 405 page). The same
 * app serves in development, with Vite's middleware in place of the build's files.
 */
export async function createApp({
  submissionLimiter = databaseSubmissionLimiter(contactRateLimit()),
  buildDir,
  devAssets,
}: AppOptions = {}): Promise<express.Express> {
  // Imported when the app is made, not with this module, so the build of the app is a module
  // of its own: prerendering loads it alone, and the messages command never loads it.
  const build = await import("virtual:react-router/server-build");
  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For and X-Forwarded-Proto are believed: by default only peers on this
  // machine or a private network (a load balancer), so a client cannot name its own address
  // to slip the contact form's rate limit. See docs/decisions/017-form-posts-behind-proxies.md.
  app.set("trust proxy", trustProxy());

  const clientDir = buildDir && path.join(buildDir, "client");
  const prerendered = clientDir ? findPrerenderedPaths(clientDir) : new Set<string>();
  const formPostPaths = formPostPathsOf(build.routes);

  app.use(securityHeaders());
  app.use(logRequests());
  app.use(compression());
  app.use(redirectTrailingSlash);
  app.use(
    answerUnsupportedMethods({
      pages: prerendered,
      formPostPaths,
      postOnlyPaths: postOnlyPathsOf(build.routes),
      files: new Set([...(clientDir ? findClientFiles(clientDir) : []), HEALTH_PATH]),
    }),
  );
  app.use(healthCheck(checkDatabase));
  app.use(guardFormPosts(formPostPaths));
  if (buildDir && clientDir) app.use(buildFiles(buildDir, clientDir, prerendered));
  if (devAssets) app.use(devAssets);

  app.all(
    "/{*path}",
    handleWithReactRouter(
      build,
      (req) => {
        const address = req.ip ?? "unknown";
        const limit: SubmissionLimit = {
          reserve: () => submissionLimiter.reserve(address),
          refund: () => submissionLimiter.refund(address),
        };
        return new RouterContextProvider(new Map([[submissionLimitContext, limit]]));
      },
      { visitorStateParams, mode: devAssets ? "development" : "production" },
    ),
  );
  return app;
}

/** The prerendered pages and the client files of the build, each precompressed. */
function buildFiles(buildDir: string, clientDir: string, prerendered: Set<string>): RequestHandler {
  const staticFiles = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        res.setHeader("Cache-Control", cacheControlFor(filePath));
        // Prerendered route data, fetched by client-side navigation.
        if (/\.data(\.br|\.gz)?$/.test(filePath)) res.setHeader("Content-Type", "text/x-script");
      },
    },
  });
  const hashes = readPageHashes(buildDir);
  const servePrerendered = servePrerenderedPages(prerendered, (page) =>
    contentSecurityPolicy(hashes[page]),
  );
  // The contact form's parameters, and the rates pages' search (`?q=`), which the server answers.
  const pageParams = [...paramsTheAppReads, DESTINATION_QUERY_PARAM];
  const files = express.Router();
  files.use((req, res, next) => {
    if (needsRendering(req, prerendered, pageParams)) return next();
    servePrerendered(req, res, () => staticFiles(req, res, next));
  });
  // A hashed asset that is not on disk is gone for good; no page render needed to say so.
  files.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return files;
}
