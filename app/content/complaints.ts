// The shape of the complaints procedure's words, which reads as a legal page does; `en/complaints.ts` and
// `ar/complaints.ts` write them.
import type { LegalDocument } from "./legal";

export type ComplaintsContent = LegalDocument;
