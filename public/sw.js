// Piramide's service worker: the learn screen keeps working without the network.
// - Pages: network first; the last good copy of each visited page is kept and served offline.
// - Build assets (/assets/*, content-hashed and immutable): cache first.
// - Everything else (API calls, data requests): the network, untouched. Practice made offline waits
//   in the page's own outbox (localStorage) and is sent when the network comes back.
// - Nothing private outlives its learner (issue #27). An answer marked `no-store` is never stored: of a
//   signed-in learner's pages that leaves only the learn screen, which offline practice needs, and it
//   is kept for its learner alone. Every page answer names its learner (`Piramide-Learner`, empty for
//   a visitor); one naming someone else drops every stored page, so an ended session, a sign-out on
//   another device or the next person signing in leave nothing behind (each shows on the next page
//   loaded), and a stored page is not served after its session's end or a week after it was loaded,
//   whichever comes first (`Piramide-Offline-Until`): a device that stays offline cannot hear of a
//   sign-out elsewhere.
//   Pages carrying a one-time token (reset, confirmation) are never stored. Signing out also sends
//   `Clear-Site-Data`, which empties every cache and the local storage at once.
//   Why not store every page keyed by learner: offline, the worker cannot ask who is signed in, so a
//   stored profile would still open for whoever holds the device; not storing it is the sound answer.
const VERSION = "v2";
const OWNER = "/__piramide-owner";
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

function isTokenPage(url) {
  return url.searchParams.has("token") || url.pathname === "/verify-email";
}

function storable(url, response) {
  if (!response.ok || !(response.headers.get("Content-Type") || "").includes("text/html")) return false;
  if (/no-store/i.test(response.headers.get("Cache-Control") || "")) return false;
  return !isTokenPage(url);
}

/** Drops every stored page unless they belong to `learner` ("" for a visitor), then records the owner. */
async function ownPagesBy(cache, learner) {
  const owner = await cache.match(OWNER);
  if (owner && (await owner.text()) === learner) return;
  await caches.delete(PAGES);
  const fresh = await caches.open(PAGES);
  await fresh.put(OWNER, new Response(learner));
}

/** `copy` is a clone of `response` when it may be stored, else null (no body left unread). */
async function keepPage(url, response, copy) {
  const learner = response.headers.get("Piramide-Learner");
  if (learner === null) return; // not one of our pages (a proxy's error page): keep nothing of it
  await ownPagesBy(await caches.open(PAGES), learner);
  if (copy) await (await caches.open(PAGES)).put(url.pathname, copy);
}

/** A stored page, unless its session has ended since it was stored. */
async function storedPage(cache, path) {
  const hit = await cache.match(path);
  if (!hit) return null;
  const until = Number(hit.headers.get("Piramide-Offline-Until") || "0");
  if (until && Date.now() >= until) {
    await caches.delete(PAGES);
    return null;
  }
  return hit;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") return;

  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = storable(url, response) ? response.clone() : null;
          event.waitUntil(keepPage(url, response, copy).catch(() => undefined));
          return response;
        })
        .catch(() =>
          caches
            .open(PAGES)
            .then(async (cache) => (await storedPage(cache, url.pathname)) || (await storedPage(cache, "/")))
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

// Daily reminders by Web Push (app/server/web-push.server.ts): the push carries no payload (nothing
// to decrypt, nothing private on the wire), so the text is fixed here. A tap opens the learn screen.
self.addEventListener("push", (event) => {
  event.waitUntil(
    self.registration.showNotification("Time for today's sentences", {
      body: "You have not practised today yet. A few sentences keep your streak going.",
      icon: "/favicon.svg",
      tag: "piramide-reminder",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      return open ? open.focus().then((w) => w && w.navigate("/")) : self.clients.openWindow("/");
    }),
  );
});
