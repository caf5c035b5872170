import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}
