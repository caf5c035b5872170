/**
 * The service worker of one rates page (docs/decisions/069-offline-rates-pages.md). Each rates
 * page registers it with itself as the scope, so it controls that page alone: the home page
 * and every other page never start it. Network first: online, the page comes from the server
 * as always and the copy is renewed; offline, the copy saved last is answered, with its note
 * saying when it was saved. A form post, a query's answer or another page is never saved.
 * No framework: plain code, bundled small at build (build-steps/service-worker.mjs).
 */
import { isOfflinePage } from "./offline-pages";
import { markSaved, pageAssets } from "./saved-copy";

/** The little of the service worker's global scope used here (the DOM types lack it). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/**
 * The scripts of the pages' forms, which load when a visitor first touches one: saved with the
 * page so the finder and the estimate still answer offline (build-steps/service-worker.mjs).
 */
declare const __ENHANCEMENT_SCRIPTS__: readonly string[];
const withFormScripts = (assets: string[]) => [...new Set([...assets, ...__ENHANCEMENT_SCRIPTS__])];

/** The page this worker keeps: its scope, `/roaming` or `/ar/international-calls`. */
const page = new URL(worker.registration.scope).pathname;
/** Bumped when what is saved changes shape; the old copy is then dropped. */
const CACHE_PREFIX = "offline-copy-v1:";
const cacheName = `${CACHE_PREFIX}${page}`;

const isSavable = (response: Response) =>
  response.ok && response.type === "basic" && !response.redirected;

/** What a saved page keeps of its headers: the policy and security headers, not the body's. */
function savedHeaders(headers: Headers): Headers {
  const kept = new Headers(headers);
  for (const name of ["content-encoding", "content-length", "etag", "last-modified"]) {
    kept.delete(name);
  }
  return kept;
}

/**
 * Saves the page as the server just sent it, with the files it names and its forms' scripts.
 * When those changed (a new build), the files the old copy needed are dropped.
 */
async function save(response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  const html = await response.text();
  const assets = withFormScripts(pageAssets(html));
  const previous = await cache.match(page);
  const before = previous ? withFormScripts(pageAssets(await previous.text())) : [];
  if (before.join() !== assets.join()) {
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url);
      if (pathname !== page && !assets.includes(pathname)) await cache.delete(request);
    }
  }
  const missing = [];
  for (const asset of assets) if (!(await cache.match(asset))) missing.push(asset);
  await cache.addAll(missing);
  const copy = new Response(markSaved(html, new Date()), {
    status: 200,
    headers: savedHeaders(response.headers),
  });
  await cache.put(page, copy);
}

/** The page from the server, saved on the way; offline, the saved copy. */
async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    // Only the page itself is saved: `?q=` answers are the server's, for that search.
    if (url.search === "" && isSavable(response)) {
      event.waitUntil(save(response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const copy = await caches.match(page, { cacheName });
    if (copy) return copy;
    throw error;
  }
}

/**
 * A file the page uses: a hashed build file never changes, so the saved one is answered
 * first; any other (the icons, the manifest) is asked of the server first.
 */
async function fileOfPage(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hashed = pathname.startsWith("/assets/");
  if (hashed) {
    const saved = await cache.match(request, { ignoreVary: true });
    if (saved) return saved;
  }
  try {
    const response = await fetch(request);
    if (isSavable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const saved = await cache.match(request, { ignoreVary: true });
    if (saved) return saved;
    throw error;
  }
}

worker.addEventListener("install", (event) => {
  // The visit that registered the worker was not yet its to save: it fetches the page once.
  event.waitUntil(
    (isOfflinePage(page)
      ? fetch(page, { cache: "no-cache" }).then((response) =>
          isSavable(response) ? save(response) : undefined,
        )
      : Promise.resolve()
    )
      .catch(() => undefined)
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.endsWith(`:${page}`) && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !isOfflinePage(page)) return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (request.mode === "navigate") {
    if (url.pathname === page) event.respondWith(networkFirst(event, url));
    return;
  }
  // A file of the page itself, not another page's data or an address with a query.
  if (url.search === "" && /\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith(".data")) {
    event.respondWith(fileOfPage(request, url.pathname));
  }
});
