import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScreenHeading } from "../components/app-shell";
import { Screen } from "../components/screen";
import { shellOnlyLoader } from "../server/screen.server";

export const loader = (args: LoaderFunctionArgs) => shellOnlyLoader(args);

export default function ConversationsScreen() {
  const { signedOut } = useLoaderData<typeof loader>();
  return <Screen signedOut={signedOut}>{() => <ScreenHeading title="Conversations" subtitle="Two-speaker dialogues for premium learners." />}</Screen>;
}
