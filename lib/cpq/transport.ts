// One authenticated call to the CPQ: bearer token, timeout, one new token and
// one more attempt after a 401, and every failure as a CpqError. Answers the
// Response of a success (2xx) for the caller to read.
import type { CpqConnection } from "./connection";
import { CpqError, errorForStatus, forbiddenApplication } from "./errors";
import { problemDetailsSchema } from "./schemas";
import { createTokenSource, transportFailure, type CpqToken, type TokenSource } from "./token-source";

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type CpqTransportOptions = {
  connection: CpqConnection;
  fetch?: Fetch;
  /** Per request, token requests included (default 8000 ms). */
  timeoutMs?: number;
  now?: () => number;
};

export type CpqRequest = {
  operation: string;
  url: URL;
  method?: "GET" | "POST";
  body?: unknown;
  /** The hub application the call is for: names it in a 403. */
  applicationId?: string;
  accept?: string;
};

export type CpqTransport = {
  connection: CpqConnection;
  send: (request: CpqRequest) => Promise<Response>;
  token: () => Promise<CpqToken>;
};

async function titleOf(response: Response): Promise<string | undefined> {
  const json: unknown = await response.json().catch(() => undefined);
  return problemDetailsSchema.safeParse(json).data?.title;
}

export function createCpqTransport(options: CpqTransportOptions): CpqTransport {
  const doFetch: Fetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const tokens: TokenSource = createTokenSource(options.connection, {
    fetch: doFetch,
    timeoutMs,
    now: options.now,
  });

  async function attempt(request: CpqRequest, token: CpqToken): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `${token.scheme} ${token.value}`,
      accept: request.accept ?? "application/json",
    };
    if (request.body !== undefined) headers["content-type"] = "application/json";
    try {
      return await doFetch(request.url, {
        method: request.method ?? "GET",
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "manual",
      });
    } catch (error) {
      throw transportFailure(request.operation, error);
    }
  }

  async function send(request: CpqRequest): Promise<Response> {
    let token = await tokens.get();
    let response = await attempt(request, token);
    if (response.status === 401) {
      // Expired or revoked before its time: one new token, one more try.
      await response.body?.cancel();
      tokens.invalidate(token);
      token = await tokens.get();
      response = await attempt(request, token);
    }
    if (response.ok) return response;
    if (response.status === 403 && options.connection.mode === "hub" && request.applicationId !== undefined) {
      await response.body?.cancel();
      throw forbiddenApplication(request.operation, request.applicationId);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new CpqError(
        request.operation,
        "contract",
        response.status,
        `the CPQ redirected ${request.operation}`,
      );
    }
    throw errorForStatus(request.operation, response.status, await titleOf(response));
  }

  return { connection: options.connection, send, token: () => tokens.get() };
}
