/**
 * A log that keeps its lines, for tests that check what the app reports (and that nothing of
 * a visitor's input is in it). Test code only.
 */
import type { Log, LogMethod } from "../../app/log";

export interface RecordingLog extends Log {
  /** Each level's lines, in order: the message, then `: ` and the error's message if any. */
  lines: { info: string[]; warn: string[]; error: string[] };
}

export function recordingLog(): RecordingLog {
  const lines = { info: [] as string[], warn: [] as string[], error: [] as string[] };
  const method =
    (level: keyof typeof lines): LogMethod =>
    (...args: unknown[]) => {
      const [first, message] = args;
      if (typeof first === "string") {
        lines[level].push(first);
        return;
      }
      const { err } = first as { err: unknown };
      lines[level].push(`${String(message)}: ${err instanceof Error ? err.message : String(err)}`);
    };
  return { lines, info: method("info"), warn: method("warn"), error: method("error") };
}
