// @ts-check
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { features, floors } from "./floors.mjs";

/**
 * One import style: relative paths. The `~/` alias does not resolve where React Router loads
 * app/routes.ts and its config without the app's Vite settings
 * (docs/decisions/047-imports-one-way-and-relative.md). Repeated in every block that sets
 * `no-restricted-imports`, since a later block's setting replaces an earlier one.
 */
const noAlias = {
  regex: "^~/",
  message: "Import by relative path: the `~/` alias is not resolved everywhere.",
};

/** A room's files, as globs: the folder's, or the top-level module's (`app/entry.client.tsx`). */
const filesOf = (/** @type {string} */ room) => [`./${room}/**`, `./${room}.*`];

/**
 * Every room's floor (floors.mjs): a room imports the floors below it, never one above nor
 * another room of its own floor (docs/decisions/077-every-room-on-its-floor.md); a feature
 * imports no other feature, only the rooms below the features' floor
 * (docs/decisions/092-one-search-room-one-floor-of-features.md).
 */
const floorZones = floors.flatMap((floor, level) =>
  floor
    .map((room) => ({
      target: filesOf(room),
      from: [...floors.slice(level + 1).flat(), ...floor.filter((other) => other !== room)],
      message:
        floor === features
          ? `${room} is a feature (floors.mjs): it imports no other feature and nothing above, only the rooms below the features' floor. Move what two features need down (app/search, app/domain, app/site, ...), or compose them above.`
          : `${room} is on floor ${level} (floors.mjs): it imports only the floors below. Move what both need down, or hand it over from above.`,
    }))
    .filter(({ from }) => from.length > 0)
    .map((zone) => ({ ...zone, from: zone.from.flatMap(filesOf) })),
);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // The WAI-ARIA tabs pattern puts a panel in the tab order when it holds nothing focusable.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A left-to-right run is a part of a phrase, not text: in a plain template literal it
    // would read "[object Object]" on the page, and the type checker allows it
    // (docs/decisions/084-left-to-right-runs-as-parts-of-a-phrase.md).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            ":not(TaggedTemplateExpression) > TemplateLiteral > CallExpression[callee.name='ltr']",
          message:
            "Write a sentence holding `ltr(…)` with the `phrase` tag: phrase`… ${ltr(x)} …`.",
        },
      ],
    },
  },
  {
    // No module imports itself through others: a cycle makes the order modules load in, and so
    // what is defined when, depend on which one is imported first.
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          tsconfig: { configFile: path.resolve(import.meta.dirname, "tsconfig.json") },
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: floorZones }],
      "no-restricted-imports": ["error", { patterns: [noAlias] }],
    },
  },
  {
    // Imports run one way: the server (process, HTTP, headers) uses the app, never the reverse
    // (docs/decisions/024-one-module-graph.md).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noAlias,
            {
              regex: "^(\\.{1,2}/)+server(/|$)",
              message: "The app does not import the server: move what both need into app/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tooling in its rooms, one way: the harness (harness/) is shared by the tests, the scripts
    // and the benchmarks, and imports none of them; the tests never use a script or a
    // benchmark; the scripts, the benchmarks and the build's steps never use a test folder
    // (docs/decisions/075-tooling-rooms-and-one-record-template.md).
    files: ["tests/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noAlias,
            {
              regex: "^(\\.\\./)+(scripts|bench|build-steps)/",
              message:
                "Tests do not import scripts, benchmarks or build steps: move what both need to harness/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", "build-steps/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noAlias,
            {
              regex: "(^|/)tests/",
              message:
                "Production tooling does not depend on a test folder: what it shares with the tests is in harness/.",
            },
            {
              regex: "^(\\.\\./)+bench/",
              message: "A script does not import a benchmark: move what both need to harness/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["harness/**/*.mjs"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noAlias,
            {
              regex: "^(\\.\\./)+(tests|scripts|bench|build-steps)/",
              message:
                "The harness is shared by tests, scripts and benchmarks, and imports none of them.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
);
