// The one react-query client factory: a new client per server request, one
// shared client in the browser. A 401 (signed out) or any 4xx is never retried.
import { isServer, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/http/fetch-json";

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        // Offline, a read still goes out once: the service worker answers with the last kept answer.
        networkMode: "offlineFirst",
      },
      // Writes are never paused by react-query: the outbox keeps them when there is no network.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
