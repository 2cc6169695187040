// Small server-rendered SVG charts: no chart library, no JavaScript needed to draw them.
import type { DayCount } from "../domain/charts";

export function ForecastChart({ data }: { data: DayCount[] }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...data.map((d) => d.count));
  const bar = width / data.length;
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} className="w-full" role="img" aria-label="Reviews due over the next 30 days">
      {data.map((d, i) => {
        const h = (d.count / max) * height;
        return (
          <g key={d.day}>
            <rect x={i * bar + 2} y={height - h} width={bar - 4} height={h} rx={3} className="fill-brand-500">
              <title>{`${d.day}: ${d.count} due`}</title>
            </rect>
            {i % 7 === 0 && (
              <text
                x={i === 0 ? 0 : i * bar + bar / 2}
                y={height + 15}
                textAnchor={i === 0 ? "start" : "middle"}
                fontSize={10}
                className="fill-slate-500"
              >
                {d.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
      <line x1={0} y1={height} x2={width} y2={height} className="stroke-slate-300" />
    </svg>
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
  const weeks = Math.ceil(data.length / 7);
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
      viewBox={`0 0 ${weeks * (size + gap) + 30} ${7 * (size + gap)}`}
      className="w-full max-w-md"
      role="img"
      aria-label={ariaLabel}
    >
      {["Mon", "Wed", "Fri"].map((label, i) => (
        <text key={label} x={0} y={i * 2 * (size + gap) + size - 3} fontSize={9} className="fill-slate-500">
          {label}
        </text>
      ))}
      {data.map((d, i) => (
        <rect
          key={d.day}
          x={30 + Math.floor(i / 7) * (size + gap)}
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
