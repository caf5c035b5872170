import { describe, expect, it } from "vitest";
import { communities } from "../domain/communities";
import { nearestWith5g } from "./nearest-5g";

describe("the nearest community with 5G", () => {
  const byId = (id: string) => {
    const place = communities.find((community) => community.id === id);
    if (!place) throw new Error(`no ${id}`);
    return place;
  };

  it("is a place with 5G, the nearest of them", () => {
    const nearest = nearestWith5g(byId("jebel-jais"), communities);
    expect(nearest?.community.id).toBe("mina-al-arab");
    expect(nearest?.km).toBeGreaterThan(20);
    expect(nearest?.km).toBeLessThan(60);
    const fromLiwa = nearestWith5g(byId("liwa"), communities);
    expect(fromLiwa?.community.coverage["5g"].outdoor).not.toBe("none");
    expect(fromLiwa?.community.emirate).toBe("abu-dhabi");
  });
});
