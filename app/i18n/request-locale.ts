import { createContext, type MiddlewareFunction } from "react-router";
import { type Locale, localeFromPathname } from "./locale";

/**
 * The locale of the page a request is for. The root's middleware resolves it once from the
 * path; loaders and actions read it here instead of parsing the URL again.
 */
export const requestLocaleContext = createContext<Locale>();

export const resolveRequestLocale: MiddlewareFunction<Response> = ({ url, context }) => {
  context.set(requestLocaleContext, localeFromPathname(url.pathname));
};
