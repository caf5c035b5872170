import { describe, expect, it } from "vitest";
import { searchNames } from "../search/matching";
import { placesAnsweringWithSlips } from "../search/slips";
import { communities } from "../domain/communities";

const keys = communities.map((place) =>
  searchNames([place.names.en, place.names.ar, ...place.aliases.en, ...place.aliases.ar]),
);

/** The ids of the communities a query finds, and whether they are the closest to a slip. */
function found(query: string) {
  const { answers, closest } = placesAnsweringWithSlips(keys, query);
  return { ids: communities.filter((_, index) => answers[index]).map(({ id }) => id), closest };
}

describe("finding a community by what a visitor types", () => {
  it("by its name in either script, with or without the article", () => {
    expect(found("Al Barsha")).toEqual({ ids: ["al-barsha"], closest: false });
    expect(found("البرشاء").ids).toEqual(["al-barsha"]);
    expect(found("al barsha").ids).toEqual(["al-barsha"]);
    expect(found("القصيص").ids).toEqual(["al-qusais"]);
  });

  it("by an alias, which finds that one place only", () => {
    expect(found("JLT").ids).toEqual(["jumeirah-lake-towers"]);
    expect(found("marina").ids).toEqual(["dubai-marina"]);
    expect(found("Downtown").ids).toEqual(["downtown-dubai"]);
    expect(found("دبي مارينا").ids).toEqual(["dubai-marina"]);
    expect(found("jvc").ids).toEqual(["jumeirah-village-circle"]);
  });

  it("by the start of its words while one types", () => {
    expect(found("jumeirah vil").ids).toEqual([
      "jumeirah-village-circle",
      "jumeirah-village-triangle",
    ]);
    expect(found("khor").ids).toEqual(["khor-fakkan"]);
  });

  it("through a slip or two, in either script", () => {
    expect(found("Jumiera Lake Towers")).toEqual({
      ids: ["jumeirah-lake-towers"],
      closest: true,
    });
    expect(found("Dubia Marina").ids).toEqual(["dubai-marina"]);
    expect(found("Al Barhsa").ids).toEqual(["al-barsha"]);
    expect(found("Mirdiff").ids).toEqual(["mirdif"]);
    expect(found("Fujeirah City").ids).toEqual(["fujairah-city"]);
    expect(found("البرشا").ids).toEqual(["al-barsha"]);
    expect(found("خورفكن").ids).toEqual(["khor-fakkan"]);
    expect(found("alain").ids).toEqual(["al-ain"]);
  });

  it("nothing for a name no community comes near, and everything for an empty query", () => {
    expect(found("Atlantis Kingdom").ids).toEqual([]);
    expect(found("<script>").ids).toEqual([]);
    expect(found("").ids).toHaveLength(communities.length);
  });
});
