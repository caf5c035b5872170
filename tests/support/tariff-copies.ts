import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { TARIFFS_DIR, loadTariffs } from "../../app/tariffs/load-tariffs";
import { TeamFileError } from "../../app/team-files/csv-table";

/**
 * The real tariff files, copied to a folder of their own for the running test to spoil, and
 * removed when that test ends.
 */
export function copyOfTariffs(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), "sahab-tariffs-"));
  onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
  const directory = path.join(copy, "tariffs");
  cpSync(TARIFFS_DIR, directory, { recursive: true });
  return directory;
}

/** The lines of the error loading the folder throws. */
export function problemsOf(directory: string): string[] {
  try {
    loadTariffs(directory);
  } catch (error) {
    if (error instanceof TeamFileError) return error.message.split("\n");
    throw error;
  }
  throw new Error("the tariffs loaded without a problem");
}
