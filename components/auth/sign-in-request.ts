// Signs in through next-auth's credentials endpoint, like next-auth's own
// signIn(), but reads the 429 our route answers for a refused sign-in.
import { z } from "zod";

export type SignInResult =
  | { kind: "ok" }
  | { kind: "wrong-credentials" }
  | { kind: "refused"; minutes: number }
  /** An admin's or supervisor's badge: they sign in with their password (OFFICE_BADGE_SIGN_IN). */
  | { kind: "password-required" }
  | { kind: "unavailable" };

const csrfSchema = z.object({ csrfToken: z.string() });
const callbackSchema = z.object({ url: z.string() });
const refusedSchema = z.object({ detail: z.string() });

export async function requestSignIn(
  provider: "password" | "badge" | "device",
  credentials: Record<string, string>,
  callbackUrl: string,
): Promise<SignInResult> {
  try {
    const { csrfToken } = csrfSchema.parse(await (await fetch("/api/auth/csrf")).json());
    const response = await fetch(`/api/auth/callback/${provider}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...credentials, csrfToken, callbackUrl, json: "true" }),
    });
    if (response.status === 429) {
      const { detail } = refusedSchema.parse(await response.json());
      return { kind: "refused", minutes: Number(/(\d+) minute/.exec(detail)?.[1] ?? 15) };
    }
    const { url } = callbackSchema.parse(await response.json());
    const error = new URL(url, window.location.href).searchParams.get("error");
    if (!error) return { kind: "ok" };
    const refused = /^Too many attempts, try again in (\d+) minute/.exec(error);
    if (refused) return { kind: "refused", minutes: Number(refused[1]) };
    if (error === "PasswordRequired") return { kind: "password-required" };
    return error === "CredentialsSignin" ? { kind: "wrong-credentials" } : { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
}
