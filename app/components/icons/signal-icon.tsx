import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function SignalIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 19v-3M10 19v-6M15 19v-9M20 19V5" />
    </StrokeIcon>
  );
}
