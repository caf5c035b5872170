import { plainText } from "../document/meta";

/**
 * Structured data as a `<script type="application/ld+json">` data block: browsers never run
 * it, and `<` is escaped so no string in it can close the element. It is read as plain text
 * by search engines, so it carries no invisible isolates (`plainText`).
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: plainText(JSON.stringify(data)).replace(/</g, "\\u003c") }}
    />
  );
}
