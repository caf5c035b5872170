import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function ListCheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <path d="M3.5 6l1.5 1.5L7.5 5M3.5 12l1.5 1.5L7.5 11M3.5 18l1.5 1.5L7.5 17" />
    </StrokeIcon>
  );
}
