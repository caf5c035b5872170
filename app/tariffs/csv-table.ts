import { parse } from "csv-parse/sync";

/** One row of a tariff file, its cells by column name, and the line it starts on. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A problem in a tariff file, said the way the build prints it: `file:line: reason`. */
export class TariffProblem {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {}

  toString(): string {
    return `${this.file}${this.line === undefined ? "" : `:${this.line}`}: ${this.reason}`;
  }
}

/** Thrown with every problem found in the tariff files, one per line of its message. */
export class TariffError extends Error {
  constructor(readonly problems: TariffProblem[]) {
    super(problems.map(String).join("\n"));
    this.name = "TariffError";
  }
}

/**
 * Reads a CSV file as a spreadsheet saves it (a byte-order mark, Windows line ends and
 * blank lines are fine), checking that its header names exactly the columns expected.
 * Returns the rows, or the problems that stop them being read.
 */
export function readCsvTable(
  file: string,
  text: string,
  columns: readonly string[],
): { rows: CsvRow[]; problems: TariffProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { rows: [], problems: [new TariffProblem(file, line, (error as Error).message)] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [new TariffProblem(file, 1, "the file is empty")] };
  const headerLine = header.info.lines;
  const names = header.record;
  if (names.length === 1 && names[0]?.includes(";")) {
    const reason =
      "the columns are separated by semicolons: save the file as “CSV UTF-8 (comma delimited)”";
    return { rows: [], problems: [new TariffProblem(file, headerLine, reason)] };
  }
  const problems = [
    ...columns
      .filter((column) => !names.includes(column))
      .map((column) => new TariffProblem(file, headerLine, `missing column "${column}"`)),
    ...names
      .filter((name) => !columns.includes(name))
      .map(
        (name) =>
          new TariffProblem(
            file,
            headerLine,
            `unknown column "${name}" (expected ${columns.join(", ")})`,
          ),
      ),
  ];
  if (problems.length > 0) return { rows: [], problems };

  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    if (record.length !== names.length) {
      const reason = `has ${record.length} cells where the header has ${names.length} columns`;
      problems.push(new TariffProblem(file, info.lines, reason));
      continue;
    }
    rows.push({
      line: info.lines,
      cells: Object.fromEntries(names.map((name, index) => [name, record[index] ?? ""])),
    });
  }
  return { rows, problems };
}
