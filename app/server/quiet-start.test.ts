import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import reactRouterConfig from "../../react-router.config";
import { classifyBuildOutput } from "../../scripts/build-output";

// `npm start` on a machine without internet: no stack trace, no warning that is not the operator's
// business (issue 18, "a quiet start"). `npm test` builds through scripts/quiet-build.ts --strict,
// which fails on any line a healthy build does not print; these tests keep its judge honest and
// catch the causes that an upgrade would bring back.
const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

const HEALTHY_BUILD = `vite v8.3.8 building client environment for production...
transforming...
✓ 145 modules transformed.
rendering chunks...
computing gzip size...
build/client/.vite/manifest.json                                 14.69 kB │ gzip:  1.61 kB
build/client/assets/api.health-BvRk9kiK.js                        0.00 kB │ gzip:  0.02 kB
build/client/assets/entry.client-B0dpXGdw.js                    137.15 kB │ gzip: 44.70 kB

✓ built in 2.52s
The \`envFile\` option is deprecated, please use \`envDir: false\` instead.
vite v8.3.8 building ssr environment for production...
✓ 1 asset cleaned from React Router server build.
build/client/assets/tailwind-DWBW93Pj.css
build/server/index.js                         380.17 kB │ gzip: 86.70 kB
✓ built in 1.27s`;

describe("the build's output", () => {
  it("a healthy build has nothing to show; the known upstream notice is dropped", () => {
    expect(classifyBuildOutput(HEALTHY_BUILD)).toEqual({ problems: [], upstream: 1, files: 4 });
  });

  it.each([
    ["an empty chunk (rollup)", 'Generated an empty chunk: "api.health".'],
    [
      "an ignored bare import (esbuild)",
      '▲ [WARNING] Ignoring this import because "x.js" was marked as having no side effects [ignored-bare-import]',
    ],
    ["a future flag", "  ⚠️  Future Flag Warning: Route middleware support is changing in React Router v8."],
    ["the config loader", "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`"],
    ["slow plugins", "\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 3.9s of this 4.7s build (83%)."],
    ["a stack trace", "    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:122:26)"],
  ])("shows %s", (_, line) => {
    expect(classifyBuildOutput(`${HEALTHY_BUILD}\n${line}`).problems).toHaveLength(1);
  });
});

describe("causes that an upgrade could bring back", () => {
  it("react-router.config.ts decides every future flag the installed React Router warns about", () => {
    const source = read("node_modules/@react-router/dev/dist/vite.js");
    const body = source.slice(source.indexOf("function logFutureFlagWarnings("));
    const warned = [...body.slice(0, body.indexOf("\n}\n")).matchAll(/future\.(\w+) === void 0/g)].map((m) => m[1]);
    expect(warned.length).toBeGreaterThan(0);
    expect(Object.keys(reactRouterConfig.future ?? {})).toEqual(expect.arrayContaining(warned));
  });

  it("npm start tells wrangler not to download request.cf, by a name miniflare still reads", () => {
    expect(read("scripts/start.sh")).toMatch(/^export CLOUDFLARE_CF_FETCH_ENABLED=false$/m);
    expect(read("node_modules/miniflare/dist/src/index.js")).toContain('"CLOUDFLARE_CF_FETCH_ENABLED"');
  });

  it("npm start builds through the judge", () => {
    expect(read("scripts/start.sh")).toContain("npx tsx scripts/quiet-build.ts");
    expect(read("scripts/test.sh")).toContain("npx tsx scripts/quiet-build.ts --strict");
  });
});
