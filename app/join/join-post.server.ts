import { data } from "react-router";

/** The posted form; the form only ever posts, so anything else is a 405. */
export async function postedJoinForm(request: Request): Promise<FormData> {
  if (request.method !== "POST") throw data(null, { status: 405 });
  return request.formData().catch(() => new FormData());
}
