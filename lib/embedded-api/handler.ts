// The embedded production API as one fetch-style handler: finds the operation
// in the catalogue, checks the bearer JWT, parses the input with the contract's
// schemas, runs the implementation, and answers JSON, 204 or ProblemDetails.
import { fieldErrorsOf } from "@/lib/http/field-errors";
import type { Database } from "@/lib/db/client";
import {
  isReadOperation,
  productionApiOperations,
  type OperationName,
  type ParsedOperationInput,
} from "@/lib/production-api/operations";
import { isMarkOnlyUpdate } from "./operations/polygon-package";
import { authenticate, type VerifiedTokens } from "./authenticate";
import { JsonText, type OperationContext } from "./context";
import { EmbeddedApiError } from "./errors";
import { faultAnswer, faultsPath, serveFaults } from "./fault-routes";
import type { FaultSwitch } from "./faults";
import { implementations } from "./implementations";
import { databaseProblem, problem, problemAnswer } from "./problem";
import { bodyInput, queryInput } from "./request-input";
import { logError } from "@/lib/base/log";

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

/**
 * Writes that are one statement when they run outside a transaction, atomic by
 * themselves: a status move (moving to a value again changes nothing the floor
 * sees), a package marked packed or not. They run as they are, once the caller
 * is known to still wait.
 */
const oneStatementWrites: { [N in OperationName]?: (input: ParsedOperationInput<N>) => boolean } = {
  "status/setstatusforpolygons": () => true,
  "polygonpackage/update": isMarkOnlyUpdate,
};
const isOneStatementWrite = (operation: OperationName, input: unknown): boolean =>
  (oneStatementWrites[operation] as ((input: unknown) => boolean) | undefined)?.(input) ?? false;

/**
 * A write runs in one transaction that is rolled back when the caller hung up
 * before it was done (its timeout fired): a write the caller never heard of
 * is not applied, so a retry with the same change cannot apply it twice.
 */
const callerLeft = () =>
  new EmbeddedApiError(400, "Invalid request", "the caller left before the answer; nothing was changed");

async function runWrite(
  context: OperationContext,
  signal: AbortSignal,
  run: (ctx: OperationContext) => Promise<unknown>,
): Promise<unknown> {
  return context.db.transaction(async (tx) => {
    const output = await run({ ...context, db: tx });
    if (signal.aborted) throw callerLeft();
    return output;
  });
}

/**
 * One call of an operation, however it came: over HTTP (a Request) or handed
 * over in process by this server's own gateway (lib/server/embedded-api.ts),
 * which then needs no Request, Response or body streams at either end.
 */
export type EmbeddedCall = {
  method: string;
  /** The base path (`/production-api`) and the operation's name, with the query of a GET. */
  url: URL;
  bodyText: () => Promise<string>;
  authorization: string | null;
  /** Aborted when the caller hangs up or its timeout fires: a write not yet made is rolled back. */
  signal: AbortSignal;
};

/** An answer before it is a Response: a status, headers and the body's text (null: none). */
export type EmbeddedAnswer = { status: number; headers: Record<string, string>; text: string | null };

export type EmbeddedApiHandler = ((request: Request) => Promise<Response>) & {
  /** The same answer for a call handed over in process; a switched-on fault still answers as a Response. */
  answer: (call: EmbeddedCall) => Promise<EmbeddedAnswer | Response>;
};

const json = (status: number, text: string): EmbeddedAnswer => ({
  status,
  headers: { "content-type": "application/json" },
  text,
});

const asResponse = (answer: EmbeddedAnswer | Response): Response =>
  answer instanceof Response ? answer : new Response(answer.text, answer);

export function createEmbeddedApiHandler(options: EmbeddedApiOptions): EmbeddedApiHandler {
  const basePath = options.basePath ?? "/production-api";
  const now = options.now ?? (() => new Date());
  const verifiedTokens: VerifiedTokens = new Map();

  const nameOf = (url: URL) =>
    url.pathname
      .slice(basePath.length)
      .replace(/^\/+|\/+$/g, "")
      .toLowerCase();

  const answer = async (call: EmbeddedCall): Promise<EmbeddedAnswer | Response> => {
    const instance = call.url.pathname;
    const name = nameOf(call.url);
    if (!Object.hasOwn(productionApiOperations, name)) {
      return problemAnswer(
        { status: 404, title: "Not found", detail: `there is no operation ${name || "(none)"}` },
        instance,
      );
    }
    const operation = name as OperationName;
    const spec = productionApiOperations[operation];
    if (call.method !== spec.method) {
      return problemAnswer(
        { status: 405, title: "Method not allowed", detail: `${operation} takes ${spec.method}` },
        instance,
        { allow: spec.method },
      );
    }

    const caller = await authenticate(call.authorization, options.secret, verifiedTokens, Date.now());
    if (typeof caller === "string") {
      return problemAnswer({ status: 401, title: "Unauthorized", detail: caller }, instance, {
        "www-authenticate": `Bearer error="invalid_token", error_description="${caller}"`,
      });
    }

    const faulted = options.faults && (await faultAnswer(call.signal, options.faults, operation, instance));
    if (faulted) return faulted;

    try {
      const raw =
        spec.input.in === "body"
          ? bodyInput(await call.bodyText())
          : queryInput(call.url.searchParams, spec.input.schema);
      const parsed = spec.input.schema.safeParse(raw);
      if (!parsed.success) {
        return problemAnswer(
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
      // A read (also one sent as POST) runs without the write transaction: it sees the database
      // itself (answers kept per database, such as matching/browse's, are found again).
      const isWrite = !isReadOperation(operation);
      if (isWrite && call.signal.aborted) throw callerLeft();
      const output =
        !isWrite || isOneStatementWrite(operation, parsed.data)
          ? await run(context, parsed.data)
          : await runWrite(context, call.signal, (ctx) => run(ctx, parsed.data));
      if (spec.response === null) return { status: 204, headers: {}, text: null };
      return json(200, output instanceof JsonText ? output.text : JSON.stringify(output));
    } catch (error) {
      if (error instanceof EmbeddedApiError) {
        return problemAnswer(
          { status: error.status, title: error.title, detail: error.message, errors: error.errors },
          instance,
        );
      }
      const known = databaseProblem(error);
      if (known) return problemAnswer(known, instance);
      // A caller that hung up while its body was read is not a failure of ours.
      if (call.signal.aborted)
        return problemAnswer(
          { status: 400, title: "Invalid request", detail: "the request was aborted" },
          instance,
        );
      logError(`[production-api] ${operation} failed:`, error);
      return problemAnswer(
        { status: 500, title: "Internal server error", detail: "the operation failed; see the server log" },
        instance,
      );
    }
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (nameOf(url) === faultsPath && options.faults !== undefined) {
      const caller = await authenticate(
        request.headers.get("authorization"),
        options.secret,
        verifiedTokens,
        Date.now(),
      );
      if (typeof caller === "string")
        return problem({ status: 401, title: "Unauthorized", detail: caller }, url.pathname);
      return serveFaults(request, options.faults, url.pathname);
    }
    return asResponse(
      await answer({
        method: request.method,
        url,
        bodyText: () => request.text(),
        authorization: request.headers.get("authorization"),
        signal: request.signal,
      }),
    );
  };
  return Object.assign(handle, { answer });
}
