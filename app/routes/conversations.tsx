// /conversations (spec section 2 "Conversations"): the premium gate with true counts, or the player
// for the learner's current topic. Progress moves only through POST /api/conversations/progress.
import { data, useLoaderData } from "react-router";
import { ConversationGate } from "../components/conversations/conversation-gate";
import { ConversationPlayer } from "../components/conversations/conversation-player";
import { Screen } from "../components/shell/screen";
import { canUseConversations } from "../domain/access";
import { describeContinue, orderTopics } from "../domain/conversation";
import { conversationCount, conversationLines, getConversationProgress } from "../server/conversation.server";
import { signedOutData } from "../server/screen.server";
import { guardScreen } from "../server/shell.server";
import type { Route } from "./+types/conversations";

export const meta: Route.MetaFunction = () => [{ title: "Conversations — Piramide" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardScreen(request, context);
  if (guarded.kind === "signed-out") return signedOutData();
  const { scope, user, shell } = guarded;
  if (!canUseConversations(shell.subscription, shell.user.isAdmin)) {
    return data(
      { signedOut: false as const, gate: true as const, conversations: await conversationCount(scope.replica) },
      { status: 403 },
    );
  }
  const language = shell.language;
  const lines = await conversationLines(scope.replica, language);
  const progress = await getConversationProgress(scope, user, language, lines);
  return data({
    signedOut: false as const,
    gate: false as const,
    language,
    progress,
    lines: lines.filter((l) => l.conversationId === progress.currentConversationId),
    // Said before Continue is pressed: after conversation 1 the spec's rule shows it again.
    continuePreview: describeContinue(
      progress,
      orderTopics(lines).map((t) => t.topic),
    ),
  });
}

export default function ConversationsScreen() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signedOut) return <Screen signedOut>{() => null}</Screen>;
  if (loaded.gate) return <Screen>{() => <ConversationGate conversations={loaded.conversations} />}</Screen>;
  return (
    <Screen>
      {(shell) => (
        <ConversationPlayer
          key={`${loaded.language}-${loaded.progress.currentConversationId}`}
          language={loaded.language}
          progress={loaded.progress}
          lines={loaded.lines}
          continuePreview={loaded.continuePreview}
          premium={shell.premiumAudio && shell.settings.audioQuality === "premium"}
        />
      )}
    </Screen>
  );
}
