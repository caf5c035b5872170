import type { Community } from "./community-data";

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance between two places over the Earth's surface, in kilometres (haversine). */
export function distanceKm(
  from: Pick<Community, "latitude" | "longitude">,
  to: Pick<Community, "latitude" | "longitude">,
): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * The community nearest to `place` where a phone gets 5G outdoors, and how far it is; none
 * when no community has 5G.
 */
export function nearestWith5g(
  place: Community,
  communities: readonly Community[],
): { community: Community; km: number } | undefined {
  let nearest: { community: Community; km: number } | undefined;
  for (const community of communities) {
    if (community.id === place.id || community.coverage["5g"].outdoor === "none") continue;
    const km = distanceKm(place, community);
    if (!nearest || km < nearest.km) nearest = { community, km };
  }
  return nearest;
}
