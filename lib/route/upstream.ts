// The gateway to the production API for one signed-in employee: its token is
// made on the server per employee (so the upstream records who did what) and
// never leaves the server. With no PRODUCTION_API_URL the upstream is this
// server's embedded API, and its calls are handed over in process (no loopback).
// Every path to the upstream starts here (docs/upstream-gateway.md).
import { cache } from "react";
import { env } from "@/lib/env";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createGateway, type Gateway } from "@/lib/production-api/gateway";
import { nodeHttpTransport } from "@/lib/production-api/node-transport";
import { embeddedApiTransport } from "@/lib/server/embedded-api";
import { productionApiTokenProvider } from "@/lib/server/production-api-token";
import type { SessionEmployee } from "@/lib/base/roles";

const isLoopback = (url: string) => ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);

// One token provider per hub employee, so a token is reused until shortly before it expires.
const providers = new Map<number, () => Promise<string>>();

function tokenOf(hubEmployeeId: number): () => Promise<string> {
  let getToken = providers.get(hubEmployeeId);
  if (!getToken) {
    getToken = productionApiTokenProvider(hubEmployeeId);
    providers.set(hubEmployeeId, getToken);
  }
  return getToken;
}

export type GatewayUse = {
  /** Off for a client that outlives a request (the warm-up's): its reads must stay fresh. */
  isPerRequest?: boolean;
};

/** A gateway that acts as this hub employee; per request, it reads each record once. */
export function gatewayAs(hubEmployeeId: number, use: GatewayUse = {}): Gateway {
  const settings = env();
  return createGateway({
    baseUrl: settings.PRODUCTION_API_URL,
    getToken: tokenOf(hubEmployeeId),
    timeoutMs: settings.PRODUCTION_API_TIMEOUT_MS,
    isUncompressed: isLoopback(settings.PRODUCTION_API_URL),
    isMemoised: use.isPerRequest ?? true,
    // In process, or over node:http: never Next's patched fetch (lib/production-api/node-transport.ts).
    transport: settings.isUpstreamInProcess ? embeddedApiTransport : nodeHttpTransport,
    // A real upstream's lists (20-25 MB at 100,000 polygons) are fetched and read on the pool.
    fetchesViewsOnPool: !settings.isUpstreamInProcess,
  });
}

/** The long-lived client that acts as this hub employee (the warm-up reads as a supervisor). */
export const upstreamAs = (hubEmployeeId: number): ProductionApiClient =>
  gatewayAs(hubEmployeeId, { isPerRequest: false }).client;

/**
 * The client of one page render: one gateway per server request (React's
 * request cache), shared by the page and the shell (its department names).
 */
export const pageUpstream = cache(
  (hubEmployeeId: number): ProductionApiClient => gatewayAs(hubEmployeeId).client,
);

export const upstreamFor = (employee: SessionEmployee): ProductionApiClient =>
  pageUpstream(employee.hubEmployeeId);
