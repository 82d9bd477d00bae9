// Signs in through next-auth's credentials endpoint, like next-auth's own
// signIn(), but reads the 429 our route answers for a refused sign-in.

export type SignInResult =
  | { kind: "ok" }
  | { kind: "wrong-credentials" }
  | { kind: "refused"; minutes: number }
  /** An admin's or supervisor's badge: they sign in with their password (OFFICE_BADGE_SIGN_IN). */
  | { kind: "password-required" }
  /** The right password of an employee an admin switched off. */
  | { kind: "switched-off" }
  | { kind: "unavailable" };

/**
 * A text field of an answer; throws when absent (read as "unavailable"). No
 * schema library: the station screens load this with their first paint, and
 * even zod/mini's core is 23 KB gzip.
 */
function textField(body: unknown, name: string): string {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : null;
  if (typeof value !== "string") throw new TypeError(`the answer has no ${name}`);
  return value;
}

export async function requestSignIn(
  provider: "password" | "badge" | "device",
  credentials: Record<string, string>,
  callbackUrl: string,
): Promise<SignInResult> {
  try {
    const csrfToken = textField(await (await fetch("/api/auth/csrf")).json(), "csrfToken");
    const response = await fetch(`/api/auth/callback/${provider}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...credentials, csrfToken, callbackUrl, json: "true" }),
    });
    if (response.status === 429) {
      const detail = textField(await response.json(), "detail");
      return { kind: "refused", minutes: Number(/(\d+) minute/.exec(detail)?.[1] ?? 15) };
    }
    const url = textField(await response.json(), "url");
    const error = new URL(url, window.location.href).searchParams.get("error");
    if (!error) return { kind: "ok" };
    const refused = /^Too many attempts, try again in (\d+) minute/.exec(error);
    if (refused) return { kind: "refused", minutes: Number(refused[1]) };
    if (error === "PasswordRequired") return { kind: "password-required" };
    if (error === "AccountSwitchedOff") return { kind: "switched-off" };
    return error === "CredentialsSignin" ? { kind: "wrong-credentials" } : { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
}
