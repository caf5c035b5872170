import { type IconProps, iconDefaults } from "./icon-props";

export function MenuIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
      <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
