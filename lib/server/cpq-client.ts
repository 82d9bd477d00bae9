// This server's one CPQ client and service: the hub or the instance the CPQ
// settings name, or, without them, the embedded stand-in in this same
// process. Only the settings differ; every caller uses the same service.
import { createCpqClient, type CpqClient } from "@/lib/cpq/client";
import { createCpqService, type CpqService } from "@/lib/cpq/service";
import { cpqConnectionFromSettings } from "@/lib/cpq/settings";
import { env } from "@/lib/env";
import { embeddedCpqFetch, standInConnection } from "./embedded-cpq";
import { persistentSecret } from "./persistent-secret";
import { processWide } from "@/lib/base/process-wide";

const holder = processWide<{ client?: CpqClient; service?: CpqService }>("cpq-client", () => ({}));

export function getCpqClient(): CpqClient {
  if (holder.client) return holder.client;
  const settings = env();
  const configured = cpqConnectionFromSettings(settings);
  holder.client = configured
    ? createCpqClient({ connection: configured, timeoutMs: settings.CPQ_TIMEOUT_MS })
    : createCpqClient({
        connection: standInConnection(),
        fetch: embeddedCpqFetch,
        timeoutMs: settings.CPQ_TIMEOUT_MS,
      });
  return holder.client;
}

/** The product view, purchase numbers, materials, iframe URL and assets (lib/cpq/service.ts). */
export function getCpqService(): CpqService {
  holder.service ??= createCpqService({
    client: getCpqClient(),
    // Kept in DATA_DIR: asset paths a page holds stay valid across a restart.
    assetKey: new TextEncoder().encode(persistentSecret(env().DATA_DIR, "cpq-asset-key", undefined)),
  });
  return holder.service;
}

/** Whether the product view comes from the embedded stand-in (no CPQ settings). */
export const isCpqStandIn = () => cpqConnectionFromSettings(env()) === null;
