// @ts-check
// The decision records in docs/decisions/, read as the one template writes them, and the index
// made from them: shared by the test that holds every record to the template and the index to
// the records, and by scripts/decision-index.mjs, which rewrites the index.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const DECISIONS_DIR = path.resolve(import.meta.dirname, "../docs/decisions");
export const INDEX_FILE = path.join(DECISIONS_DIR, "README.md");

/** A record's file name: its three-digit number, then its title in words. */
export const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

/**
 * How code and documents cite a record: its path from the repository's root, in full
 * (`docs/decisions/067-money-in-whole-fils.md`).
 */
export const CITATION = /docs\/decisions\/(\d{3})-[a-z0-9-]+\.md/g;

/**
 * @typedef {object} DecisionRecord
 * @property {string} file its file name, `067-money-in-whole-fils.md`
 * @property {string} number `067`
 * @property {string} title the heading after its number
 * @property {string} status what the `- Status:` line says
 * @property {string} date what the `- Date:` line says
 * @property {string[]} problems how it departs from the template, one line each
 */

/** Every record, in number order, each with what it lacks of the template. */
export function readDecisionRecords() {
  return readdirSync(DECISIONS_DIR)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => readDecisionRecord(file));
}

/**
 * The template: the number and title, a blank line, `- Status: …` and `- Date: YYYY-MM-DD`, a
 * blank line, then the record's sections (`## Context`, `## Decision`, `## Consequences`);
 * the status is said once, at the top.
 * @param {string} file
 * @returns {DecisionRecord}
 */
export function readDecisionRecord(file) {
  const text = readFileSync(path.join(DECISIONS_DIR, file), "utf8");
  const lines = text.split("\n");
  const number = file.slice(0, 3);
  /** @type {string[]} */
  const problems = [];
  const heading = /^# (\d{3}) (\S.*)$/.exec(lines[0] ?? "");
  if (!heading) problems.push("line 1 is not `# NNN Title`");
  else if (heading[1] !== number) problems.push(`line 1 numbers it ${heading[1]}, not ${number}`);
  const status = /^- Status: (\S.*)$/.exec(lines[2] ?? "");
  if (lines[1] !== "" || !status) problems.push("line 3 is not `- Status: …` after a blank line");
  const date = /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(lines[3] ?? "");
  if (!date) problems.push("line 4 is not `- Date: YYYY-MM-DD`");
  if (lines[4] !== "" || !(lines[5] ?? "").startsWith("## ")) {
    problems.push("line 6 is not the first section's heading after a blank line");
  }
  const restated = lines.slice(4).findIndex((line) => /^(#+ )?Status\b/.test(line));
  if (restated >= 0) problems.push(`line ${restated + 5} says the status again`);
  return {
    file,
    number,
    title: heading?.[2] ?? "",
    status: status?.[1] ?? "",
    date: date?.[1] ?? "",
    problems: problems.map((problem) => `docs/decisions/${file}: ${problem}`),
  };
}

/** The index as the records make it: what a record is, the template, and one line a record. */
export function decisionIndex(records = readDecisionRecords()) {
  return `# Decision records

Why things are the way they are: one record a real choice, numbered in the order taken, never
rewritten to say something else (a later record amends or supersedes it, and its status says
so). Code and documents cite a record by its path from the repository's root, in full:
\`docs/decisions/067-money-in-whole-fils.md\`.

A new record takes the next free number and this template (\`npm run test:unit\` holds every
record to it, and this index to the records; \`node scripts/decision-index.mjs\` rewrites the
index):

\`\`\`markdown
# 072 What was decided, in a sentence

- Status: accepted
- Date: 2026-11-28

## Context

## Decision

## Consequences
\`\`\`

The status is \`proposed\`, \`accepted\`, or \`superseded by NNN\`, with what a later record changed
after a semicolon (\`accepted; its rate limit is superseded by 031\`); the date is the day it was
taken.

## The records

${records.map((record) => `- [${record.number} ${record.title}](${record.file}), ${record.date}: ${record.status}`).join("\n")}
`;
}
