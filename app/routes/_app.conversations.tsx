// /conversations (spec section 2 "Conversations"): the premium gate with true counts, or the player
// for the learner's current topic. Progress moves only through POST /api/conversations/progress.
import { data, useLoaderData } from "react-router";
import { ConversationGate } from "../components/conversations/conversation-gate";
import { ConversationPlayer } from "../components/conversations/conversation-player";
import { useShell } from "../components/shell/screen";
import { canUseConversations } from "../domain/access";
import { describeContinue, orderTopics } from "../domain/conversation";
import { conversationCount, conversationLines, getConversationProgress } from "../server/conversation.server";
import { learnerLoader, type WithLearner } from "../server/guards.server";
import type { Route } from "./+types/_app.conversations";

export const meta: Route.MetaFunction = () => [{ title: "Conversations — Piramide" }];

export const loader = learnerLoader(async ({ context, learner }: Route.LoaderArgs & WithLearner) => {
  const { user, shell } = learner;
  if (!canUseConversations(shell.subscription, shell.user.isAdmin)) {
    return data({ gate: true as const, conversations: await conversationCount(context.replica) }, { status: 403 });
  }
  const language = shell.language;
  const lines = await conversationLines(context.replica, language);
  const progress = await getConversationProgress(context, user, language, lines);
  return data({
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
});

export default function ConversationsScreen() {
  const loaded = useLoaderData<typeof loader>();
  const shell = useShell();
  if (loaded.gate) return <ConversationGate conversations={loaded.conversations} />;
  return (
    <ConversationPlayer
      key={`${loaded.language}-${loaded.progress.currentConversationId}`}
      language={loaded.language}
      progress={loaded.progress}
      lines={loaded.lines}
      continuePreview={loaded.continuePreview}
      shell={shell}
    />
  );
}
