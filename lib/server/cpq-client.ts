// This server's one CPQ client: the hub or the instance the CPQ settings name,
// or, without them, the embedded stand-in in this same process. Only the
// settings differ; every caller uses the same client.
import { createCpqClient, type CpqClient } from "@/lib/cpq/client";
import { cpqConnectionFromSettings } from "@/lib/cpq/settings";
import { env } from "@/lib/env";
import { embeddedCpqFetch, standInConnection } from "./embedded-cpq";
import { processWide } from "./process-wide";

const holder = processWide<{ client?: CpqClient }>("cpq-client", () => ({}));

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

/** Whether the product view comes from the embedded stand-in (no CPQ settings). */
export const isCpqStandIn = () => cpqConnectionFromSettings(env()) === null;
