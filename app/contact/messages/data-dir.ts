import path from "node:path";

/** Where the contact database lives: `DATA_DIR`, else `./data` under the working directory. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? "data");
}
