// The shop floor's service worker: the station pages open without a network.
// Pages are network-first (the newest when the server answers, the last one
// kept when it does not); Next's hashed code under /_next/static is
// cache-first; of the API only the GET answers a station shows are kept, as a
// fallback. Writes are never touched here (the outbox in the page keeps them),
// nor /api/auth. A page sends { type: "keep", urls } after registering, so the
// code it loaded before this worker took control is kept too.
const version = "v1";
const pageCache = `shopfloor-pages-${version}`;
const staticCache = `shopfloor-static-${version}`;
const dataCache = `shopfloor-data-${version}`;

const stationPages = [/^\/pack$/, /^\/stations\/\d+$/, /^\/matching$/, /^\/scanner$/];
const stationData = [
  /^\/api\/departments(\/\d+(\/queue|\/polygons\/\d+)?)?$/,
  /^\/api\/workflow$/,
  /^\/api\/package-types$/,
  /^\/api\/pack\/(polygons|pallet)\/\d+$/,
  /^\/api\/polygons\/(\d+|unmatched|unmatched\/count)$/,
];

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  const current = new Set([pageCache, staticCache, dataCache]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("shopfloor-") && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A response worth keeping: a full answer from this server, not a redirect to the login page. */
const isKeepable = (response) => response.ok && response.type === "basic" && !response.redirected;

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (isKeepable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(staticCache);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (isKeepable(response)) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/auth")) return;
  if (url.pathname.startsWith("/_next/static/")) return event.respondWith(cacheFirst(request));
  if (stationPages.some((page) => page.test(url.pathname)))
    return event.respondWith(networkFirst(request, pageCache));
  if (stationData.some((data) => data.test(url.pathname)))
    return event.respondWith(networkFirst(request, dataCache));
});

/** Keep what the page loaded before this worker controlled it: the page itself and its code. */
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  const keep = data.urls
    .map((href) => new URL(href, self.location.origin))
    .filter((url) => url.origin === self.location.origin)
    .map((url) => {
      if (url.pathname.startsWith("/_next/static/")) return cacheFirst(new Request(url.href));
      if (stationPages.some((page) => page.test(url.pathname)))
        return networkFirst(new Request(url.href), pageCache);
      return Promise.resolve();
    });
  event.waitUntil(
    Promise.allSettled(keep).then(() => event.source?.postMessage({ type: "kept", count: keep.length })),
  );
});
