import { type IconProps, iconDefaults } from "./icon-props";

export function LinkedinIcon(props: IconProps) {
  return (
    <svg {...iconDefaults} fill="currentColor" {...props}>
      <path d="M4.5 3A1.5 1.5 0 1 0 4.5 6a1.5 1.5 0 0 0 0-3zM3.2 8h2.6v13H3.2V8zm5.3 0H11v1.8h.1c.4-.8 1.4-2 3.1-2 3.3 0 3.9 2.2 3.9 5V21h-2.6v-7.2c0-1.7 0-3.8-2.3-3.8s-2.7 1.8-2.7 3.7V21H8.5V8z" />
    </svg>
  );
}
