// @ts-check
// `npm run observatory`: scans the production server with the MDN HTTP Observatory
// (harness/observatory.mjs) and writes docs/observatory.md.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { needsHttps, runObservatory } from "../harness/observatory.mjs";

const root = path.resolve(import.meta.dirname, "..");

const { scan, tests } = await runObservatory();
const rows = Object.entries(tests).map(
  ([name, test]) =>
    `| ${name} | ${test.pass ? "pass" : name in needsHttps ? "needs HTTPS" : "FAIL"} | ${test.result} | ${test.scoreModifier} |`,
);
const report = `# MDN HTTP Observatory

Scanned ${new Date().toISOString().slice(0, 10)} with \`npm run observatory\` (@mdn/mdn-http-observatory,
algorithm 4) against the production build on plain HTTP at 127.0.0.1.

**Over plain HTTP: ${scan.testsPassed} of ${scan.testsQuantity} tests pass, score ${scan.score}, grade ${scan.grade}.**
The two that fail, redirection to HTTPS and HSTS, can only pass behind HTTPS: the server already
sends \`Strict-Transport-Security\` (on unless \`HSTS=off\`), and the HTTPS listener that redirects
port 80 belongs to the deployment's load balancer. Every other test passes, with the extra credit
for the CSP, the referrer policy, framing and CORP.

| Test | Outcome | Result | Score modifier |
| --- | --- | --- | --- |
${rows.join("\n")}
`;
await writeFile(path.join(root, "docs/observatory.md"), report);
console.log(report);
