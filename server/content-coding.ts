import type { IncomingMessage } from "node:http";
import Negotiator from "negotiator";

/** The encodings the server compresses bodies in, in the order it prefers them, as compression. */
export const COMPRESSED_ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof COMPRESSED_ENCODINGS)[number];

/**
 * The encoding to send a body in, of the compressed ones it has, in the server's order: the one
 * the request's Accept-Encoding takes most (RFC 9110 §12.5.3), a tie going to the earlier one;
 * undefined for the body as it is. `q=0` refuses an encoding, a
 * name is matched whole (`x-br` is not `br`), and `*` stands for any not named. The same
 * negotiator, with the same preference, as the compression Express gives the app's answers, so
 * every answer of the server, from memory or rendered, is in the encoding the others would use.
 */
export function negotiatedEncoding<Available extends Encoding>(
  req: Pick<IncomingMessage, "headers">,
  available: readonly Available[],
): Available | undefined {
  const chosen = new Negotiator(req).encoding([...available, "identity"], available);
  return available.find((encoding) => encoding === chosen);
}
