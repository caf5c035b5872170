import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * Whether a field shows `text` in the order it was typed. The field is photographed twice:
 * with the text as typed, and with the same text inside LEFT-TO-RIGHT OVERRIDE … POP
 * DIRECTIONAL FORMATTING, which the browser must lay out strictly left to right, character
 * by character, whatever the field's direction. Both pictures are the same field, font and
 * alignment; they match only when the field already shows the typed order. In a field that
 * follows an Arabic page's direction "+971 50 123 4567" shows as "4567 123 50 971+" and the
 * pictures differ.
 *
 * Pictures of the same field can differ by a shade in a few pixels of its border (one level
 * in 255, Chromium's rasterizing), so only pixels that differ plainly count: a character out of
 * place changes hundreds of them by most of the scale.
 */
async function showsInTypedOrder(
  field: Locator,
  attribute: "value" | "placeholder",
  text: string,
): Promise<boolean> {
  const show = (shown: string) =>
    field.evaluate(
      (input: HTMLInputElement, [name, value]) => {
        if (name === "value") input.value = value;
        else input.placeholder = value;
        input.blur();
      },
      [attribute, shown] as const,
    );
  await field.scrollIntoViewIfNeeded();
  // A web font that arrives between the two pictures would make them differ on its own.
  await field.evaluate(async () => {
    await document.fonts.ready;
  });
  await show(text);
  const asTyped = await field.screenshot({ animations: "disabled", caret: "hide" });
  await show(`\u202d${text}\u202c`);
  const leftToRight = await field.screenshot({ animations: "disabled", caret: "hide" });
  return (await plainlyDifferentPixels(field.page(), asTyped, leftToRight)) === 0;
}

/** How many pixels of two PNG pictures of one size differ by more than a quarter of the scale
 * in a colour, counted in a blank page of the same browser (its decoder, no dependency). */
async function plainlyDifferentPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async (pictures) => {
        const [first, second] = await Promise.all(
          pictures.map(async (bytes) => {
            const bitmap = await createImageBitmap(
              new Blob([new Uint8Array(bytes)], { type: "image/png" }),
            );
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext("2d");
            context?.drawImage(bitmap, 0, 0);
            return context?.getImageData(0, 0, bitmap.width, bitmap.height).data;
          }),
        );
        if (!first || !second || first.length !== second.length) return Number.POSITIVE_INFINITY;
        let plain = 0;
        for (let i = 0; i < first.length; i += 4) {
          for (let channel = 0; channel < 3; channel += 1) {
            if (Math.abs((first[i + channel] ?? 0) - (second[i + channel] ?? 0)) > 64) {
              plain += 1;
              break;
            }
          }
        }
        return plain;
      },
      [[...a], [...b]],
    );
  } finally {
    await blank.close();
  }
}

test.describe("the contact form's phone and email fields", () => {
  // No smooth scrolling: both pictures are taken with the page at rest.
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

  test("read left to right on the Arabic page, aligned to its start", async ({ page }) => {
    await gotoHydrated(page, "/ar#contact");
    const phone = page.locator("#contact-phone");
    const email = page.locator("#contact-email");
    for (const field of [phone, email]) {
      await expect(field).toHaveAttribute("dir", "ltr");
      // The start of an Arabic line is its right edge, where the label starts too.
      await expect(field).toHaveCSS("text-align", "right");
    }
    // The page's own examples, as the content writes them.
    const placeholder = async (field: Locator) => (await field.getAttribute("placeholder")) ?? "";
    expect(await placeholder(phone)).toContain("+971 50 123 4567");
    expect(await showsInTypedOrder(phone, "placeholder", await placeholder(phone))).toBe(true);
    expect(await showsInTypedOrder(email, "placeholder", await placeholder(email))).toBe(true);
    expect(await showsInTypedOrder(phone, "value", "+971 50 123 4567")).toBe(true);
    expect(await showsInTypedOrder(phone, "value", "(050) 123-4567")).toBe(true);
    // An address that starts with digits is what an Arabic line would turn around.
    expect(await showsInTypedOrder(email, "value", "971.sales@example.ae")).toBe(true);
  });

  test("the check itself sees an Arabic-direction field turn a number around", async ({ page }) => {
    await gotoHydrated(page, "/ar#contact");
    const phone = page.locator("#contact-phone");
    await phone.evaluate((input) => input.setAttribute("dir", "rtl"));
    expect(await showsInTypedOrder(phone, "value", "+971 50 123 4567")).toBe(false);
  });

  test("read left to right on the English page, aligned to its start", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    for (const field of [page.locator("#contact-phone"), page.locator("#contact-email")]) {
      await expect(field).toHaveAttribute("dir", "ltr");
      await expect(field).toHaveCSS("text-align", "start");
    }
    expect(
      await showsInTypedOrder(page.locator("#contact-phone"), "value", "+971 50 123 4567"),
    ).toBe(true);
  });
});
