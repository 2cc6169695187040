// The progress screen's two charts, drawn here as SVG markup: the browser receives them ready to show
// and neither downloads the chart code nor hydrates a few hundred SVG nodes that never change (issue
// #31: /progress's total blocking time). The landing page is placed the same way (landing.server.tsx).
import { renderToStaticMarkup } from "react-dom/server";
import { ForecastChart, Heatmap } from "../components/ui/charts";
import type { ActivityDay, DayCount } from "../domain/charts";

function describeDay(d: ActivityDay): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${d.day}: ${plural(d.repetitions, "repetition")}, ${plural(d.reviews, "review")}`;
}

export function progressChartsHtml(forecast: DayCount[], heatmap: ActivityDay[]): { forecast: string; heatmap: string } {
  return {
    forecast: renderToStaticMarkup(<ForecastChart data={forecast} />),
    heatmap: renderToStaticMarkup(
      <Heatmap data={heatmap} ariaLabel="Repetitions and reviews per day, last 12 weeks" describe={describeDay} />,
    ),
  };
}
