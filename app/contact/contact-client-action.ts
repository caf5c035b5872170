import { isRouteErrorResponse } from "react-router";
import { type ContactActionData, submittedValues } from "./contact-schema";

/**
 * Sends the contact form to the server's action, in the browser. When the request cannot reach
 * the server at all (no connection, a dropped network), the answer is the visitor's input back
 * with a note to try again, shown in the form, instead of the error page, which would lose what
 * they typed. Whatever the server answered (the redirect of a stored message, a refusal) goes
 * on as before.
 */
export async function submitContactForm<Answer>(
  request: Request,
  serverAction: () => Promise<Answer>,
): Promise<Answer | ContactActionData> {
  // Read first: the server action consumes the request's body.
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return unreachableAnswer(form);
  }
}

function unreachableAnswer(form: FormData): ContactActionData {
  return { values: submittedValues(form), errors: {}, unreachable: true };
}

/** Whether an action's answer says the server could not be reached. */
export function isUnreachableAnswer(answer: unknown): boolean {
  return typeof answer === "object" && answer !== null && "unreachable" in answer;
}
