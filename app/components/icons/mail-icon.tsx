import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function MailIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5L12 13l8.5-6.5" />
    </StrokeIcon>
  );
}
