import { createContext } from "react-router";

/**
 * A salted one-way hash of the client's network address, set by the production server for
 * every request (server/app.ts) and used to rate-limit the contact form. The address itself
 * never reaches the app. The development server sets nothing; all clients then share a key.
 */
export const clientKeyContext = createContext<string>("unknown");
