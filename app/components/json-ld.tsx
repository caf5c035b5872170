import { BIDI_CONTROLS } from "../i18n/typed-text";

/**
 * Structured data as a `<script type="application/ld+json">` data block: browsers never run
 * it, and `<` is escaped so no string in it can close the element. It is read as plain text
 * by search engines, so it carries no invisible direction characters.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(data).replace(BIDI_CONTROLS, "").replace(/</g, "\\u003c"),
      }}
    />
  );
}
