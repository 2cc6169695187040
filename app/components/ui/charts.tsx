// Small server-rendered SVG charts: no chart library, no JavaScript needed to draw them.
// Labels are 12 px at every width: a bar chart has no viewBox (so nothing scales its text; bars are
// placed in percentages of the width), and the heatmap is drawn at its natural size, shrinking only
// where the screen is narrower than it. Labels near an edge are anchored to it, so none is cut off.
import type { DayCount } from "../../domain/charts";

const LABEL_PX = 12;

export interface Bar {
  label: string;
  value: number;
  /** The bar's tooltip; `label: value` when absent. */
  title?: string;
}

/** Where a label sits under bar `i` of `n`: the first starts at its bar, the last ends at its bar. */
function labelPlacement(i: number, n: number): { x: string; anchor: "start" | "middle" | "end" } {
  if (i === 0) return { x: "0%", anchor: "start" };
  if ((i + 1) / n > 0.9) return { x: `${((i + 1) / n) * 100}%`, anchor: "end" };
  return { x: `${((i + 0.5) / n) * 100}%`, anchor: "middle" };
}

export function BarChart({
  data,
  every,
  label,
  height = 140,
}: {
  data: Bar[];
  /** Label every `every`-th bar (the others keep their tooltip). */
  every: number;
  label: string;
  height?: number;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const share = 100 / Math.max(1, data.length);
  return (
    <svg width="100%" height={height + LABEL_PX + 10} className="mt-3 block" role="img" aria-label={label}>
      {data.map((d, i) => {
        const h = (d.value / max) * height;
        const place = labelPlacement(i, data.length);
        return (
          <g key={`${d.label}-${i}`}>
            <rect
              x={`${i * share + share * 0.1}%`}
              y={height - h}
              width={`${share * 0.8}%`}
              height={h}
              rx={3}
              className="fill-brand-500"
            >
              <title>{d.title ?? `${d.label}: ${d.value}`}</title>
            </rect>
            {i % every === 0 && (
              <text
                x={place.x}
                y={height + LABEL_PX + 4}
                textAnchor={place.anchor}
                fontSize={LABEL_PX}
                className="fill-slate-600"
              >
                {d.label}
              </text>
            )}
          </g>
        );
      })}
      <line x1="0" y1={height} x2="100%" y2={height} className="stroke-slate-300" />
    </svg>
  );
}

export function ForecastChart({ data }: { data: DayCount[] }) {
  return (
    <BarChart
      label="Reviews due over the next 30 days"
      data={data.map((d) => ({ label: d.day.slice(5), value: d.count, title: `${d.day}: ${d.count} due` }))}
      every={7}
      height={160}
    />
  );
}

export function Heatmap<T extends DayCount>({
  data,
  ariaLabel = "Practice in the last 12 weeks",
  describe = (d) => `${d.day}: ${d.count} ${d.count === 1 ? "review" : "reviews"}`,
}: {
  data: T[];
  ariaLabel?: string;
  describe?: (day: T) => string;
}) {
  const size = 14;
  const gap = 3;
  const labels = 32;
  const weeks = Math.ceil(data.length / 7);
  const width = labels + weeks * (size + gap);
  const height = 7 * (size + gap);
  const max = Math.max(1, ...data.map((d) => d.count));
  const shade = (count: number) => {
    if (count === 0) return "fill-slate-100";
    const level = count / max;
    if (level > 0.75) return "fill-brand-700";
    if (level > 0.5) return "fill-brand-600";
    if (level > 0.25) return "fill-brand-500";
    return "fill-brand-100";
  };
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="h-auto max-w-full"
      role="img"
      aria-label={ariaLabel}
    >
      {["Mon", "Wed", "Fri"].map((label, i) => (
        <text key={label} x={0} y={i * 2 * (size + gap) + size - 2} fontSize={LABEL_PX} className="fill-slate-600">
          {label}
        </text>
      ))}
      {data.map((d, i) => (
        <rect
          key={d.day}
          x={labels + Math.floor(i / 7) * (size + gap)}
          y={(i % 7) * (size + gap)}
          width={size}
          height={size}
          rx={3}
          className={shade(d.count)}
        >
          <title>{describe(d)}</title>
        </rect>
      ))}
    </svg>
  );
}
