// `npx tsx scripts/check-lockfile.ts`: fails when package-lock.json would not install on another
// machine. npm silently drops an optional native package it cannot resolve (the registry can lag on
// one platform's build of a new release), leaving a lock that `npm ci` refuses on a clean clone or
// that lacks macOS / Windows binaries. Checks, for every package that ships platform binaries as
// optional dependencies, that each of them is in the lock and that darwin, win32 and linux (x64
// and arm64) are covered; then runs `npm ci --dry-run` in a scratch copy of package.json + lock.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface LockEntry {
  version?: string;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const root = join(import.meta.dirname, "..");
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
const REQUIRED: [string, string][] = [
  ["darwin", "arm64"],
  ["darwin", "x64"],
  ["win32", "x64"],
  ["linux", "x64"],
  ["linux", "arm64"],
];

function entryOf(parentPath: string, name: string): LockEntry | undefined {
  // Node's resolution: nested under the parent first, then each ancestor node_modules up to the root.
  let base = parentPath;
  for (;;) {
    const hit = lock.packages[`${base ? base + "/" : ""}node_modules/${name}`];
    if (hit) return hit;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const problems: string[] = [];
let families = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  const optional = Object.keys(entry.optionalDependencies ?? {});
  const natives = optional.map((name) => ({ name, entry: entryOf(path, name) }));
  // A family of platform binaries: optional dependencies that declare an os.
  const platformSpecific = natives.filter((n) => n.entry?.os || /(darwin|win32|linux)/.test(n.name));
  if (platformSpecific.length < 2) continue;
  families += 1;
  for (const n of platformSpecific) if (!n.entry) problems.push(`${path || "(root)"}: ${n.name} is missing from the lock`);
  for (const [os, cpu] of REQUIRED) {
    const covered = platformSpecific.some((n) => n.entry?.os?.includes(os) && (!n.entry.cpu || n.entry.cpu.includes(cpu)));
    if (!covered) problems.push(`${path || "(root)"}: no ${os}-${cpu} binary in the lock`);
  }
}

const scratch = mkdtempSync(join(tmpdir(), "lockcheck-"));
try {
  copyFileSync(join(root, "package.json"), join(scratch, "package.json"));
  copyFileSync(join(root, "package-lock.json"), join(scratch, "package-lock.json"));
  execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], { cwd: scratch, stdio: "pipe" });
} catch (error) {
  const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
  problems.push(
    `npm ci --dry-run fails on a clean copy:\n${stderr
      .split("\n")
      .filter((l) => /error/.test(l))
      .slice(0, 12)
      .join("\n")}`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(
    `\nlockfile check failed: ${problems.length} problem(s). Pin the family to the newest version every platform publishes.`,
  );
  process.exit(1);
}
console.log(
  `lockfile check passed: ${families} native package families cover darwin, win32 and linux (x64, arm64); npm ci --dry-run succeeds.`,
);
