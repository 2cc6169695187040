// Adds up the JSON reports of every test run (vitest unit + integration, Playwright) and prints the
// single closing line CI reads: "N passed, N failed". Exits non-zero when anything failed or a
// report is missing, so a suite that silently ran nothing cannot pass.
import { existsSync, readFileSync } from "node:fs";

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestTotals(path: string): Totals {
  const report = JSON.parse(readFileSync(path, "utf8"));
  return {
    passed: report.numPassedTests ?? 0,
    // A file that failed to load fails the run without failing a test: count it once.
    failed: (report.numFailedTests ?? 0) || (report.success === false ? 1 : 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwrightTotals(path: string): Totals {
  const report = JSON.parse(readFileSync(path, "utf8"));
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

const reports: [string, string, (p: string) => Totals][] = [
  ["unit", "test-results/unit.json", vitestTotals],
  ["integration", "test-results/integration.json", vitestTotals],
  ["e2e", "test-results/e2e.json", playwrightTotals],
];

const total: Totals = { passed: 0, failed: 0, skipped: 0 };
let missing = 0;
for (const [name, path, read] of reports) {
  if (!existsSync(path)) {
    console.log(`${name}: no report (the suite did not run)`);
    missing += 1;
    continue;
  }
  const t = read(path);
  console.log(`${name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
}
total.failed += missing;
// Arguments: the names of steps that failed (content check, typecheck, build, a runner itself).
// Each counts as one failure, so the closing line never reads green over a red run.
const suiteSteps = new Set(["unit tests", "integration tests (workerd + D1)", "browser tests (Playwright + Chromium)"]);
for (const step of process.argv.slice(2)) {
  console.log(`step failed: ${step}`);
  if (!suiteSteps.has(step)) total.failed += 1;
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
