import type { StoresContent } from "../content/stores";
import { type MapMark, UaeMap } from "../map/uae-map";

interface StoresMapPlaceProps {
  words: StoresContent["map"];
  marks: readonly MapMark<"store">[];
}

/**
 * The map of the UAE with every store marked at its coordinates. The list below names each
 * store with its address, so the map is one image with a sentence saying what it shows.
 */
export function StoresMapPlace({ words, marks }: StoresMapPlaceProps) {
  return (
    <UaeMap
      title={words.title}
      description={words.description}
      marks={marks}
      legend={[{ kind: "store", label: words.store, shape: "diamond", tone: "blue" }]}
      legendLabel={words.legendLabel}
      className="mt-10 max-w-2xl"
    />
  );
}
