// @ts-check
// What a reliability run expects and what it met: each scenario's rows, every expectation not
// met (the summary and the exit code), and the notes a reader needs to read a failure.
import { table } from "../markdown.mjs";

export const HEAD = ["Measure", "Value", "Expected", "Met"];

/** @type {string[]} Every expectation not met. */
export const failures = [];
/** @type {Set<string>} What a reader needs to know to read a failure, added only with it. */
export const notes = new Set();

/** A table row; a value that misses its expectation is recorded as a failure. */
export function row(/** @type {string} */ label, /** @type {unknown} */ value, expected = "") {
  const met = expected === "" ? "" : String(value) === expected ? "yes" : "NO";
  if (met === "NO") failures.push(`${label}: ${String(value)} (expected ${expected})`);
  return [label, String(value), expected, met];
}

/** A row with one value per side; met when every one is what is expected. */
export function pairRow(
  /** @type {string} */ label,
  /** @type {unknown[]} */ values,
  expected = "",
) {
  const each = values.map(String);
  const met = expected === "" ? "" : each.every((value) => value === expected) ? "yes" : "NO";
  if (met === "NO") failures.push(`${label}: ${each.join(" / ")} (expected ${expected} each)`);
  return [label, ...each, expected, met];
}

/** The scenario's rows as a table with the usual head. */
export const rowsTable = (/** @type {string[][]} */ rows) => table(HEAD, rows);
