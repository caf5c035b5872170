import type { Page } from "@playwright/test";
import { houseRuleViolations } from "../../../app/content/house-rules";
import { localeFromPathname } from "../../../app/i18n/locale";
import { expect } from "../fixtures";

/** A figure and the word it is held to, split across two lines. */
interface SplitPair {
  text: string;
  lines: [number, number];
}

/**
 * Every place the page joins two words with a no-break space ("200 دولة", "AED 99", "30
 * minutes"), across element boundaries ("<strong>200</strong> دولة"), and the ones whose
 * two sides the browser laid out on different lines. Text a reader cannot see (a closed
 * tab, a visually hidden label) is left out: it has no lines.
 */
export function joinsOnPage(page: Page): Promise<{ checked: number; split: SplitPair[] }> {
  return page.evaluate(() => {
    const skipped = "script, style, noscript, template, .sr-only";
    const characters: { node: Text; offset: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skipped) || !parent.checkVisibility()) continue;
      for (let offset = 0; offset < node.data.length; offset++) characters.push({ node, offset });
    }
    /** The middle of the character's box, and its box's top and bottom. */
    const boxOf = ({ node, offset }: { node: Text; offset: number }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rect = [...range.getClientRects()].find((box) => box.height > 0);
      return rect && { top: rect.top, bottom: rect.bottom, middle: (rect.top + rect.bottom) / 2 };
    };
    const charAt = (index: number) => {
      const at = characters[index];
      return at ? at.node.data.charAt(at.offset) : "";
    };
    let checked = 0;
    const split: { text: string; lines: [number, number] }[] = [];
    for (const [index, { node, offset }] of characters.entries()) {
      if (node.data[offset] !== "\u00a0") continue;
      if (/\s/.test(charAt(index - 1) + charAt(index + 1))) continue;
      const before = characters[index - 1];
      const after = characters[index + 1];
      const first = before && boxOf(before);
      const second = after && boxOf(after);
      if (!first || !second) continue;
      checked += 1;
      const sameLine =
        (second.middle > first.top && second.middle < first.bottom) ||
        (first.middle > second.top && first.middle < second.bottom);
      if (!sameLine) {
        const text = characters
          .slice(Math.max(0, index - 12), index + 12)
          .map(({ node: text, offset: at }) => text.data[at])
          .join("");
        split.push({ text, lines: [Math.round(first.top), Math.round(second.top)] });
      }
    }
    return { checked, split };
  });
}

/**
 * The page's text as a reader meets it, left-to-right runs and text in another language
 * (the language switch) left out: the house rules about figures, signs and 24/7 hold there.
 * Text of one block reads as one string across its inline elements ("<strong>200</strong>
 * دولة"); blocks are kept apart by a separator no rule matches.
 */
export function readerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const skipped = `script, style, noscript, template, bdi, body [dir], [lang]:not([lang="${pageLang}"])`;
    const blockOf = (element: Element) => {
      let block: Element = element;
      while (block.parentElement && getComputedStyle(block).display === "inline") {
        block = block.parentElement;
      }
      return block;
    };
    let text = "";
    let lastBlock: Element | undefined;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skipped)) continue;
      const block = blockOf(parent);
      if (block !== lastBlock) text += "\u2029";
      lastBlock = block;
      text += node.textContent ?? "";
    }
    return text;
  });
}

/** At the page's present width, no figure is laid out on another line than its word. */
export async function expectNoSplitFigure(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const { checked, split } = await joinsOnPage(page);
  expect(split).toEqual([]);
  // The footer alone joins the year to the brand: the walk reached the page's text.
  expect(checked).toBeGreaterThan(0);
}

/** The text a reader meets keeps the house rules; it is the same at any width. */
export async function expectHouseRulesKept(page: Page, path: string): Promise<void> {
  const text = await readerText(page);
  expect(text.length).toBeGreaterThan(500);
  const broken = houseRuleViolations(text, localeFromPathname(path), { rendered: true });
  expect(broken).toEqual([]);
}
