// The embedded production API as one fetch-style handler: finds the operation
// in the catalogue, checks the bearer JWT, parses the input with the contract's
// schemas, runs the implementation, and answers JSON, 204 or ProblemDetails.
import { fieldErrorsOf } from "@/lib/http/field-errors";
import { errors as joseErrors, jwtVerify } from "jose";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { productionApiOperations, type OperationName } from "@/lib/production-api/operations";
import { JsonText, type OperationContext } from "./context";
import { EmbeddedApiError } from "./errors";
import { dropHoldMs, faultSchema, waitUnlessAborted, type FaultSwitch } from "./faults";
import { implementations } from "./implementations";
import { logError } from "@/lib/server/log";

export type EmbeddedApiOptions = {
  getDb: () => Promise<Database>;
  secret: Uint8Array;
  /** The clock; tests fix it. */
  now?: () => Date;
  /** Path prefix in front of the operation, `/production-api` by default. */
  basePath?: string;
  /** The test-only fault switch (lib/embedded-api/faults.ts), served at `_test/faults`; absent: no such path. */
  faults?: FaultSwitch;
};

const maxBodyBytes = 1_000_000;

/**
 * Operations sent as POST that only read: they run without the write
 * transaction, so they see the database itself (answers kept per database,
 * such as matching/browse's, are found again) and hold no transaction open.
 */
const readsSentAsPost: ReadonlySet<OperationName> = new Set([
  "matching/browse",
  "status/getpolygonstatusinfoforwtpolygons",
]);

type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };

function problem(p: Problem, instance: string, headers: Record<string, string> = {}): Response {
  const slug = p.title.toLowerCase().replace(/[^a-z]+/g, "-");
  return Response.json(
    {
      type: `urn:production-api:problem:${slug}`,
      title: p.title,
      status: p.status,
      detail: p.detail,
      instance,
      ...(p.errors ? { errors: p.errors } : {}),
    },
    { status: p.status, headers: { "content-type": "application/problem+json", ...headers } },
  );
}

/**
 * Tokens whose signature and claims were checked, with their hub employee id
 * and expiry: a caller sends one token many times, and checking the expiry
 * again is all a repeat needs (the same text carries the same signature).
 */
type VerifiedTokens = Map<string, { hubEmployeeId: number; expiresAtMs: number }>;
const maxVerifiedTokens = 1000;

async function authenticate(
  request: Request,
  secret: Uint8Array,
  verified: VerifiedTokens,
  nowMs: number,
): Promise<number | string> {
  const header = request.headers.get("authorization") ?? "";
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

/** Per query schema, its field names by their lower case (made once). */
const fieldsByLowerCase = new WeakMap<z.ZodType, Map<string, string>>();

/** Query parameter names are matched case-insensitively against the schema's fields. */
function queryInput(url: URL, schema: z.ZodType): Record<string, string> {
  let byLower = fieldsByLowerCase.get(schema);
  if (!byLower) {
    const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    byLower = new Map(fields.map((f) => [f.toLowerCase(), f]));
    fieldsByLowerCase.set(schema, byLower);
  }
  const input: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    const field = byLower.get(key.toLowerCase());
    if (field && !(field in input)) input[field] = value;
  }
  return input;
}

async function bodyInput(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBodyBytes)
    throw new EmbeddedApiError(400, "Invalid request", "the body is larger than 1 MB");
  if (!text.trim())
    throw new EmbeddedApiError(400, "Invalid request", "the request needs a JSON body", {
      body: ["required"],
    });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EmbeddedApiError(400, "Invalid request", "the body is not valid JSON", {
      body: ["not valid JSON"],
    });
  }
}

function databaseProblem(error: unknown): Problem | undefined {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? String(e.code) : undefined);
  const state = code(error) ?? code((error as { cause?: unknown } | null)?.cause);
  if (state === "23503")
    return { status: 404, title: "Not found", detail: "a record the request refers to does not exist" };
  if (state === "23505")
    return { status: 409, title: "Conflict", detail: "a record with that key already exists" };
  return undefined;
}

/**
 * A write runs in one transaction that is rolled back when the caller hung up
 * before it was done (its timeout fired): a write the caller never heard of
 * is not applied, so a retry with the same change cannot apply it twice.
 */
async function runWrite(
  context: OperationContext,
  signal: AbortSignal,
  run: (ctx: OperationContext) => Promise<unknown>,
): Promise<unknown> {
  return context.db.transaction(async (tx) => {
    const output = await run({ ...context, db: tx });
    if (signal.aborted) {
      throw new EmbeddedApiError(
        400,
        "Invalid request",
        "the caller left before the answer; nothing was changed",
      );
    }
    return output;
  });
}

const faultsPath = "_test/faults";

