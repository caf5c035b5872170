import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { markSaved } from "../../app/offline/saved-copy";
import { allPagePaths, expect, test } from "./fixtures";

const vnuJar = "node_modules/vnu-jar/build/dist/vnu.jar";

test("every page, and every state the server renders, is valid HTML (W3C Nu checker)", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const documents: [string, Promise<string>][] = [
    ...allPagePaths,
    "/no-such-page",
    "/ar/no-such-page",
    "/?plan=standard",
    "/?topic=complaint",
    "/ar?sent=1",
    // The plan finder's answers and problems, which the server renders.
    "/plans?data=20&minutes=100",
    "/ar/plans?data=x&minutes=",
    "/ar?sent=1&ref=7KCM-HX3R",
    // The nearest store's answer and its problem.
    "/ar/stores?near=sharjah",
    "/stores?near=Atlantis",
    // Check your area's answers: a slip with the nearest 5G, many, none, empty.
    "/coverage?area=jebel+jias",
    "/coverage?area=dubai",
    "/ar/coverage?area=%3Cb%3Ex",
    "/ar/coverage?area=",
    // The site search's answers: found, the closest, nothing found, a hostile query.
    "/search?q=barsah",
    "/ar/search?q=indai",
    "/search?q=qwxzqwxz",
    "/ar/search?q=%3Cb%3Ex",
    // The answers to a visitor's location, and to one that cannot be used.
    "/stores?lat=24.22&lng=55.76",
    "/ar/coverage?lat=25.07&lng=55.14",
    "/coverage?lat=51.5&lng=x",
  ].map((url) => [url, request.get(url).then((response) => response.text())]);
  documents.push([
    "invalid form post",
    request
      .post("/ar?index", { form: { name: "", email: "x", message: "", topic: "other" } })
      .then((response) => response.text()),
  ]);

  // A rates page as its service worker saves it, its note shown with the moment.
  documents.push([
    "the saved copy of /ar/roaming",
    request
      .get("/ar/roaming")
      .then(async (response) => markSaved(await response.text(), new Date())),
  ]);

  const dir = mkdtempSync(path.join(tmpdir(), "sahab-vnu-"));
  const files: string[] = [];
  for (const [index, [, html]] of documents.entries()) {
    const file = path.join(dir, `page-${index}.html`);
    writeFileSync(file, await html);
    files.push(file);
  }
  // The checker writes its JSON report to stderr.
  const checker = spawnSync(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files],
    { encoding: "utf8" },
  );
  const report = JSON.parse(checker.stderr) as {
    version?: string;
    messages?: { type: string; url: string; message: string; extract?: string }[];
  };
  expect(report.version, "the checker ran and reported").toBeTruthy();
  const errors = (report.messages ?? [])
    .filter((message) => message.type === "error")
    .map((message) => {
      const index = Number(/page-(\d+)\.html/.exec(message.url)?.[1]);
      return `${documents[index]?.[0]}: ${message.message} ${message.extract ?? ""}`;
    });
  expect(errors).toEqual([]);
});
