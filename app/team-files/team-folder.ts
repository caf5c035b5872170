import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { FileProblem, TeamFileError, readCsvTable } from "./csv-table.ts";

// Vite's config loader reads this file and its imports too, so they name their `.ts` files.

/** The project's folder, beside package.json, where each team's folder of files is. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

/** A folder's files, by name, each with the schema of one row: its columns and their cells. */
export type RowSchemas = Record<string, z.ZodObject>;

export type RowOf<Files extends RowSchemas, File extends keyof Files> = z.output<Files[File]>;

/** A file's rows read and checked, each with the line it starts on. */
export type Checked<Files extends RowSchemas, File extends keyof Files> = {
  line: number;
  row: RowOf<Files, File>;
}[];

/** Every file's rows as read, for a folder with no rule between its files. */
export type FileRows<Files extends RowSchemas> = { [File in keyof Files]: RowOf<Files, File>[] };

/**
 * What a folder's cross-file check is given: each file's checked rows, read on first asking,
 * and a way to add a problem, with what is known of each file's own problems so that one
 * mistake is reported once, where it is, not again in every file that relies on it.
 */
export interface FolderReader<Files extends RowSchemas> {
  /** The file's rows that passed their schema; each file is read once. */
  read<File extends keyof Files & string>(file: File): Checked<Files, File>;
  problem(file: keyof Files & string, line: number | undefined, reason: string): void;
  /** Files with a problem of their own, whose rows other files' checks cannot rely on. */
  readonly unreliable: ReadonlySet<keyof Files>;
  /**
   * Files that could not be read as a table at all (missing, a broken quote, a wrong header):
   * their one problem is reported, not the hundreds of rows they seem to lack.
   */
  readonly unreadable: ReadonlySet<keyof Files>;
  /** Each key once: a second row for the same key is a problem on that row, and is dropped. */
  unique<File extends keyof Files & string>(
    file: File,
    rows: Checked<Files, File>,
    keyOf: (row: RowOf<Files, File>) => string,
    what: string,
  ): Checked<Files, File>;
  /** Every id the code names has a row; a row refused by its schema does not count as missing. */
  complete(
    file: keyof Files & string,
    ids: readonly string[],
    listed: string[],
    what: string,
  ): void;
}

/** A team's folder as the build knows it: its name, its files, and how it is loaded. */
export interface TeamFolder<Data = unknown> {
  /** The folder beside package.json, and the name of its module: `virtual:team-files/<folder>`. */
  readonly folder: string;
  /** Its files, by name, with the schema of one row of each. */
  readonly files: Readonly<RowSchemas>;
  /** Reads and checks every file, or throws a TeamFileError naming each problem. */
  load(directory?: string): Data;
}

/**
 * A team's folder: its name, its files with the schema of a row of each, and, where rows of
 * different files must agree, a check that reads them and returns what the site is given.
 * Without a check the site is given each file's rows.
 */
export function teamFolder<Files extends RowSchemas, Data>(entry: {
  folder: string;
  files: Files;
  check: (reader: FolderReader<Files>) => Data;
}): TeamFolder<Data>;
export function teamFolder<Files extends RowSchemas>(entry: {
  folder: string;
  files: Files;
}): TeamFolder<FileRows<Files>>;
export function teamFolder<Files extends RowSchemas, Data>({
  folder,
  files,
  check,
}: {
  folder: string;
  files: Files;
  check?: (reader: FolderReader<Files>) => Data;
}): TeamFolder<Data | FileRows<Files>> {
  const names = Object.keys(files) as (keyof Files & string)[];
  return {
    folder,
    files,
    load(directory = path.join(PROJECT_ROOT, folder)) {
      const reader = folderReader(directory, files);
      const data = check
        ? check(reader)
        : (Object.fromEntries(
            names.map((file) => [file, reader.read(file).map(({ row }) => row)]),
          ) as FileRows<Files>);
      // A file the check did not need is still checked row by row.
      for (const file of names) reader.read(file);
      if (reader.problems.length > 0) throw new TeamFileError(reader.problems);
      return data;
    },
  };
}

/** The columns a file's header must name, in the schema's order. */
export function columnsOf(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape);
}

function folderReader<Files extends RowSchemas>(
  directory: string,
  files: Files,
): FolderReader<Files> & { problems: FileProblem[] } {
  type Name = keyof Files & string;
  const problems: FileProblem[] = [];
  const label = (file: Name) => path.join(path.basename(directory), file);
  const unreliable = new Set<Name>();
  const unreadable = new Set<Name>();
  /** The first cell of rows refused, so a refused row does not also count as missing. */
  const refusedKeys = new Map<Name, string[]>();
  const readFiles = new Map<Name, Checked<Files, Name>>();

  function readOnce<File extends Name>(file: File): Checked<Files, File> {
    const schema = files[file] as z.ZodObject;
    const columns = columnsOf(schema);
    let text: string;
    try {
      text = readFileSync(path.join(directory, file), "utf8");
    } catch {
      problems.push(new FileProblem(label(file), undefined, "the file is missing"));
      unreadable.add(file);
      unreliable.add(file);
      return [];
    }
    const table = readCsvTable(label(file), text, columns);
    problems.push(...table.problems);
    if (table.problems.length > 0) unreliable.add(file);
    if (table.unreadable) unreadable.add(file);
    const checked: Checked<Files, File> = [];
    for (const { line, cells } of table.rows) {
      const result = schema.safeParse(cells);
      if (result.success) checked.push({ line, row: result.data as RowOf<Files, File> });
      else {
        unreliable.add(file);
        const key = cells[columns[0] ?? ""] ?? "";
        refusedKeys.set(file, [...(refusedKeys.get(file) ?? []), key]);
        for (const issue of result.error.issues) {
          const column = issue.path.join(".");
          problems.push(new FileProblem(label(file), line, `${column} ${issue.message}`));
        }
      }
    }
    return checked;
  }

  return {
    problems,
    unreliable,
    unreadable,
    read<File extends Name>(file: File): Checked<Files, File> {
      if (!readFiles.has(file)) readFiles.set(file, readOnce(file));
      return readFiles.get(file) as Checked<Files, File>;
    },
    problem(file, line, reason) {
      problems.push(new FileProblem(label(file), line, reason));
    },
    unique(file, rows, keyOf, what) {
      const seen = new Map<string, number>();
      return rows.filter(({ line, row }) => {
        const key = keyOf(row);
        const first = seen.get(key);
        if (first !== undefined) {
          problems.push(
            new FileProblem(
              label(file),
              line,
              `${what} ${key} is listed again (first on line ${first})`,
            ),
          );
          return false;
        }
        seen.set(key, line);
        return true;
      });
    },
    complete(file, ids, listed, what) {
      if (unreliable.has(file) && refusedKeys.get(file) === undefined) return;
      const present = [...listed, ...(refusedKeys.get(file) ?? [])];
      for (const id of ids.filter((id) => !present.includes(id))) {
        problems.push(new FileProblem(label(file), undefined, `no row for the ${what} ${id}`));
      }
    },
  };
}
