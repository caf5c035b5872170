// @ts-check
// `npm run observatory`: scans the production server with the MDN HTTP Observatory and writes
// docs/observatory.md. The scanner only knows ports 80 and 443, so the server is started on
// port 80 (root, or a machine that allows it); with no TLS here, the two tests that need HTTPS
// (redirection to HTTPS, HSTS) cannot pass, and every other one must.
import { existsSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { startProductionServer } from "./production-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const observatory = path.join(root, "node_modules/@mdn/mdn-http-observatory");

/** Tests that only an HTTPS deployment can pass, with the result they give over plain HTTP. */
export const needsHttps = {
  redirection: "redirection-missing",
  "strict-transport-security": "hsts-not-implemented-no-https",
};

/**
 * Starts the built server on port 80, scans it, stops it.
 * @returns {Promise<{ scan: { grade: string, score: number, testsPassed: number, testsQuantity: number }, tests: Record<string, { pass: boolean, result: string, scoreModifier: number }> }>}
 */
export async function runObservatory() {
  // The package's install script would download these; it is not allowed to run here.
  const conf = path.join(observatory, "conf");
  for (const file of ["hsts-preload.json", "tld-list.json"]) {
    const target = path.join(conf, file);
    if (!existsSync(target)) writeFileSync(target, file === "tld-list.json" ? "[]" : "{}");
  }
  const server = await startProductionServer({
    port: 80,
    // Kept in this process's group, so a Ctrl-C at the terminal stops it too.
    detached: false,
    echoErrors: true,
    // Run alone, the start builds the site first when there is no build.
    timeoutMs: 180_000,
  });
  try {
    const { scan } = await import(path.join(observatory, "src/scanner/index.js"));
    return await scan("127.0.0.1");
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
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
}
