// `npx tsx bench/page-weight.ts` (after `npm run build`): the JavaScript each page makes a browser
// download on first load, raw and gzip-compressed: the landing page (expected to ship none), the
// sign-in page, and the learn screen of a signed-in learner (`/` with a session).
import { gzipSync } from "node:zlib";
import { signUpLearner, startServer } from "./server";

function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(m[1]!);
  // The framework's inline module script imports the entry and route chunks.
  for (const m of html.matchAll(/import(?:\s*\*\s*as\s*\w+\s*from)?\s*"([^"]+\.js)"/g)) urls.add(m[1]!);
  return [...urls];
}

const server = await startServer(8795);
try {
  const { cookie } = await signUpLearner(server.url, "weight");
  const pages: [string, string, Record<string, string>][] = [
    ["landing", "/", {}],
    ["auth", "/auth", {}],
    ["learn", "/", { Cookie: cookie }],
  ];
  for (const [name, path, headers] of pages) {
    const html = await (await fetch(server.url + path, { headers })).text();
    const urls = scriptUrls(html);
    let raw = 0;
    let gzip = 0;
    for (const u of urls) {
      const body = new Uint8Array(await (await fetch(new URL(u, server.url))).arrayBuffer());
      raw += body.byteLength;
      gzip += gzipSync(body, { level: 9 }).byteLength;
    }
    const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + (m[1]?.length ?? 0), 0);
    console.log(
      `${name.padEnd(8)} ${path.padEnd(6)} html ${html.length} B · ${urls.length} JS files · ${raw} B raw · ${gzip} B gzip · inline script ${inline} B`,
    );
  }
} finally {
  server.stop();
}
