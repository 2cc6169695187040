import { redirect } from "react-router";
import { useLoaderData } from "react-router";
import { Screen } from "../components/shell/screen";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/review._index";

export const meta: Route.MetaFunction = () => [{ title: "Review — Piramide" }];

// '/review' reviews the language being practised.
export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  throw redirect(`/review/${guarded.shell.language}`);
}

export default function ReviewIndex() {
  useLoaderData<typeof loader>();
  return <Screen signedOut>{() => null}</Screen>;
}
