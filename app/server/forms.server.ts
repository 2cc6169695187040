// Reading a form post on a page route. A body that is not a form (wrong Content-Type, broken
// encoding) is the sender's mistake: a 400 that says so, never a 500.
import { data } from "react-router";

export const NOT_A_FORM = "This page accepts form posts only (application/x-www-form-urlencoded or multipart/form-data).";

export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    throw data({ message: NOT_A_FORM }, { status: 400 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ message: NOT_A_FORM }, { status: 400 });
  }
}
