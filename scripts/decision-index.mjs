// @ts-check
// Rewrites docs/decisions/README.md, the index of the decision records, from the records
// themselves, after one is added or its status changes.
import { writeFileSync } from "node:fs";
import { decisionIndex, INDEX_FILE } from "../harness/decision-records.mjs";

writeFileSync(INDEX_FILE, decisionIndex());
