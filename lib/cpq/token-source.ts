// The CPQ token, obtained on the server, kept until shortly before it expires
// and obtained again when the CPQ answers 401 (the client asks once). Callers
// that need a token at the same moment share one request. The token and the
// credentials never go into an error message or a log line.
import { z } from "zod";
import { hubUrl, trimSlash, type CpqConnection } from "./connection";
import { CpqError, errorForStatus } from "./errors";
import { directTokenSchema, hubTokenSchema, problemDetailsSchema } from "./schemas";

export type CpqToken = { value: string; scheme: string; expiresAtMs: number };

export type TokenSource = {
  get: () => Promise<CpqToken>;
  /** Drops the token (after a 401), unless a newer one replaced it already. */
  invalidate: (token: CpqToken) => void;
};

/** A direct-mode answer without a readable `.expires` is kept this long. */
const fallbackLifetimeMs = 300_000;

/** Renew a little before the end: a token that expires on the way is a wasted call. */
function renewAt(issuedAtMs: number, expiresAtMs: number): number {
  const margin = Math.min(30_000, (expiresAtMs - issuedAtMs) / 10);
  return expiresAtMs - margin;
}

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

async function requestToken(
  connection: CpqConnection,
  doFetch: Fetch,
  timeoutMs: number,
  nowMs: number,
): Promise<CpqToken> {
  const operation = connection.mode === "hub" ? "hub token" : "token";
  const [url, body] =
    connection.mode === "hub"
      ? [
          hubUrl(connection, "token"),
          { emailAddress: connection.emailAddress, password: connection.password, apiKey: connection.apiKey },
        ]
      : [
          new URL(`${trimSlash(connection.baseUrl)}/token`),
          {
            domainName: connection.domainName,
            username: connection.username,
            password: connection.password,
            apiKey: connection.apiKey,
          },
        ];
  let response: Response;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw transportFailure(operation, error);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw errorForStatus(operation, response.status, problemDetailsSchema.safeParse(json).data?.title);
  }
  if (connection.mode === "hub") {
    const parsed = hubTokenSchema.safeParse(json);
    if (!parsed.success)
      throw new CpqError(operation, "contract", 200, "the hub's token answer is malformed");
    // expiresIn is in seconds (the supplement's choice; the spec leaves the unit open).
    return { value: parsed.data.token, scheme: "Bearer", expiresAtMs: nowMs + parsed.data.expiresIn * 1000 };
  }
  const parsed = directTokenSchema.safeParse(json);
  if (!parsed.success) throw new CpqError(operation, "contract", 200, "the CPQ's token answer is malformed");
  const expires = z.iso.datetime({ offset: true }).safeParse(parsed.data[".expires"]);
  return {
    value: parsed.data.access_token,
    scheme: parsed.data.token_type || "bearer",
    expiresAtMs: expires.success ? Date.parse(expires.data) : nowMs + fallbackLifetimeMs,
  };
}

/** A failed fetch (no answer, the timeout) as a CpqError whose message names neither URL nor secret. */
export function transportFailure(operation: string, error: unknown): CpqError {
  const isTimeout = error instanceof DOMException && error.name === "TimeoutError";
  return isTimeout
    ? new CpqError(
        operation,
        "timeout",
        0,
        "the CPQ did not answer in time; working on without the product view",
      )
    : new CpqError(
        operation,
        "unavailable",
        0,
        "the CPQ could not be reached; working on without the product view",
      );
}

export function createTokenSource(
  connection: CpqConnection,
  options: { fetch: Fetch; timeoutMs: number; now?: () => number },
): TokenSource {
  const now = options.now ?? Date.now;
  let current: { token: CpqToken; renewAtMs: number } | undefined;
  let pending: Promise<CpqToken> | undefined;
  return {
    get() {
      if (current && now() < current.renewAtMs) return Promise.resolve(current.token);
      pending ??= (async () => {
        try {
          const issuedAt = now();
          const token = await requestToken(connection, options.fetch, options.timeoutMs, issuedAt);
          current = { token, renewAtMs: renewAt(issuedAt, token.expiresAtMs) };
          return token;
        } finally {
          pending = undefined;
        }
      })();
      return pending;
    },
    invalidate(token) {
      if (current?.token.value === token.value) current = undefined;
    },
  };
}
