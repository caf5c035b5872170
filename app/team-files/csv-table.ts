import { parse } from "csv-parse/sync";

/** One row of a team's file, its cells by column name, and the line it starts on. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A problem in a team's file, said the way the build prints it: `file:line: reason`. */
export class FileProblem {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {}

  toString(): string {
    return `${this.file}${this.line === undefined ? "" : `:${this.line}`}: ${this.reason}`;
  }
}

/** Thrown with every problem found in the teams' files, one per line of its message. */
export class TeamFileError extends Error {
  constructor(readonly problems: FileProblem[]) {
    super(problems.map(String).join("\n"));
    this.name = "TeamFileError";
    // A mistake in the data is its team's to fix, and its lines say all there is to say:
    // no stack, whether a printer reads `stack` or inspects the error as the build's CLI does.
    this.stack = this.message;
  }

  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return this.message;
  }
}

/**
 * The line where a quote opened and never closed, or undefined. The parser only notices at
 * the end of the file, where its editor has nothing to fix; the quote's own line is where
 * the mistake is. Quotes count as CSV counts them: one opens a cell only at its start (after
 * spaces), and `""` inside a quoted cell is a quote character.
 */
export function unclosedQuoteLine(text: string): number | undefined {
  let line = 1;
  let openedOn: number | undefined;
  let cellStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === "\n") line += 1;
    if (openedOn !== undefined) {
      if (character !== '"') continue;
      if (text[index + 1] === '"') index += 1;
      else openedOn = undefined;
    } else if (character === '"' && cellStart) openedOn = line;
    else if (character === "," || character === "\n") cellStart = true;
    else if (character !== " " && character !== "\t" && character !== "\r") cellStart = false;
  }
  return openedOn;
}

/**
 * Reads a CSV file as a spreadsheet saves it (a byte-order mark, Windows line ends and
 * blank lines are fine), checking that its header names exactly the columns expected.
 * Returns the rows and the problems of rows that cannot be read; `unreadable` when the file
 * itself cannot (broken quotes, a wrong header), and its rows are none.
 */
export function readCsvTable(
  file: string,
  text: string,
  columns: readonly string[],
): { rows: CsvRow[]; problems: FileProblem[]; unreadable?: boolean } {
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
    const { code, lines, message } = error as { code?: string; lines?: number; message: string };
    const opened = code === "CSV_QUOTE_NOT_CLOSED" ? unclosedQuoteLine(text) : undefined;
    const problem =
      opened === undefined
        ? new FileProblem(file, lines, message)
        : new FileProblem(
            file,
            opened,
            'a cell opens with a quote (") that is never closed: close it or remove it',
          );
    // The parser stops at the first broken structure; nothing after it can be trusted.
    return { rows: [], problems: [problem], unreadable: true };
  }
  const [header, ...body] = records;
  if (!header) {
    return {
      rows: [],
      problems: [new FileProblem(file, 1, "the file is empty")],
      unreadable: true,
    };
  }
  const headerLine = header.info.lines;
  const names = header.record;
  if (names.length === 1 && names[0]?.includes(";")) {
    const reason =
      "the columns are separated by semicolons: save the file as “CSV UTF-8 (comma delimited)”";
    return { rows: [], problems: [new FileProblem(file, headerLine, reason)], unreadable: true };
  }
  const problems = [
    ...columns
      .filter((column) => !names.includes(column))
      .map((column) => new FileProblem(file, headerLine, `missing column "${column}"`)),
    ...names
      .filter((name) => !columns.includes(name))
      .map(
        (name) =>
          new FileProblem(
            file,
            headerLine,
            `unknown column "${name}" (expected ${columns.join(", ")})`,
          ),
      ),
  ];
  if (problems.length > 0) return { rows: [], problems, unreadable: true };

  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    if (record.length !== names.length) {
      const reason = `has ${record.length} cells where the header has ${names.length} columns`;
      problems.push(new FileProblem(file, info.lines, reason));
      continue;
    }
    rows.push({
      line: info.lines,
      cells: Object.fromEntries(names.map((name, index) => [name, record[index] ?? ""])),
    });
  }
  return { rows, problems };
}
