/** The structured-data checker the browser tests run on the built pages (no types ship). */
declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Record<"jsonld" | "microdata" | "rdfa", Record<string, unknown[]>>;
  }
}

declare module "@adobe/structured-data-validator" {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    fieldNames: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Record<string, Record<string, unknown[]>>): Promise<StructuredDataIssue[]>;
  }
}
