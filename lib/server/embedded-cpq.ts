// The stand-in CPQ of this server (lib/embedded-cpq), served at /cpq-hub and
// /cpq, over the process-wide database. Its one demo account's password, API
// key and token secret are derived from a secret made once and kept in
// DATA_DIR, so no credential is written in the code. The app's own CPQ client
// hands it each Request in process (embeddedCpqFetch), as it does the
// embedded production API.
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";
import type { HubConnection } from "@/lib/cpq/connection";
import { cpqConnectionFromSettings } from "@/lib/cpq/settings";
import { createEmbeddedCpqHandler, hubBasePath } from "@/lib/embedded-cpq/handler";
import { demoApplications } from "@/lib/embedded-cpq/options";
import { inProcessFetch } from "@/lib/production-api/in-process";
import { getDatabase } from "./database";
import { persistentSecret } from "./persistent-secret";
import { handlerHolder, switchedOffAnswer } from "./in-process-server";

const demoEmailAddress = "shop-floor@cpq-stand-in.local";

function derived(purpose: string): string {
  const root = persistentSecret(env().DATA_DIR, "cpq-stand-in-secret", undefined);
  return createHmac("sha256", root).update(purpose).digest("base64url");
}

/** How this server's CPQ client reaches the stand-in (the hub; the origin only names it, the call stays in process). */
export function standInConnection(): HubConnection {
  return {
    mode: "hub",
    hubUrl: `http://127.0.0.1:${env().PORT}${hubBasePath}`,
    emailAddress: demoEmailAddress,
    password: derived("hub-password"),
    apiKey: derived("api-key"),
  };
}

const standIn = handlerHolder("embedded-cpq");

export async function serveEmbeddedCpq(request: Request): Promise<Response> {
  // With a real CPQ configured the stand-in is off: nobody should mistake it for the real one.
  if (cpqConnectionFromSettings(env())) {
    return switchedOffAnswer("Not Found", "the stand-in CPQ is off (CPQ settings are given)");
  }
  standIn.handler ??= createEmbeddedCpqHandler({
    getDb: getDatabase,
    secret: new TextEncoder().encode(derived("token-secret")),
    applications: demoApplications,
    // The shop floor's account may use the workshop's CPQ only: application 14 answers 403.
    hubAccounts: [
      {
        emailAddress: demoEmailAddress,
        password: derived("hub-password"),
        apiKey: derived("api-key"),
        applicationIds: ["12"],
      },
    ],
    directAccounts: [
      {
        applicationId: "12",
        domainName: "atelier",
        username: "shop-floor",
        password: derived("direct-password"),
        apiKey: derived("api-key"),
      },
    ],
  });
  return standIn.handler(request);
}

/** `fetch` for this server's own calls to its stand-in CPQ: handed over in process. */
export const embeddedCpqFetch = inProcessFetch(serveEmbeddedCpq);
