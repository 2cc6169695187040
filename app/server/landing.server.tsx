// The landing page is static markup for visitors (it ships no JavaScript), so it is rendered here,
// on the server, and the route only places the HTML: the Landing component then never reaches the
// learn screen's JavaScript, which shares the '/' route.
import { renderToStaticMarkup } from "react-dom/server";
import { Landing } from "../components/landing/landing";
import type { ContentCounts } from "./content.server";

export function landingHtml(counts: ContentCounts): string {
  return renderToStaticMarkup(<Landing counts={counts} />);
}
