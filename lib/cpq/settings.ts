// Which CPQ the settings name: the hub (CPQ_HUB_URL …), one instance
// (CPQ_BASE_URL …), or none, in which case the app uses its embedded stand-in.
// lib/env.ts has already checked that a mode's settings come complete.
import type { Env } from "@/lib/env";
import type { CpqConnection } from "./connection";

export function cpqConnectionFromSettings(settings: Env): CpqConnection | null {
  const { CPQ_HUB_URL, CPQ_HUB_EMAIL, CPQ_HUB_PASSWORD, CPQ_API_KEY } = settings;
  if (CPQ_HUB_URL && CPQ_HUB_EMAIL && CPQ_HUB_PASSWORD && CPQ_API_KEY) {
    return {
      mode: "hub",
      hubUrl: CPQ_HUB_URL,
      emailAddress: CPQ_HUB_EMAIL,
      password: CPQ_HUB_PASSWORD,
      apiKey: CPQ_API_KEY,
    };
  }
  const { CPQ_BASE_URL, CPQ_DOMAIN, CPQ_USERNAME, CPQ_PASSWORD } = settings;
  if (CPQ_BASE_URL && CPQ_DOMAIN && CPQ_USERNAME && CPQ_PASSWORD && CPQ_API_KEY) {
    return {
      mode: "direct",
      baseUrl: CPQ_BASE_URL,
      domainName: CPQ_DOMAIN,
      username: CPQ_USERNAME,
      password: CPQ_PASSWORD,
      apiKey: CPQ_API_KEY,
    };
  }
  return null;
}
