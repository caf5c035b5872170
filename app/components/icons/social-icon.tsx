import type { SocialNetworkId } from "~/content/types";
import { FacebookIcon } from "./facebook-icon";
import type { IconProps } from "./icon-props";
import { InstagramIcon } from "./instagram-icon";
import { LinkedinIcon } from "./linkedin-icon";
import { XIcon } from "./x-icon";
import { YoutubeIcon } from "./youtube-icon";

const iconByNetwork = {
  instagram: InstagramIcon,
  x: XIcon,
  facebook: FacebookIcon,
  youtube: YoutubeIcon,
  linkedin: LinkedinIcon,
} satisfies Record<SocialNetworkId, (props: IconProps) => React.JSX.Element>;

export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetworkId }) {
  const Icon = iconByNetwork[network];
  return <Icon {...props} />;
}
