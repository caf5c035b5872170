import { expect, test } from "@playwright/test";
import { needsHttps, runObservatory } from "../../harness/observatory.mjs";

test("the MDN HTTP Observatory passes every test that plain HTTP allows", async () => {
  test.setTimeout(90_000);
  const { tests } = await runObservatory();
  const outcomes = Object.fromEntries(
    Object.entries(tests).map(([name, result]) => [name, result.pass ? "pass" : result.result]),
  );
  expect(outcomes).toEqual({
    "content-security-policy": "pass",
    cookies: "pass",
    "cross-origin-resource-sharing": "pass",
    redirection: needsHttps.redirection,
    "referrer-policy": "pass",
    "strict-transport-security": needsHttps["strict-transport-security"],
    "subresource-integrity": "pass",
    "x-content-type-options": "pass",
    "x-frame-options": "pass",
    "cross-origin-resource-policy": "pass",
  });
  expect(tests["content-security-policy"]?.result).toBe("csp-implemented-with-no-unsafe");
});
