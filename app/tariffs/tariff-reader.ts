import type { Checked as CheckedRows, FolderReader } from "../team-files/team-folder.ts";
import type { TariffFileName, TariffRow, tariffFiles } from "./tariff-files.ts";

// Vite's config loader reads this file too (through load-tariffs.ts), so it names `.ts` files.

/**
 * What each group of tariff files is checked with: the folder's reader, which reads each
 * file once and collects every problem (app/team-files/team-folder.ts).
 */
export type TariffReader = FolderReader<typeof tariffFiles>;

/** A file's rows read and checked, each with its line. */
export type Checked<File extends TariffFileName> = CheckedRows<typeof tariffFiles, File>;

/** A file with one row for each of `ids`: each once, and none missing. */
export function eachOnce<File extends TariffFileName>(
  { read, unique, complete }: TariffReader,
  file: File,
  ids: readonly string[],
  keyOf: (row: TariffRow<File>) => string,
  what: string,
): Checked<File> {
  const rows = unique(file, read(file), keyOf, what);
  complete(
    file,
    ids,
    rows.map(({ row }) => keyOf(row)),
    what,
  );
  return rows;
}
