import { createContext } from "react-router";

/**
 * The status of an error the server found before any route (a method a resource does not
 * take, an address that cannot be read), for React Router to answer with the branded error
 * page in the path's language. Set by the server (server/error-pages.ts); the not-found route
 * throws it, and the page's error boundary words it.
 */
export const errorStatusContext = createContext<number | null>(null);

/**
 * The path the server renders such an error page at, under the locale's prefix: one that no
 * page claims, so the locale's not-found route answers it.
 */
export const ERROR_PAGE_PATH = "/error-page";
