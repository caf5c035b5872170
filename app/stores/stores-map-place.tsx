/**
 * Where the map of the UAE with the stores marked stands on the page, once the map is drawn
 * at build (`<UaeMap title desc marks legend />`): each store a mark at its coordinates,
 * labelled with its name, from the page's `stores`. Until then it renders nothing, so the
 * page reads the same.
 */
export function StoresMapPlace() {
  return null;
}
