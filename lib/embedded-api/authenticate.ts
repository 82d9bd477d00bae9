// The embedded production API's bearer check: an HS256 JWT whose `sub` is the
// calling hub employee's id.
import { errors as joseErrors, jwtVerify } from "jose";

/**
 * Tokens whose signature and claims were checked, with their hub employee id
 * and expiry: a caller sends one token many times, and checking the expiry
 * again is all a repeat needs (the same text carries the same signature).
 */
export type VerifiedTokens = Map<string, { hubEmployeeId: number; expiresAtMs: number }>;
const maxVerifiedTokens = 1000;

/** The caller's hub employee id, or why the request is not authenticated. */
export async function authenticate(
  authorization: string | null,
  secret: Uint8Array,
  verified: VerifiedTokens,
  nowMs: number,
): Promise<number | string> {
  const header = authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return "no bearer token";
  const token = match[1]!;
  const known = verified.get(token);
  if (known) {
    if (nowMs < known.expiresAtMs) return known.hubEmployeeId;
    verified.delete(token);
    return "the token has expired";
  }
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    const sub = payload.sub ?? "";
    if (!/^\d{1,9}$/.test(sub)) return "the token's sub is not a hub employee id";
    if (verified.size >= maxVerifiedTokens) verified.delete(verified.keys().next().value!);
    verified.set(token, { hubEmployeeId: Number(sub), expiresAtMs: payload.exp! * 1000 });
    return Number(sub);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return "the token has expired";
    if (error instanceof joseErrors.JWTClaimValidationFailed)
      return `the token lacks a valid ${error.claim} claim`;
    return "the token's signature or format is invalid";
  }
}
