// /conversations (spec section 2 "Conversations"): the premium gate with true counts, or the player
// for the learner's current topic in a level: the learner's own (that of their highest sentence) or
// the one chosen with ?level=. Progress moves only through POST /api/conversations/progress.
import { data, useLoaderData } from "react-router";
import { ConversationGate } from "../components/conversations/conversation-gate";
import { ConversationLevelList, ConversationLevelPicker } from "../components/conversations/conversation-levels";
import { ConversationPlayer } from "../components/conversations/conversation-player";
import { useShell } from "../components/shell/screen";
import { canUseConversations } from "../domain/access";
import { describeContinue, orderTopics, topicIndex } from "../domain/conversation";
import { firstMessageOf } from "../domain/validation";
import { conversationLevelQuerySchema } from "../domain/api-schemas";
import {
  conversationCount,
  conversationLines,
  conversationsPerLevel,
  getConversationProgress,
  learnerConversationLevel,
} from "../server/conversation.server";
import { learnerLoader, type WithLearner } from "../server/guards.server";
import type { Route } from "./+types/_app.conversations";

export const meta: Route.MetaFunction = () => [{ title: "Conversations — Piramide" }];

export const loader = learnerLoader(async ({ request, context, learner }: Route.LoaderArgs & WithLearner) => {
  const { user, shell } = learner;
  if (!canUseConversations(shell.subscription, shell.user.isAdmin)) {
    return data({ gate: true as const, conversations: await conversationCount(context.replica) }, { status: 403 });
  }
  const asked = conversationLevelQuerySchema.safeParse(new URL(request.url).searchParams.get("level") ?? undefined);
  const language = shell.language;
  const [learnerLevel, levels] = await Promise.all([
    learnerConversationLevel(context, user, language),
    conversationsPerLevel(context.replica, language),
  ]);
  // A level that is not one: 400, said in words, with the levels there are to choose from.
  if (!asked.success) {
    return data({ gate: false as const, refusal: firstMessageOf(asked.error), learnerLevel, levels }, { status: 400 });
  }
  const level = asked.data ?? learnerLevel;
  const lines = await conversationLines(context.replica, language, level);
  const progress = await getConversationProgress(context, user, language, level, lines);
  const topics = orderTopics(lines).map(({ conversationId, topic }) => ({ conversationId, topic }));
  return data({
    gate: false as const,
    refusal: null,
    language,
    learnerLevel,
    levels,
    topics,
    progress,
    lines: lines.filter((l) => l.conversationId === progress.currentConversationId),
    // Said before Continue is pressed: after conversation 1 the spec's rule shows it again.
    continuePreview: describeContinue(
      progress,
      topics.map((t) => t.topic),
    ),
  });
});

export default function ConversationsScreen() {
  const loaded = useLoaderData<typeof loader>();
  const shell = useShell();
  if (loaded.gate) return <ConversationGate conversations={loaded.conversations} />;
  if (loaded.refusal !== null) {
    return (
      <>
        <ConversationLevelPicker levels={loaded.levels} current={0} learnerLevel={loaded.learnerLevel} />
        <div className="mx-auto max-w-2xl rounded-xl border border-red-200 bg-red-50 p-4" role="alert">
          <h1 className="font-bold text-red-800">That level could not be shown</h1>
          <p className="mt-1 text-red-800">{loaded.refusal}. Choose one of the levels above.</p>
        </div>
      </>
    );
  }
  const { progress } = loaded;
  return (
    <>
      <ConversationLevelPicker levels={loaded.levels} current={progress.level} learnerLevel={loaded.learnerLevel} />
      <ConversationPlayer
        key={`${loaded.language}-${progress.level}-${progress.currentConversationId}`}
        language={loaded.language}
        progress={progress}
        lines={loaded.lines}
        continuePreview={loaded.continuePreview}
        shell={shell}
      />
      <div className="mx-auto max-w-2xl">
        <ConversationLevelList
          level={progress.level}
          topics={loaded.topics}
          currentIndex={progress.completed ? -1 : topicIndex(progress)}
          unlocked={progress.currentSequence}
        />
      </div>
    </>
  );
}
