/**
 * How the page's actions look, a button or a link alike (Choose Plan, a form's submit, the way
 * home): one look for the main action and one for the others, so a visitor knows them wherever
 * they stand. Their words are in Title Case, as the spec writes its buttons ("Choose Plan",
 * "Start Chat"); the `action` class marks them for the test that holds every page to it
 * (tests/e2e/button-case.spec.ts).
 */
export const primaryActionClass =
  "action inline-block rounded-lg bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800";

export const secondaryActionClass =
  "action inline-block rounded-lg border-2 border-brand-700 px-5 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50";
