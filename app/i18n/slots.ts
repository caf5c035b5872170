/** A content template with its `{name}` slots filled; a slot without a value stays visible. */
export function fillSlots(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
