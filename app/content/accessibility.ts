// The shape of the accessibility statement's words, which reads as a legal page does; `en/accessibility.ts` and
// `ar/accessibility.ts` write them.
import type { LegalDocument } from "./legal";

export type AccessibilityContent = LegalDocument;
