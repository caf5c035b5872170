import type { ReactNode } from "react";
import { type IconProps, iconDefaults } from "./icon-props";

/** The outline style shared by the site's line icons. */
export function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      {...iconDefaults}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
