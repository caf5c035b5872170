import type { StoredContactMessage } from "./message-store.js";

const columns = ["id", "receivedAt", "locale", "name", "email", "phone", "message"] as const;

/** One JSON object per line. JSON escapes control characters, so nothing reaches the terminal raw. */
export function toJsonLines(messages: StoredContactMessage[]): string {
  return messages.map((message) => `${JSON.stringify(message)}\n`).join("");
}

/**
 * RFC 4180 CSV. A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a leading
 * tab or carriage return) gets a leading apostrophe, and control characters other than line
 * breaks and tabs are replaced, so opening the export runs nothing a visitor typed.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value).replace(/[^\P{Cc}\n\r\t]/gu, "\ufffd");
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(messages: StoredContactMessage[]): string {
  const lines = [columns.join(",")];
  for (const message of messages)
    lines.push(columns.map((column) => csvCell(message[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
