import { type IconProps, iconDefaults } from "./icon-props";

export function XIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
      <path strokeLinecap="round" d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}
