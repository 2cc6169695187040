// A labelled progress bar: a screen reader hears what it measures and how far it is.
export function ProgressBar({
  percent,
  label,
  labelledBy,
  size = "sm",
  fill = "bg-brand-600",
  track = "bg-slate-100",
  className,
}: {
  percent: number;
  /** What the bar measures; or `labelledBy`, the id of the text that says it. */
  label?: string;
  labelledBy?: string;
  size?: "sm" | "md";
  /** The filled part's colour (a Tailwind background class). */
  fill?: string;
  track?: string;
  /** Placement only (margins, flex). */
  className?: string;
}) {
  const height = size === "md" ? "h-3" : "h-2";
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={[height, "rounded-full", track, className ?? ""].filter(Boolean).join(" ")}
      role="progressbar"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div
        className={`${height} rounded-full ${fill} transition-all`}
        style={{ width: `${Math.max(0, Math.min(100, percent))}%` }}
      />
    </div>
  );
}
