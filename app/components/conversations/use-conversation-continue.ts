// Continue in the player: the server applies the progression rule inside the level shown and answers
// with the new place; a conversation opened for the first time is said in a toast, then the screen
// reloads its data.
import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { stopAudio } from "../audio/audio";
import { api } from "../shell/api-client";
import { toast } from "../shell/toast";
import { opensNewConversation, type ConversationProgress } from "../../domain/conversation";
import type { Language } from "../../domain/languages";

type Place = Pick<ConversationProgress, "currentSequence" | "currentLineId" | "currentTopic" | "totalTopics">;

export function useConversationContinue(language: Language, level: number, before: Place) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const { currentSequence, currentLineId } = before;

  const continueNext = useCallback(async () => {
    setBusy(true);
    stopAudio();
    try {
      const after = await api.post<Place>("/api/conversations/progress", { language, level, action: "continue" });
      if (after.currentTopic && opensNewConversation({ currentSequence, currentLineId }, after, after.totalTopics)) {
        toast({
          title: `New conversation: ${after.currentTopic}`,
          description: `Conversation ${after.currentLineId} of ${after.totalTopics} in level ${level}, unlocked just now.`,
        });
      }
      await revalidator.revalidate();
    } catch {
      toast({ title: "Error", description: "Failed to continue to next conversation", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }, [currentLineId, currentSequence, language, level, revalidator]);

  return { busy, continueNext };
}
