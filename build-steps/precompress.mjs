// @ts-check
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the client
// build, at the highest levels, so the server sends them without compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(html|js|css|svg|json|data|txt|xml|ico|webmanifest)$/;
/** Below this, the encoding headers cost more than compression saves. */
const MIN_BYTES = 512;

/** A build step (react-router.config.ts), once the pages are prerendered. */
export async function precompress(/** @type {string} */ clientDir) {
  let count = 0;
  for (const entry of await readdir(clientDir, { recursive: true })) {
    if (!compressible.test(entry)) continue;
    const file = path.join(clientDir, entry);
    const source = await readFile(file);
    if (source.length < MIN_BYTES) continue;
    await writeFile(
      `${file}.br`,
      await brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    await writeFile(`${file}.gz`, await gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  console.log(`Precompressed ${count} files in build/client (brotli and gzip).`);
}
