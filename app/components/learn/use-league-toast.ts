// The league's promotion zone, said on the learn screen when the learner enters it (issue 29). The
// server decides the zone (the cron's standings) and writes the words; this remembers on the device
// which entry was already said, so one entry is one toast, and leaving the zone lets the next one speak.
import { useEffect } from "react";
import type { Toast } from "../../domain/views";
import { toast } from "../shell/toast";

const SAID = "piramide:league-zone";

export function useLeagueToast(zone: (Toast & { key: string }) | null | undefined): void {
  useEffect(() => {
    try {
      if (!zone) localStorage.removeItem(SAID);
      else if (localStorage.getItem(SAID) !== zone.key) {
        localStorage.setItem(SAID, zone.key);
        toast({ title: zone.title, description: zone.description });
      }
    } catch {
      // No storage (a private window that refuses it): no toast rather than one on every load.
    }
  }, [zone]);
}
