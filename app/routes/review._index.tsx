import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Screen } from "../components/screen";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";

// '/review' reviews the language being practised.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  throw redirect(`/review/${guarded.shell.language}`);
}

export default function ReviewIndex() {
  useLoaderData<typeof loader>();
  return <Screen signedOut>{() => null}</Screen>;
}
