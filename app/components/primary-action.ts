/**
 * How the page's main action looks, a button or a link alike (Choose Plan, a form's submit, the
 * way home): one look, so a visitor knows it wherever it stands.
 */
export const primaryActionClass =
  "rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800";
