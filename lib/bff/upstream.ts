// The production API client for one signed-in employee: its token is made on
// the server per employee (so the upstream records who did what) and never
// leaves the server.
import { env } from "@/lib/env";
import { createProductionApiClient, type ProductionApiClient } from "@/lib/production-api/client";
import { productionApiTokenProvider } from "@/lib/server/production-api-token";
import type { SessionEmployee } from "@/lib/auth/roles";

const isLoopback = (url: string) => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);

// One token provider per hub employee, so a token is reused until shortly before it expires.
const providers = new Map<number, () => Promise<string>>();

export function upstreamFor(employee: SessionEmployee): ProductionApiClient {
  const settings = env();
  let getToken = providers.get(employee.hubEmployeeId);
  if (!getToken) {
    getToken = productionApiTokenProvider(employee.hubEmployeeId);
    providers.set(employee.hubEmployeeId, getToken);
  }
  return createProductionApiClient({
    baseUrl: settings.PRODUCTION_API_URL,
    getToken,
    timeoutMs: settings.PRODUCTION_API_TIMEOUT_MS,
    isUncompressed: isLoopback(settings.PRODUCTION_API_URL),
  });
}
