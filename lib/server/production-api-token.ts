// Server-side token provider for the production API. Against the embedded API
// (or an upstream sharing the secret) it signs a short-lived HS256 JWT whose
// `sub` is the employee's hub employee id, so the upstream records who did it;
// against a real upstream with a static token it uses PRODUCTION_API_TOKEN.
// Tokens never leave the server.
import { SignJWT } from "jose";
import { env } from "@/lib/env";
import { productionApiSecret } from "./production-api-secret";

const lifetimeSeconds = 300;

export async function signProductionApiToken(
  secret: Uint8Array,
  hubEmployeeId: number,
  lifetime = lifetimeSeconds,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(hubEmployeeId))
    .setIssuedAt()
    .setExpirationTime(`${lifetime}s`)
    .sign(secret);
}

/** A token provider for one employee, caching the token until shortly before it expires. */
export function productionApiTokenProvider(hubEmployeeId: number): () => Promise<string> {
  const settings = env();
  if (settings.PRODUCTION_API_TOKEN && !settings.EMBEDDED_PRODUCTION_API) {
    const token = settings.PRODUCTION_API_TOKEN;
    return () => Promise.resolve(token);
  }
  let cached: { token: string; renewAt: number } | undefined;
  return async () => {
    if (!cached || Date.now() >= cached.renewAt) {
      const token = await signProductionApiToken(productionApiSecret(), hubEmployeeId);
      cached = { token, renewAt: Date.now() + (lifetimeSeconds - 60) * 1000 };
    }
    return cached.token;
  };
}
