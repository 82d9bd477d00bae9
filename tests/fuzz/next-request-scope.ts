// Next's request scope around an in-process call of a route handler, as Next
// gives one to every request: next-auth reads `cookies()`, which needs it.
// Test-only: it reaches into Next's internal modules (next-async-storage.ts
// must be imported before anything imports `next`).
import type { NextRequest } from "next/server";

async function nextInternals() {
  const [{ createRequestStoreForAPI }, { workUnitAsyncStorage }, { workAsyncStorage }] = await Promise.all([
    import("next/dist/server/async-storage/request-store"),
    import("next/dist/server/app-render/work-unit-async-storage.external"),
    import("next/dist/server/app-render/work-async-storage.external"),
  ]);
  return { createRequestStoreForAPI, workUnitAsyncStorage, workAsyncStorage };
}

export async function inRequestScope<T>(request: NextRequest, run: () => Promise<T>): Promise<T> {
  const { createRequestStoreForAPI, workUnitAsyncStorage, workAsyncStorage } = await nextInternals();
  const url = new URL(request.url);
  const store = createRequestStoreForAPI(
    request,
    { pathname: url.pathname, search: url.search },
    { tags: [], expirationsByCacheKind: new Map() },
    undefined,
    undefined,
    undefined,
  );
  // The little of Next's work store that cookies() reads for a dynamic route handler.
  const work = { page: url.pathname, route: url.pathname, forceStatic: false, dynamicShouldError: false };
  return workAsyncStorage.run(work as never, () => workUnitAsyncStorage.run(store, run));
}
