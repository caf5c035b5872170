/**
 * The size class that holds a group of result rows (a letter's destinations, an emirate's
 * communities) in its place until it is laid out (app.css): its rows, rounded up.
 */
export function rowsClass(rows: number): string {
  const bucket = [5, 10, 20].find((size) => rows <= size) ?? 40;
  return `rate-rows-${bucket}`;
}
