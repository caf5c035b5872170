import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function FormIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 3.5h6v2H9zM8.5 10h7M8.5 13.5h7M8.5 17h4" />
    </StrokeIcon>
  );
}
