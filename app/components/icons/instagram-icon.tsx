import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function InstagramIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </StrokeIcon>
  );
}
