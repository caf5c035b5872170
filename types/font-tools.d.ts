// The two font packages ship no types; these declare the calls the font scripts and tests make.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt";
      variationAxes?: Record<string, unknown>;
      /** OpenType feature tags to keep (`hb-subset --layout-features`); by default all. */
      keepFeatures?: string[];
      /** Drops the hinting instructions (`hb-subset --no-hinting`). */
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, to: "woff2" | "woff" | "sfnt"): Promise<Buffer>;
  };
  export default fontverter;
}
