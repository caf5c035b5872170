import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function XIcon(props: IconProps) {
  return (
    <StrokeIcon strokeWidth={2} {...props}>
      <path strokeLinecap="round" d="M4 4l16 16M20 4L4 20" />
    </StrokeIcon>
  );
}
