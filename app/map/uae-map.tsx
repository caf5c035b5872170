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
import { frameAround, markScale } from "./map-view";
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

/**
 * A place the page's answer is about, drawn above the marks, and framed: the community asked
 * about, the place a visitor is near, a store numbered as in the page's list.
 */
export interface MapPin {
  readonly id: string;
  readonly longitude: number;
  readonly latitude: number;
  /** Its name, written beside it in the page's language; none for a numbered pin. */
  readonly label?: string;
  /** Its number in the page's list ("nearest first"); none for the place asked about. */
  readonly number?: number;
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
  /** What the page answers about; the map is framed on them. None: the whole country. */
  pins?: readonly MapPin[];
  /** The key's words for the pins shown: the place asked about, the numbered ones. */
  pinLegend?: { asked?: string; numbered?: string };
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
  pins = [],
  pinLegend = {},
  className,
}: UaeMapProps<Kind>) {
  const id = useId();
  const shapeId = (index: number) => `${id}m${index}`;
  const unknown = marks.find((mark) => !legend.some((entry) => entry.kind === mark.kind));
  if (unknown) throw new Error(`the map's legend has no entry for the kind "${unknown.kind}"`);
  const { width, height, land, neighbours, projection } = uaeMap;
  const pinned = pins.map((pin) => ({
    pin,
    at: placeOnMap(projection, pin.longitude, pin.latitude),
  }));
  const view = frameAround(
    pinned.map(({ at }) => at),
    uaeMap,
  );
  // Marks keep their size on the screen in a closer frame.
  const scale = markScale(view, width);

  return (
    <div className={className}>
      <svg
        role="img"
        aria-labelledby={`${id}t`}
        aria-describedby={`${id}d`}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        width={view.width}
        height={view.height}
        className="block h-auto w-full"
      >
        <title id={`${id}t`}>{title}</title>
        <desc id={`${id}d`}>{plainText(description)}</desc>
        <defs>
          {legend.map((entry, index) => (
            <path
              key={entry.kind}
              id={shapeId(index)}
              d={markShapes[entry.shape]}
              transform={scale < 1 ? `scale(${scale.toFixed(3)})` : undefined}
            />
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
        {pinned.map(({ pin, at }) => (
          <Pin key={pin.id} pin={pin} at={at} scale={scale} view={view} />
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
        {pinLegend.asked && pins.some((pin) => pin.number === undefined) ? (
          <li className="flex items-center gap-2">
            <svg
              aria-hidden="true"
              viewBox="-16 -16 32 32"
              width="20"
              height="20"
              className="shrink-0"
            >
              <circle r="11" fill="none" stroke={markTones.red} strokeWidth="4" />
            </svg>
            {pinLegend.asked}
          </li>
        ) : null}
        {pinLegend.numbered && pins.some((pin) => pin.number !== undefined) ? (
          <li className="flex items-center gap-2">
            <svg
              aria-hidden="true"
              viewBox="-16 -16 32 32"
              width="20"
              height="20"
              className="shrink-0"
            >
              <circle r="14" fill={markTones.ink} />
              <text y="5" fontSize="15" fontWeight="700" textAnchor="middle" fill={mapColours.halo}>
                1
              </text>
            </svg>
            {pinLegend.numbered}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The room a pin's name is given on each side, and above its point, in map units at full size. */
const PIN_RING = 28;
const PIN_FONT = 36;
const NUMBER_RADIUS = 22;
const NUMBER_FONT = 26;

/**
 * One pin: the place asked about as a ring with its name in a halo of the map's white, above
 * its point (below, near the frame's top edge) and moved in from the frame's sides so it stays
 * whole; a store of the answer as a dark disc with its number in the list.
 */
function Pin({
  pin,
  at: [x, y],
  scale,
  view,
}: {
  pin: MapPin;
  at: readonly [number, number];
  scale: number;
  view: ReturnType<typeof frameAround>;
}) {
  const unit = (value: number) => Math.round(value * scale * 10) / 10;
  const cx = Math.round(x);
  const cy = Math.round(y);
  if (pin.number !== undefined) {
    return (
      <g data-pin={pin.id} data-number={pin.number}>
        <circle
          cx={cx}
          cy={cy}
          r={unit(NUMBER_RADIUS)}
          fill={markTones.ink}
          stroke={mapColours.halo}
          strokeWidth={unit(3)}
        />
        <text
          x={cx}
          y={cy}
          dy="0.35em"
          fontSize={unit(NUMBER_FONT)}
          fontWeight="700"
          textAnchor="middle"
          fill={mapColours.halo}
        >
          {pin.number}
        </text>
      </g>
    );
  }
  const label = pin.label ?? "";
  const fontSize = unit(PIN_FONT);
  // About how wide the name is drawn: bold letters average some 0.6 of the font's size.
  const halfWidth = (label.length * 0.6 * fontSize) / 2;
  const side = unit(8);
  const labelX = Math.min(
    Math.max(cx, view.x + halfWidth + side),
    view.x + view.width - halfWidth - side,
  );
  const above = cy - unit(PIN_RING + 10);
  const labelY = above - fontSize < view.y ? cy + unit(PIN_RING + 10) + fontSize * 0.8 : above;
  return (
    <g data-pin={pin.id} fill="none">
      <circle cx={cx} cy={cy} r={unit(PIN_RING)} stroke={mapColours.halo} strokeWidth={unit(11)} />
      <circle cx={cx} cy={cy} r={unit(PIN_RING)} stroke={markTones.red} strokeWidth={unit(6)} />
      <text
        x={Math.round(labelX)}
        y={Math.round(labelY)}
        fontSize={fontSize}
        fontWeight="700"
        textAnchor="middle"
        fill={markTones.ink}
        stroke={mapColours.halo}
        strokeWidth={unit(8)}
        strokeLinejoin="round"
        paintOrder="stroke"
      >
        {label}
      </text>
    </g>
  );
}
