import type { Community } from "../domain/community-data";
import { distanceKm } from "../domain/places";

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
