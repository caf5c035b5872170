import type { ContactActionData } from "./contact-schema";

export type ContactAnswer =
  | { sent: true; location: string; reference: string }
  | { sent: false; refused?: ContactActionData };

/**
 * Sends the form's fields to the contact endpoint and reads its JSON answer. `refused` is the
 * server's reason with the input back; without it, the server could not be reached (no
 * connection, a dropped network, a proxy's error page) and the form says so, keeping the input.
 */
export async function sendContactMessage(endpoint: string, form: FormData): Promise<ContactAnswer> {
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json()) as Partial<ContactActionData> & {
      location?: string;
      reference?: unknown;
    };
    if (response.ok && answer.location) {
      const reference = typeof answer.reference === "string" ? answer.reference : "";
      return { sent: true, location: answer.location, reference };
    }
    if (answer.values && answer.errors)
      return { sent: false, refused: answer as ContactActionData };
  } catch {
    // Not reached, or not an answer of ours: the same as no answer.
  }
  return { sent: false };
}
