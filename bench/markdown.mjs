// @ts-check

/**
 * A Markdown table as Prettier writes it: every cell padded to its column's width, so a report
 * written by a benchmark passes `npm run format:check` as it is.
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 */
export function table(head, rows) {
  const all = [head, ...rows.map((cells) => cells.map(String))];
  const widths = head.map((_, i) => Math.max(3, ...all.map((cells) => (cells[i] ?? "").length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${widths.map((width, i) => (cells[i] ?? "").padEnd(width)).join(" | ")} |`;
  return [
    line(head),
    line(widths.map((width) => "-".repeat(width))),
    ...all.slice(1).map(line),
  ].join("\n");
}
