import path from "node:path";

/** Where the SQLite contact database lives: `DATA_DIR`, else `./data` under the working directory. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DATA_DIR ?? "data");
}
