import fc from "fast-check";
import { expect, test } from "./fixtures";

const contentTypes = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "application/json",
  "multipart/form-data; boundary=xyz",
  "text/plain",
  "application/xml",
  "",
  "garbage/;;;",
);
const bodies = fc.oneof(
  fc.string({ unit: "binary", maxLength: 500 }),
  fc.json(),
  fc.constantFrom(
    '{"name":"a","email":"a@b.ae","message":"hi"}',
    '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--xyz--\r\n',
    "name=A&name=B&email=a@b.ae&email=c@d.ae&message=twice",
    "name=%E0%A4%A&email=%&message=%ZZ",
    `message=${"x".repeat(40_000)}`,
  ),
);

test("the server answers any post to the form with a clear 4xx or success, never 5xx", async ({
  request,
}) => {
  await fc.assert(
    fc.asyncProperty(contentTypes, bodies, async (contentType, body) => {
      const response = await request.post("/?index", {
        headers: contentType ? { "Content-Type": contentType } : {},
        data: body,
        maxRedirects: 0,
      });
      expect([303, 400, 411, 413, 415]).toContain(response.status());
      if (response.status() >= 400) expect((await response.text()).length).toBeGreaterThan(10);
    }),
    { numRuns: 120 },
  );
});
