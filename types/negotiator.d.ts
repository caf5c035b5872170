// negotiator ships no types, and @types/negotiator lacks the list of preferred encodings that
// breaks a tie between equal qualities (compression passes it too); this declares the one call
// the server makes.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    /**
     * The encoding of `available` the request's Accept-Encoding takes most, a tie going to the
     * first in `preferred`; undefined when it takes none of them.
     */
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
