// The stand-in's tokens: opaque to the client, HS256 JWTs to the stand-in.
// A hub token names the applications its account may use; an instance token
// (direct mode, and the iframe) names its one application.
import { createHash, timingSafeEqual } from "node:crypto";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

const claimsSchema = z.union([
  z.object({ kind: z.literal("hub"), apps: z.array(z.string()) }),
  z.object({ kind: z.literal("instance"), app: z.string() }),
]);
export type TokenClaims = z.infer<typeof claimsSchema>;

export async function signToken(secret: Uint8Array, claims: TokenClaims, seconds: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(secret);
}

/** The claims of a valid token, or why it is not valid. */
export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | string> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], requiredClaims: ["exp"] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : "the token is not one of this CPQ";
  } catch (error) {
    return error instanceof joseErrors.JWTExpired ? "the token has expired" : "the token is invalid";
  }
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerOf(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
}

/** Whether a token opens an application's instance. */
export const mayUse = (claims: TokenClaims, applicationId: string): boolean =>
  claims.kind === "hub" ? claims.apps.includes(applicationId) : claims.app === applicationId;

/** Compares a secret given by a caller in constant time. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
