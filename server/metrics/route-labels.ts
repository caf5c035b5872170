import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { HEALTH_PATH } from "../health";

type Manifest = ServerBuild["routes"];

/** The app's routes as the tree React Router matches, from the server build's flat manifest. */
function routeTree(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, index: true, path: route.path }
        : {
            id: route?.id,
            path: route?.path,
            caseSensitive: route?.caseSensitive,
            children: routeTree(manifest, route?.id),
          },
    );
}

/** Route data of a page (`/_.data` for `/`, `/terms.data` for `/terms`), as React Router names it. */
const DATA_SUFFIX = ".data";

/**
 * What a request is counted under in the metrics: the pattern of the route that answers its
 * path (`/terms`, `/ar/roaming`, `/*` for what is not there), `/assets/*` for the build's hashed
 * files, `/healthz`; never the path itself, which anyone can make up, so the series are as
 * few as the routes.
 */
export function routeLabeller(manifest: Manifest): (path: string) => string {
  const tree = routeTree(manifest);
  function patternOf(path: string): string {
    const matches = matchRoutes(tree, path) ?? [];
    const parts = matches.map((match) => match.route.path).filter(Boolean);
    return matches.length === 0 ? "unmatched" : `/${parts.join("/")}`;
  }
  return (path) => {
    if (path === HEALTH_PATH) return HEALTH_PATH;
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path.endsWith(DATA_SUFFIX)) {
      const page = path === `/_${DATA_SUFFIX}` ? "/" : path.slice(0, -DATA_SUFFIX.length);
      const pattern = patternOf(page);
      return `${pattern === "/" ? "/_" : pattern}${DATA_SUFFIX}`;
    }
    return patternOf(path);
  };
}
