import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function IdCardIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 16a3 3 0 0 1 6 0M14 10h4M14 13.5h3" />
    </StrokeIcon>
  );
}
