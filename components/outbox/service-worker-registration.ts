"use client";
// The service worker (public/sw.js) keeps the station pages, their code and
// their last data on the tablet. Production builds only: in `next dev` a
// cached chunk would hide every edit. Once it is active it is told what this
// page loaded before it took control; when that is kept, <html> gets
// data-offline-ready (what the e2e test waits for before going offline).
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (isKept(event.data)) document.documentElement.dataset.offlineReady = "true";
  };
  navigator.serviceWorker.addEventListener("message", onMessage);
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const code = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith("/_next/static/"));
      registration.active?.postMessage({ type: "keep", urls: [location.href, ...code] });
    })
    .catch((error: unknown) => {
      console.error("[outbox] the service worker could not be registered:", error);
    });
}

const isKept = (data: unknown) =>
  typeof data === "object" && data !== null && "type" in data && data.type === "kept";
