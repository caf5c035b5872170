import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function DialIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="6" cy="5" r="1" />
      <circle cx="12" cy="5" r="1" />
      <circle cx="18" cy="5" r="1" />
      <circle cx="6" cy="11" r="1" />
      <circle cx="12" cy="11" r="1" />
      <circle cx="18" cy="11" r="1" />
      <circle cx="6" cy="17" r="1" />
      <circle cx="12" cy="17" r="1" />
      <circle cx="18" cy="17" r="1" />
    </StrokeIcon>
  );
}
