import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} {...props}>
      <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </StrokeIcon>
  );
}
