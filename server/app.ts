import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { readHashes } from "./csp-hashes.js";
import { formPostPathsOf, guardFormPosts } from "./form-posts.js";
import { answerUnsupportedMethods } from "./methods.js";
import { handleWithReactRouter } from "./react-router-handler.js";
import { securityHeaders } from "./security-headers.js";
import { trustProxy } from "./settings.js";
import type { SubmissionGate } from "./submission-gate.js";
import { logRequests } from "./request-log.js";
import {
  cacheControlFor,
  findClientFiles,
  findPrerenderedPaths,
  needsRendering,
  redirectTrailingSlash,
  servePrerenderedPages,
} from "./static-files.js";

/**
 * The production site, top to bottom: headers, logging, compression, canonical paths, 405 for
 * methods a resource does not take, the guard on form posts (the only bodies ever read), the
 * prerendered pages and hashed assets from disk, and React Router for everything else (the
 * not-found page, the contact form's action, pages with a parameter they read, and the
 * branded 405 page).
 */
/** The shape of the app's rate-limit context (app/contact/submission-limit.ts). */
interface SubmissionLimit {
  reserve(): Promise<boolean>;
  refund(): Promise<void>;
}

export async function createApp(
  buildDir: string,
  submissionGate: SubmissionGate,
): Promise<express.Express> {
  const clientDir = path.join(buildDir, "client");
  const serverBuild = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  // Whose X-Forwarded-For and X-Forwarded-Proto are believed: by default only peers on this
  // machine or a private network (a load balancer), so a client cannot name its own address
  // to slip the contact form's rate limit. See docs/decisions/017-form-posts-behind-proxies.md.
  app.set("trust proxy", trustProxy());

  // The parameters the app reads, and its rate-limit context, from the app itself (exported
  // by entry.server.tsx), so the values set here are the ones its pages and actions read.
  const { submissionLimitContext, paramsTheAppReads, visitorStateParams } = serverBuild.entry
    .module as unknown as {
    submissionLimitContext: RouterContext<SubmissionLimit>;
    paramsTheAppReads: readonly string[];
    visitorStateParams: readonly string[];
  };
  const prerendered = findPrerenderedPaths(clientDir);
  const formPostPaths = formPostPathsOf(serverBuild.routes);

  app.use(securityHeaders());
  app.use(logRequests);
  app.use(compression());
  app.use(redirectTrailingSlash);
  app.use(
    answerUnsupportedMethods({
      pages: prerendered,
      formPostPaths,
      files: findClientFiles(clientDir),
    }),
  );
  app.use(guardFormPosts(formPostPaths));

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
  const servePrerendered = servePrerenderedPages(prerendered, readHashes(buildDir));
  app.use((req, res, next) => {
    if (needsRendering(req, prerendered, paramsTheAppReads)) return next();
    servePrerendered(req, res, () => staticFiles(req, res, next));
  });
  // A hashed asset that is not on disk is gone for good; no page render needed to say so.
  app.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  app.all(
    "/{*path}",
    handleWithReactRouter(
      serverBuild,
      (req) => {
        const address = req.ip ?? "unknown";
        const limit: SubmissionLimit = {
          reserve: () => submissionGate.reserve(address),
          refund: () => submissionGate.refund(address),
        };
        return new RouterContextProvider(new Map([[submissionLimitContext, limit]]));
      },
      { visitorStateParams },
    ),
  );
  return app;
}
