import type { StoresContent } from "../content/stores";
import { fillSlots } from "../i18n/slots";
import { type MapMark, type MapPin, UaeMap } from "../map/uae-map";

interface StoresMapPlaceProps {
  words: StoresContent["map"];
  marks: readonly MapMark<"store">[];
  /** The answer's pins: the nearest stores, numbered, and the place asked about. */
  pins: readonly MapPin[];
  /** The key's word for the pin of the place asked about. */
  askedPin: string;
  className?: string;
}

/**
 * The map of the UAE with every store marked at its coordinates; once the page answers, framed
 * on the place asked about and the nearest stores, numbered as in the list. The list names
 * each store with its address, so the map is one image with a sentence saying what it shows.
 */
export function StoresMapPlace({ words, marks, pins, askedPin, className }: StoresMapPlaceProps) {
  const asked = pins.find((pin) => pin.number === undefined)?.label;
  return (
    <UaeMap
      title={words.title}
      description={asked ? fillSlots(words.answered, { place: asked }) : words.description}
      marks={marks}
      legend={[{ kind: "store", label: words.store, shape: "diamond", tone: "blue" }]}
      legendLabel={words.legendLabel}
      pins={pins}
      pinLegend={{ asked: askedPin, numbered: words.numbered }}
      className={className}
    />
  );
}
