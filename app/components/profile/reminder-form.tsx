// The daily practice reminder: on or off and the hour, a plain form post that works before JavaScript
// loads; below it, once the page runs, the offer to notify this browser too (Web Push), or why not.
import { getInputProps, getSelectProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { profileReminderSchema, REMINDER_HOURS } from "../../domain/validation";
import { api } from "../shell/api-client";
import { Button } from "../ui/button";
import { SELECT_CLASS } from "../ui/select";
import { SettingCard } from "./setting-card";
import { useProfileForm } from "./use-profile-form";

export function ReminderForm(props: { hour: number | null; timeZone: string; emailVerified: boolean; pushKey: string | null }) {
  const { hour, timeZone, emailVerified, pushKey } = props;
  const [form, fields] = useProfileForm("reminder", profileReminderSchema, {
    reminderOn: hour !== null,
    reminderHour: String(hour ?? 19),
  });
  const { key: onKey, ...checkbox } = getInputProps(fields.reminderOn, { type: "checkbox" });
  const { key: hourKey, ...select } = getSelectProps(fields.reminderHour);
  return (
    <SettingCard
      title="Daily reminder"
      intent="reminder"
      form={form}
      layout="space-y-3"
      intro={
        <p className="mt-1 text-sm text-slate-500">
          An e-mail on days you have not practised yet, at most one a day, at your hour in {timeZone}.
          {!emailVerified && " Confirm your e-mail address first: reminders go to confirmed addresses only."}
        </p>
      }
    >
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        <input key={onKey} {...checkbox} />
        Remind me to practise
      </label>
      <label className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
        At
        <select key={hourKey} {...select} className={SELECT_CLASS}>
          {REMINDER_HOURS.map((h) => (
            <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00`}</option>
          ))}
        </select>
      </label>
      <PushOffer pushKey={pushKey} />
    </SettingCard>
  );
}

type PushState = "unknown" | "unsupported" | "denied" | "off" | "on" | "busy";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Web Push for this browser: only where the browser has it and the server has VAPID keys. */
function PushOffer({ pushKey }: { pushKey: string | null }) {
  const [state, setState] = useState<PushState>("unknown");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!pushKey) return;
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      setState("unsupported");
      return;
    }
    if (Notification.permission === "denied") {
      setState("denied");
      return;
    }
    void registration()
      .then((r) => r?.pushManager.getSubscription() ?? null)
      .then((s) => setState(s ? "on" : "off"))
      .catch(() => setState("off"));
  }, [pushKey]);

  if (!pushKey) {
    return (
      <p className="text-sm text-slate-500" data-testid="push-unavailable">
        Browser notifications are not available: this server has no push keys configured.
      </p>
    );
  }
  if (state === "unknown") return null;
  if (state === "unsupported") return <p className="text-sm text-slate-500">This browser cannot show notifications.</p>;
  if (state === "denied")
    return <p className="text-sm text-slate-500">Notifications are blocked for this site in your browser.</p>;

  async function toggle() {
    setError(null);
    const turnOn = state === "off";
    setState("busy");
    try {
      const r = await registration();
      if (!r) throw new Error("The offline worker is not installed yet; reload the page and try again.");
      if (turnOn) {
        if ((await Notification.requestPermission()) !== "granted") {
          setState("denied");
          return;
        }
        const subscription = await r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(pushKey!) });
        await api.post("/api/push-subscription", subscription.toJSON());
        setState("on");
      } else {
        const subscription = await r.pushManager.getSubscription();
        if (subscription) {
          await api.delete("/api/push-subscription", { endpoint: subscription.endpoint });
          await subscription.unsubscribe();
        }
        setState("off");
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : "Something went wrong.");
      setState(turnOn ? "off" : "on");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button type="button" variant="secondary" size="sm" disabled={state === "busy"} onClick={() => void toggle()}>
        {state === "on" ? "Stop notifying this browser" : "Also notify this browser"}
      </Button>
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
