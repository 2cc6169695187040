// Piramide's service worker: the learn screen keeps working without the network.
// - Pages: network first; the last good copy of each visited page is kept and served offline.
// - Build assets (/assets/*, content-hashed and immutable): cache first.
// - Everything else (API calls, data requests): the network, untouched. Practice made offline waits
//   in the page's own outbox (localStorage) and is sent when the network comes back.
// - Signing out empties the page cache, so the next person on this device never sees the last one's.
const VERSION = "v1";
const PAGES = `piramide-pages-${VERSION}`;
const ASSETS = `piramide-assets-${VERSION}`;
const SHELL = ["/manifest.webmanifest", "/favicon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== PAGES && k !== ASSETS).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page lists the assets it loaded before this worker controlled it.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "cache-assets" || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === "string" && new URL(u, self.location.origin).pathname.startsWith("/assets/"));
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) => cache.addAll(urls))
      .catch(() => undefined),
  );
});

function offlinePage() {
  return new Response(
    '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline — Piramide</title>' +
      '<body style="font-family:system-ui;margin:3rem auto;max-width:32rem;padding:0 1rem"><h1>You are offline</h1>' +
      "<p>Open Piramide once while online, and the learn screen will work without the network from then on.</p></body>",
    { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (
    request.method === "POST" &&
    (url.pathname === "/logout" || url.pathname === "/api/logout" || url.pathname === "/api/logout-everywhere")
  ) {
    event.respondWith(caches.delete(PAGES).then(() => fetch(request)));
    return;
  }
  if (request.method !== "GET") return;

  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && (response.headers.get("Content-Type") || "").includes("text/html")) {
            const copy = response.clone();
            caches.open(PAGES).then((cache) => cache.put(url.pathname, copy));
          }
          return response;
        })
        .catch(() =>
          caches
            .open(PAGES)
            .then((cache) => cache.match(url.pathname).then((hit) => hit || cache.match("/")))
            .then((hit) => hit || offlinePage()),
        ),
    );
    return;
  }

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.open(ASSETS).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
