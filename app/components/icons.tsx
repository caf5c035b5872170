import type { ReactNode, SVGProps } from "react";
import type { SocialNetworkId } from "../domain/site-config";

/** Icons are decorative: the control or text beside them carries the accessible name. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

interface IconDrawing {
  /** Line icons are stroked in the text colour; brand marks are filled shapes. */
  style: "line" | "filled";
  /** Line icons drawn with fewer, bolder strokes read better a little heavier. */
  strokeWidth?: number;
  shapes: ReactNode;
}

const dots = [5, 11, 17].flatMap((cy) =>
  [6, 12, 18].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1" />),
);

/** Every icon of the site, drawn on a 24 × 24 grid. */
const drawings = {
  chat: {
    style: "line",
    shapes: (
      <>
        <path d="M4 5h16v11H9l-5 4V5z" />
        <path d="M8 9.5h8M8 12.5h5" />
      </>
    ),
  },
  check: { style: "line", shapes: <path d="M5 12.5l4.5 4.5L19 7.5" /> },
  dial: { style: "line", shapes: dots },
  form: {
    style: "line",
    shapes: (
      <>
        <rect x="5" y="3" width="14" height="18" rx="2" />
        <path d="M9 3.5h6v2H9zM8.5 10h7M8.5 13.5h7M8.5 17h4" />
      </>
    ),
  },
  globe: {
    style: "line",
    shapes: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z" />
      </>
    ),
  },
  "id-card": {
    style: "line",
    shapes: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="8.5" cy="11" r="2" />
        <path d="M5.5 16a3 3 0 0 1 6 0M14 10h4M14 13.5h3" />
      </>
    ),
  },
  "list-check": {
    style: "line",
    shapes: (
      <>
        <path d="M10 6h10M10 12h10M10 18h10" />
        <path d="M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5L7.5 11M3.5 18l1.5 1.5L7.5 17" />
      </>
    ),
  },
  mail: {
    style: "line",
    shapes: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3.5 6.5L12 13l8.5-6.5" />
      </>
    ),
  },
  "map-pin": {
    style: "line",
    shapes: (
      <>
        <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
  },
  close: { style: "line", strokeWidth: 2, shapes: <path d="M6 6l12 12M18 6L6 18" /> },
  "chevron-down": { style: "line", strokeWidth: 2, shapes: <path d="M6 9l6 6 6-6" /> },
  search: {
    style: "line",
    strokeWidth: 2,
    shapes: (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="M15.5 15.5L20 20" />
      </>
    ),
  },
  menu: { style: "line", strokeWidth: 2, shapes: <path d="M4 7h16M4 12h16M4 17h16" /> },
  people: {
    style: "line",
    shapes: (
      <>
        <circle cx="9" cy="8" r="3" />
        <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M16 14.2a4.5 4.5 0 0 1 5 4.8" />
      </>
    ),
  },
  phone: {
    style: "line",
    shapes: (
      <path d="M6.6 3.5h2.6l1.3 4-2 1.5a12 12 0 0 0 6.5 6.5l1.5-2 4 1.3v2.6a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    ),
  },
  signal: { style: "line", shapes: <path d="M5 19v-3M10 19v-6M15 19v-9M20 19V5" /> },
  facebook: {
    style: "filled",
    shapes: (
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z" />
    ),
  },
  instagram: {
    style: "line",
    strokeWidth: 2,
    shapes: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
      </>
    ),
  },
  linkedin: {
    style: "filled",
    shapes: (
      <path d="M4.5 3A1.5 1.5 0 1 0 4.5 6a1.5 1.5 0 0 0 0-3zM3.2 8h2.6v13H3.2V8zm5.3 0H11v1.8h.1c.4-.8 1.4-2 3.1-2 3.3 0 3.9 2.2 3.9 5V21h-2.6v-7.2c0-1.7 0-3.8-2.3-3.8s-2.7 1.8-2.7 3.7V21H8.5V8z" />
    ),
  },
  x: { style: "line", strokeWidth: 2, shapes: <path d="M4 4l16 16M20 4L4 20" /> },
  youtube: {
    style: "filled",
    shapes: (
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z" />
    ),
  },
} satisfies Record<string, IconDrawing> & Record<SocialNetworkId, IconDrawing>;

export type IconName = keyof typeof drawings;

const lineStyle = {
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** An inline SVG icon by name; size and colour come from the caller's classes. */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const drawing: IconDrawing = drawings[name];
  const style =
    drawing.style === "line"
      ? { ...lineStyle, strokeWidth: drawing.strokeWidth ?? 1.75 }
      : { fill: "currentColor" };
  return (
    <svg
      aria-hidden
      focusable={false}
      width={24}
      height={24}
      viewBox="0 0 24 24"
      {...style}
      {...props}
    >
      {drawing.shapes}
    </svg>
  );
}
