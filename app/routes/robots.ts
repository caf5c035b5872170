import { siteOrigin } from "../site/origin";

/** /robots.txt, prerendered at build: everything may be crawled; here is the sitemap. */
export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
