import { useId } from "react";
import uaeMap from "virtual:uae-map";
import { type Phrase, plainText } from "../i18n/bidi";
import { TextWithLtrRuns } from "../i18n/ltr-text";
import {
  HALO_WIDTH,
  type MarkShape,
  type MarkTone,
  mapColours,
  markShapes,
  markTones,
} from "./map-palette";
import { placeOnMap } from "./place-on-map";

/** A place to mark on the map; its kind picks its shape and tone from the legend. */
export interface MapMark<Kind extends string> {
  readonly id: string;
  readonly longitude: number;
  readonly latitude: number;
  readonly kind: Kind;
}

/** One kind of mark: what it means, in the page's words, and how it is drawn. */
export interface MapLegendEntry<Kind extends string> {
  readonly kind: Kind;
  readonly label: Phrase;
  readonly shape: MarkShape;
  readonly tone: MarkTone;
}

interface UaeMapProps<Kind extends string> {
  /** The map's name, read first by a screen reader ("Coverage map of the UAE"). */
  title: string;
  /**
   * What it shows, in a sentence or two; the page has the full list in its own markup. An SVG
   * description holds no markup, so a phrase's left-to-right runs are read as plain text.
   */
  description: Phrase;
  marks: readonly MapMark<Kind>[];
  /** Every kind the marks use, in drawing order: a later kind's marks lie on top. */
  legend: readonly MapLegendEntry<Kind>[];
  /** The legend's heading ("Key"). */
  legendLabel: string;
  className?: string;
}

/**
 * The UAE, drawn at build from Natural Earth's outline (app/map/uae-outline.ts), with a mark
 * for each place: one image with a title and a description for a screen reader, nothing to
 * focus, no script, and a legend in words and shapes below it that follows the page's
 * direction while the map itself, being geography, is never mirrored.
 */
export function UaeMap<Kind extends string>({
  title,
  description,
  marks,
  legend,
  legendLabel,
  className,
}: UaeMapProps<Kind>) {
  const id = useId();
  const shapeId = (index: number) => `${id}m${index}`;
  const unknown = marks.find((mark) => !legend.some((entry) => entry.kind === mark.kind));
  if (unknown) throw new Error(`the map's legend has no entry for the kind "${unknown.kind}"`);
  const { width, height, land, neighbours, projection } = uaeMap;

  return (
    <div className={className}>
      <svg
        role="img"
        aria-labelledby={`${id}t`}
        aria-describedby={`${id}d`}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="block h-auto w-full"
      >
        <title id={`${id}t`}>{title}</title>
        <desc id={`${id}d`}>{plainText(description)}</desc>
        <defs>
          {legend.map((entry, index) => (
            <path key={entry.kind} id={shapeId(index)} d={markShapes[entry.shape]} />
          ))}
        </defs>
        <rect width={width} height={height} fill={mapColours.sea} />
        <path
          d={neighbours}
          fill={mapColours.neighbours}
          stroke={mapColours.neighbourEdge}
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={land}
          fill={mapColours.land}
          stroke={mapColours.coast}
          strokeWidth="1"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        {legend.map((entry, index) => (
          <g
            key={entry.kind}
            fill={markTones[entry.tone]}
            stroke={mapColours.halo}
            strokeWidth={HALO_WIDTH}
          >
            {marks
              .filter((mark) => mark.kind === entry.kind)
              .map((mark) => {
                const [x, y] = placeOnMap(projection, mark.longitude, mark.latitude);
                return (
                  <use
                    key={mark.id}
                    href={`#${shapeId(index)}`}
                    x={Math.round(x)}
                    y={Math.round(y)}
                  />
                );
              })}
          </g>
        ))}
      </svg>
      <p id={`${id}k`} className="mt-3 font-semibold">
        {legendLabel}
      </p>
      <ul aria-labelledby={`${id}k`} className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {legend.map((entry) => (
          <li key={entry.kind} className="flex items-center gap-2">
            <svg
              aria-hidden="true"
              viewBox="-16 -16 32 32"
              width="20"
              height="20"
              className="shrink-0"
            >
              <path
                d={markShapes[entry.shape]}
                fill={markTones[entry.tone]}
                stroke={mapColours.halo}
                strokeWidth={HALO_WIDTH}
              />
            </svg>
            <TextWithLtrRuns text={entry.label} />
          </li>
        ))}
      </ul>
    </div>
  );
}
