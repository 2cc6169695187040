// Lighthouse's performance audit of one page, the tool issue #31 quoted its figures from ("/progress
// scores 91 with 276 ms of total blocking time"): mobile, with its simulated throttling (4x CPU, a
// slow 4G network) worked out from an unthrottled load. Fetched on first use with `npx` (pinned), so
// neither `npm ci` nor the tests carry it; it drives Debian's Chromium (CHROMIUM_PATH).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LIGHTHOUSE = "lighthouse@12.8.2";

export interface LighthouseRun {
  score: number;
  tbtMs: number;
  lcpMs: number;
}

export function lighthouse(url: string, cookie?: string): LighthouseRun {
  const dir = mkdtempSync(join(tmpdir(), "piramide-lighthouse-"));
  try {
    const output = join(dir, "report.json");
    const args = [
      "--yes",
      LIGHTHOUSE,
      url,
      "--only-categories=performance",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ];
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    const run = spawnSync("npx", args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`lighthouse ${url} failed (${run.status}): ${run.stderr.slice(-2000)}`);
    const report = JSON.parse(readFileSync(output, "utf8")) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue?: number }>;
      runtimeError?: { message: string };
    };
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    return {
      score: Math.round(report.categories.performance.score * 100),
      tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
      lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