/** GET lists the faults, POST sets one, DELETE clears one (`?operation=`) or all. */
async function serveFaults(request: Request, faults: FaultSwitch, instance: string): Promise<Response> {
  if (request.method === "DELETE") {
    faults.clear(new URL(request.url).searchParams.get("operation")?.toLowerCase() ?? undefined);
    return new Response(null, { status: 204 });
  }
  if (request.method === "POST") {
    const parsed = faultSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      return problem(
        {
          status: 400,
          title: "Invalid request",
          detail: "not a fault",
          errors: fieldErrorsOf(parsed.error, "body"),
        },
        instance,
      );
    }
    faults.set(parsed.data);
  } else if (request.method !== "GET") {
    return problem(
      { status: 405, title: "Method not allowed", detail: `${faultsPath} takes GET, POST or DELETE` },
      instance,
    );
  }
  return Response.json({ faults: faults.list() });
}

/** The switched-on fault of this request, if any: its answer, or undefined to go on (after a delay). */
async function faultAnswer(
  request: Request,
  faults: FaultSwitch | undefined,
  operation: string,
  instance: string,
): Promise<Response | undefined> {
  const fault = faults?.take(operation);
  if (!fault) return undefined;
  const unavailable = (detail: string) =>
    problem({ status: 503, title: "Service unavailable", detail }, instance, { "retry-after": "1" });
  if (fault.kind === "fail") return unavailable("the fault switch fails this operation");
  if (fault.kind === "drop") {
    // No answer: the caller's timeout fires; the operation never runs.
    await waitUnlessAborted(dropHoldMs, request.signal);
    return unavailable("the fault switch dropped this request");
  }
  // A caller that gave up while we were slow does not get its write applied behind its back.
  return (await waitUnlessAborted(fault.delayMs, request.signal))
    ? undefined
    : unavailable("the caller left while the fault switch delayed this request");
}

export function createEmbeddedApiHandler(
  options: EmbeddedApiOptions,
): (request: Request) => Promise<Response> {
  const basePath = options.basePath ?? "/production-api";
  const now = options.now ?? (() => new Date());
  const verifiedTokens: VerifiedTokens = new Map();

  return async (request) => {
    const url = new URL(request.url);
    const instance = url.pathname;
    const name = url.pathname
      .slice(basePath.length)
      .replace(/^\/+|\/+$/g, "")
      .toLowerCase();
    const isFaultsPath = name === faultsPath && options.faults !== undefined;
    if (!isFaultsPath && !Object.hasOwn(productionApiOperations, name)) {
      return problem(
        { status: 404, title: "Not found", detail: `there is no operation ${name || "(none)"}` },
        instance,
      );
    }
    if (isFaultsPath) {
      const caller = await authenticate(request, options.secret, verifiedTokens, Date.now());
      if (typeof caller === "string")
        return problem({ status: 401, title: "Unauthorized", detail: caller }, instance);
      return serveFaults(request, options.faults!, instance);
    }
    const operation = name as OperationName;
    const spec = productionApiOperations[operation];
    if (request.method !== spec.method) {
      return problem(
        { status: 405, title: "Method not allowed", detail: `${operation} takes ${spec.method}` },
        instance,
        {
          allow: spec.method,
        },
      );
    }

    const caller = await authenticate(request, options.secret, verifiedTokens, Date.now());
    if (typeof caller === "string") {
      return problem({ status: 401, title: "Unauthorized", detail: caller }, instance, {
        "www-authenticate": `Bearer error="invalid_token", error_description="${caller}"`,
      });
    }

    const faulted = options.faults && (await faultAnswer(request, options.faults, operation, instance));
    if (faulted) return faulted;

    try {
      const raw = spec.input.in === "body" ? await bodyInput(request) : queryInput(url, spec.input.schema);
      const parsed = spec.input.schema.safeParse(raw);
      if (!parsed.success) {
        return problem(
          {
            status: 400,
            title: "Invalid request",
            detail: "one or more fields are missing or malformed",
            errors: fieldErrorsOf(parsed.error, spec.input.in),
          },
          instance,
        );
      }
      const context: OperationContext = { db: await options.getDb(), hubEmployeeId: caller, now: now() };
      // The catalogue pairs each name with its input schema, so the parsed input fits the implementation.
      const run = implementations[operation] as (ctx: OperationContext, input: unknown) => Promise<unknown>;
      const output =
        spec.method === "GET" || readsSentAsPost.has(operation)
          ? await run(context, parsed.data)
          : await runWrite(context, request.signal, (ctx) => run(ctx, parsed.data));
      if (spec.response === null) return new Response(null, { status: 204 });
      if (output instanceof JsonText) {
        return new Response(output.text, { status: 200, headers: { "content-type": "application/json" } });
      }
      return Response.json(output, { status: 200 });
    } catch (error) {
      if (error instanceof EmbeddedApiError) {
        return problem(
          { status: error.status, title: error.title, detail: error.message, errors: error.errors },
          instance,
        );
      }
      const known = databaseProblem(error);
      if (known) return problem(known, instance);
      // A caller that hung up while its body was read is not a failure of ours.
      if (request.signal.aborted)
        return problem(
          { status: 400, title: "Invalid request", detail: "the request was aborted" },
          instance,
        );
      logError(`[production-api] ${operation} failed:`, error);
      return problem(
        { status: 500, title: "Internal server error", detail: "the operation failed; see the server log" },
        instance,
      );
    }
  };
}
