import type { ReactNode } from "react";

/**
 * Phone numbers, short codes, emails and prices read left to right in every language; this
 * isolates them so Arabic text around them cannot reorder their characters.
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
