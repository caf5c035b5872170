import { getHomeContent } from "~/content/pages.server";
import { HomePage } from "~/components/home-page";
import { localeFromPathname } from "~/lib/locale";
import { pageMetaTags } from "~/lib/meta";
import type { Route } from "./+types/home";

export function loader({ url }: Route.LoaderArgs) {
  return getHomeContent(localeFromPathname(url.pathname));
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMetaTags(loaderData.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData} />;
}
