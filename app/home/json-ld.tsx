/**
 * Structured data as a `<script type="application/ld+json">` data block: browsers never run
 * it, and `<` is escaped so no string in it can close the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
