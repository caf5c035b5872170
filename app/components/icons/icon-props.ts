import type { SVGProps } from "react";

/** Icons are decorative: the control around them carries the accessible name. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

export const iconDefaults = {
  "aria-hidden": true,
  focusable: false,
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
} as const;
