import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function PeopleIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2a4.5 4.5 0 0 1 5 4.8" />
    </StrokeIcon>
  );
}
