import { expect, test } from "./fixtures";
import {
  bidiControl,
  expectDataWithoutDirectionCharacters,
  expectPlainTextWithoutDirectionCharacters,
} from "./page-checks/plain-text";

// Every page's title, descriptions, structured data and data are read by the page audit
// (page-audit.spec.ts) in the HTML its other checks load; here, the answers built on request.
const finderAnswers = [
  "/plans?data=2&minutes=2",
  "/ar/plans?data=2&minutes=2",
  "/ar/plans?data=40&minutes=11",
  "/ar/international-calls?q=%2B1",
  "/ar/roaming?q=phil",
];

for (const path of finderAnswers) {
  test(`${path}: title, descriptions, structured data and data carry no direction characters`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expectPlainTextWithoutDirectionCharacters(html);
    await expectDataWithoutDirectionCharacters(request, path, html);
  });
}

test("an Arabic page isolates its left-to-right runs in markup, and its description in none", async ({
  request,
}) => {
  const html = await (await request.get("/ar/accessibility")).text();
  // The standard's name is a run in the page's text…
  expect(html).toMatch(/<bdi dir="ltr"[^>]*>WCAG 2\.2<\/bdi>/);
  // …and the same words in the description are plain text.
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  expect(description).toContain("WCAG 2.2");
  expect(description).not.toMatch(bidiControl);
});

test("the Arabic pages isolate the runs their data holds as parts: numbers, codes and Latin names", async ({
  request,
}) => {
  // Each was a string with invisible isolates in the page's data; it is a run of its own now,
  // drawn as an element by the page.
  const runs: [string, RegExp][] = [
    ["/ar", /اطلب <bdi dir="ltr"[^>]*>00<\/bdi>/],
    ["/ar", /على <bdi dir="ltr"[^>]*>800 72422<\/bdi>/],
    ["/ar/plans/basic", /شبكة <bdi dir="ltr"[^>]*>4G<\/bdi> لدينا/],
    ["/ar/roaming", /<bdi dir="ltr"[^>]*>\+971 4 800 7242<\/bdi>/],
    ["/ar/international-calls", /مثل <bdi dir="ltr"[^>]*>\+1<\/bdi>/],
  ];
  for (const [path, run] of runs) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(run);
  }
});
