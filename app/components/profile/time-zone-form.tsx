// The time zone a learner's streak days follow. The server renders every zone it knows, so the form
// works before JavaScript loads; the browser then says which zone this device uses.
import { getSelectProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { profileTimeZoneSchema } from "../../domain/validation";
import { SELECT_CLASS } from "../ui/select";
import { SettingCard } from "./setting-card";
import { useProfileForm } from "./use-profile-form";

/**
 * `zones`: the loader's list (the saved zone among them). `currentOffset`: how far the saved zone is
 * ahead of UTC now, in minutes (the loader's figure). The device's zone is named only when its clock
 * differs: naming it builds a date formatter, 40-80 ms of main thread in a fresh page (more on a phone),
 * and a zone with the same clock (Paris beside Rome) counts the same days, so there is nothing to point
 * out.
 */
export function TimeZoneForm({ current, currentOffset, zones }: { current: string; currentOffset: number; zones: string[] }) {
  const [device, setDevice] = useState<string | null>(null);
  useEffect(() => {
    if (-new Date().getTimezoneOffset() !== currentOffset) setDevice(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null);
  }, [currentOffset]);
  const [form, fields] = useProfileForm("timeZone", profileTimeZoneSchema, { timeZone: current });
  const { key, ...props } = getSelectProps(fields.timeZone);
  return (
    <SettingCard
      title="Time zone"
      intent="timeZone"
      form={form}
      layout="flex flex-wrap items-center gap-2"
      intro={<p className="mt-1 text-sm text-slate-500">Your streak counts days in this time zone.</p>}
    >
      <select key={key} {...props} aria-label="Time zone" className={`${SELECT_CLASS} text-sm`}>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
      {device && device !== current && <span className="text-xs text-slate-500">This device uses {device}.</span>}
    </SettingCard>
  );
}
