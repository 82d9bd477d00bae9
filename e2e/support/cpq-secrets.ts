// The stand-in CPQ's credentials as the e2e server has them: the secret it
// made once in its DATA_DIR and the password, API key and token secret it
// derives from it (lib/server/embedded-cpq.ts). None may ever reach a browser
// or the server log.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";

/** Each secret with what it is; empty when the server has not made its secret yet. */
export function standInCpqSecrets(): { what: string; value: string }[] {
  const file = path.resolve(import.meta.dirname, "..", "..", dataDir, "cpq-stand-in-secret");
  if (!fs.existsSync(file)) return [];
  const root = fs.readFileSync(file, "utf8").trim();
  const derived = (purpose: string) => createHmac("sha256", root).update(purpose).digest("base64url");
  return [
    { what: "the stand-in CPQ's root secret", value: root },
    { what: "the CPQ hub password", value: derived("hub-password") },
    { what: "the CPQ API key", value: derived("api-key") },
    { what: "the CPQ direct-mode password", value: derived("direct-password") },
    { what: "the CPQ token secret", value: derived("token-secret") },
  ];
}
