// @ts-check
// `npm run fonts`: cuts the web fonts down to the characters the site shows, from a fresh
// build, and writes them to app/fonts/ (committed). Run it after changing any text; the unit
// test app/fonts/fonts.test.ts fails while a character the content uses is missing.
//
// The whole alphabet of each script stays in (ASCII; the Arabic letters, marks and
// punctuation), so whatever a visitor types into the form still draws in the site's font.
// Arabic pages are set in IBM Plex Sans Arabic alone, its own Latin included (the whole
// family from Google Fonts' files, not Fontsource's, which split Arabic from Latin), so they
// load two files and no Latin font beside them
// (docs/decisions/057-arabic-pages-in-one-family.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");
const fontsDir = path.join(root, "app/fonts");

/** @param {number} from @param {number} to */
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
const isArabic = (/** @type {string} */ char) =>
  /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(char);

// Every character of the prerendered pages and of the scripts (which carry the error pages).
let text = "";
for (const entry of await readdir(clientDir, { recursive: true })) {
  if (/(index\.html|\.js)$/.test(entry))
    text += await readFile(path.join(clientDir, entry), "utf8");
}
const used = [...new Set(text)];

const latin = [...new Set([...range(0x20, 0x7e), ...used.filter((c) => !isArabic(c))])].join("");
const arabic = [
  ...new Set([
    ...range(0x0621, 0x063a),
    ...range(0x0641, 0x0652),
    "\u060C\u061B\u061F\u0640\u066A",
    ...used.filter(isArabic),
  ]),
].join("");

const fonts = [
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    target: "inter-latin-subset.woff2",
    text: latin,
  },
  {
    source: "@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf",
    target: "ibm-plex-sans-arabic-400-subset.woff2",
    text: arabic + latin,
  },
  {
    source: "@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf",
    target: "ibm-plex-sans-arabic-700-subset.woff2",
    text: arabic + latin,
  },
];

/**
 * The OpenType features a browser applies to the site's text by itself (Arabic joining forms,
 * required and contextual ligatures, kerning, mark placement, language forms) and tabular
 * figures, which the prices ask for (`tabular-nums`). Fractions, alternates and stylistic
 * sets, which nothing asks for, are left out with the glyphs only they reach.
 */
const features =
  "ccmp locl init medi fina rlig rclt calt liga clig kern mark mkmk curs rvrn tnum".split(" ");

for (const font of fonts) {
  const source = await readFile(path.join(root, "node_modules", font.source));
  // Without hinting (instructions that fit outlines to a pixel grid, which macOS, iOS and
  // Android ignore and Windows' DirectWrite mostly does without): a quarter of IBM Plex Sans
  // Arabic's bytes.
  const subset = await subsetFont(source, font.text, {
    targetFormat: "woff2",
    keepFeatures: features,
    noHinting: true,
  });
  await writeFile(path.join(fontsDir, font.target), subset);
  console.log(`${font.target}: ${source.length} → ${subset.length} bytes`);
}
