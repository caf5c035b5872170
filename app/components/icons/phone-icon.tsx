import type { IconProps } from "./icon-props";
import { StrokeIcon } from "./stroke-icon";

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6.6 3.5h2.6l1.3 4-2 1.5a12 12 0 0 0 6.5 6.5l1.5-2 4 1.3v2.6a2 2 0 0 1-2.2 2A17 17 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
    </StrokeIcon>
  );
}
