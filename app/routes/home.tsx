import { HomePage } from "~/components/home-page";
import { layoutByLocale } from "~/content/layout";
import { getHomeContent } from "~/content/pages.server";
import { figureViews, packageViews, planViews } from "~/lib/catalog-view";
import { localeFromPathname } from "~/lib/locale";
import { pageMetaTags } from "~/lib/meta";
import type { Route } from "./+types/home";

/** The page's words with every figure already formatted for its locale. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPathname(url.pathname);
  const { intlLocale } = layoutByLocale[locale];
  const content = getHomeContent(locale);
  return {
    content,
    plans: planViews(content.plans, intlLocale),
    packages: packageViews(content.internet, intlLocale),
    figures: figureViews(intlLocale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMetaTags(loaderData.content.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
