// One voice for audio problems on every screen (learn, review, conversations): said in words that say
// what to do (domain/audio-notices.ts), each at most once per browser session, so a failure that
// repeats on every step (auto progress, Play all) is not said again and again.
import { useCallback } from "react";
import { audioErrorKey, type AudioNoticeKey } from "../../domain/audio-notices";
import { toast } from "../shell/toast";

const NOTICE_PREFIX = "piramide:audio-notice:";
const seenWithoutStorage = new Set<string>();

/**
 * True the first time `key` is asked for in this browser session (sessionStorage), so an audio
 * problem that repeats on every step (auto progress) is said once. Without storage, once per page.
 */
function firstTimeThisSession(key: string): boolean {
  try {
    const store = window.sessionStorage;
    if (store.getItem(NOTICE_PREFIX + key)) return false;
    store.setItem(NOTICE_PREFIX + key, "1");
    return true;
  } catch {
    if (seenWithoutStorage.has(key)) return false;
    seenWithoutStorage.add(key);
    return true;
  }
}

export function useAudioNotice() {
  const notifyKey = useCallback((key: AudioNoticeKey) => {
    if (!firstTimeThisSession(key)) return;
    // The words arrive with the first problem (their own chunk): most sessions never need them.
    void import("../../domain/audio-notice-texts").then(({ audioNotice }) => {
      const notice = audioNotice(key);
      toast({
        title: notice.title,
        description: notice.description,
        variant: key === "premium-fallback" ? "default" : "destructive",
      });
    });
  }, []);
  const notifyError = useCallback((error: unknown) => notifyKey(audioErrorKey(error)), [notifyKey]);
  return { notifyKey, notifyError };
}
