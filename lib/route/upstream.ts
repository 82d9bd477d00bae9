// The production API client for one signed-in employee: its token is made on
// the server per employee (so the upstream records who did what) and never
// leaves the server. With no PRODUCTION_API_URL the upstream is this server's
// embedded API, and its calls are handed over in process (no loopback).
import { env } from "@/lib/env";
import { createProductionApiClient, type ProductionApiClient } from "@/lib/production-api/client";
import { embeddedApiFetch } from "@/lib/server/embedded-api";
import { productionApiTokenProvider } from "@/lib/server/production-api-token";
import type { SessionEmployee } from "@/lib/auth/roles";

const isLoopback = (url: string) => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);

// One token provider per hub employee, so a token is reused until shortly before it expires.
const providers = new Map<number, () => Promise<string>>();

/** The client that acts as this hub employee (the warm-up reads as a supervisor). */
export function upstreamAs(hubEmployeeId: number): ProductionApiClient {
  const settings = env();
  let getToken = providers.get(hubEmployeeId);
  if (!getToken) {
    getToken = productionApiTokenProvider(hubEmployeeId);
    providers.set(hubEmployeeId, getToken);
  }
  return createProductionApiClient({
    baseUrl: settings.PRODUCTION_API_URL,
    getToken,
    timeoutMs: settings.PRODUCTION_API_TIMEOUT_MS,
    isUncompressed: isLoopback(settings.PRODUCTION_API_URL),
    ...(settings.isUpstreamInProcess ? { fetch: embeddedApiFetch } : {}),
  });
}

export const upstreamFor = (employee: SessionEmployee): ProductionApiClient =>
  upstreamAs(employee.hubEmployeeId);
