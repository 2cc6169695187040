import { data, type LoaderFunctionArgs } from "react-router";
import { guardScreen } from "./shell.server";

/** Loader answer for a protected screen without a session: the logged-out notice, status 401. */
export function signedOutData() {
  return data({ signedOut: true as const }, { status: 401 });
}

/** Loader of a protected screen whose content needs nothing beyond the shell. */
export async function shellOnlyLoader(
  { request, context }: LoaderFunctionArgs,
  options: { allowWithoutLanguage?: boolean } = {},
) {
  const guarded = await guardScreen(request, context, options);
  if (guarded.kind === "signed-out") return signedOutData();
  return data({ signedOut: false as const });
}
