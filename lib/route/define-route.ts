// The one wrapper every route under app/api goes through: session (401), role
// (403), same-origin writes (403), JSON bodies only (415), input parsed with
// zod (400), the upstream client for this employee, JSON or 204 out, every
// error through the one mapper, `Cache-Control: no-store` and the app's
// Content-Security-Policy (unless the route set its own), and an audit row for
// every write.
import type { z } from "zod";
import { hasRole, type SessionEmployee, type SessionRole } from "@/lib/base/roles";
import { getSessionEmployee } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { problemOf, problemResponse } from "@/lib/http/problem";
import { jsonAnswer } from "@/lib/http/json-answer";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import { publishChange } from "@/lib/server/change-bus";
import { contentSecurityPolicy, cpqFrameSources } from "@/lib/server/content-security-policy.mjs";
import { runWithRequestId } from "@/lib/base/request-context";
import { observeRequest, type RequestOutcome } from "@/lib/server/request-observer";
import { throughWriteGate } from "@/lib/server/write-gate";
import { listKeepingStep, type WriteLog } from "@/lib/shared-lists/write-path";
import { appDatabase } from "@/lib/server/app-database";
import { recordingStep } from "@/lib/idempotency/recording-step";
import { claimIdempotencyKey, type IdempotencyClaim } from "@/lib/idempotency/idempotency";
import { assertSameOriginWrite, writeMethods } from "./same-origin";
import { auditOfMoment, writeMomentOf } from "./made-at";
import { readWriteBody, type BodyKind } from "./body-type";
import { parseJsonText, parseWith, type Parsed } from "./read-input";
import { beginAuditOf, endAuditOf } from "./route-audit";
import { endWrite, type OwnRows } from "./end-write";
import { serverTimer, type ServerTimer } from "./server-timing";
import { gatewayAs } from "./upstream";

export type RouteOptions<B, Q, P> = {
  /** Who may call it; "signed-in" for every employee with a session (not a wall board's device). */
  roles: readonly SessionRole[] | "signed-in";
  body?: B;
  query?: Q;
  params?: P;
  /** The audit action of a write, e.g. "polygon-package.pack"; false for a read sent as POST (a search). */
  audit?: string | false;
  /** 201 for creates; 200 otherwise (204 when the handler returns nothing). */
  successStatus?: 200 | 201;
  /** What a write's body is: JSON (default; anything else is a 415) or a multipart form with a photo, which the handler reads. */
  accepts?: BodyKind;
  /** The answer's shape, for the OpenAPI document (the handler parses its answer with it). */
  response?: z.ZodType;
  /** A JSON body larger than every other route's 100,000 characters (a quality check's photos, docs/quality.md). */
  maxBodyChars?: number;
  /** What the audit row keeps of the body, when not all of it (a photo's bytes are kept by the feature, not twice). */
  auditBody?: (body: Parsed<B>) => unknown;
};

export type RouteInput<B, Q, P> = {
  employee: SessionEmployee;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  upstream: ProductionApiClient;
  request: Request;
  /** When the write was made: the tablet's press when plausible, else its arrival (lib/route/made-at.ts). */
  at: Date;
  /**
   * Keeps the handler's own rows for the end of the request: written in one transaction with the
   * Idempotency-Key's answer and the audit outcome, and only when the handler answered (lib/route/end-write.ts).
   */
  keep: (rows: OwnRows) => void;
};

/** What Next passes as the second argument (route params as strings). */
export type RouteContext = { params: Promise<Record<string, string | string[]>> };

const noStore = { "cache-control": "no-store" };

/**
 * Headers every answer carries unless the handler set its own: not cached, and the
 * app's policy. A route's own policy (a CPQ document's sandbox) stands, which is why
 * the proxy leaves API answers to this wrapper (docs/security.md, "Headers").
 */
function withDefaultHeaders(response: Response): Response {
  const defaults = { ...noStore, "content-security-policy": apiPolicy() };
  for (const [key, value] of Object.entries(defaults))
    if (!response.headers.has(key)) response.headers.set(key, value);
  return response;
}

const apiPolicy = () => contentSecurityPolicy({ frameSources: cpqFrameSources(env()) });

/** What a route declares, kept on its handler for the OpenAPI document (lib/route/openapi.ts) and the fuzz pass (tests/fuzz). */
export type RouteSpec = {
  roles: readonly SessionRole[] | "signed-in";
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  successStatus?: 200 | 201;
  accepts?: BodyKind;
  response?: z.ZodType;
};

export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(options: RouteOptions<B, Q, P>, handler: (input: RouteInput<B, Q, P>) => Promise<unknown>) {
  const spec: RouteSpec = options;
  return Object.assign(routeHandler(options, handler), { spec });
}

function routeHandler<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(options: RouteOptions<B, Q, P>, handler: (input: RouteInput<B, Q, P>) => Promise<unknown>) {
  // What the request observer logs and measures (lib/server/request-observer.ts), filled in as the request goes.
  type Seen = Omit<RequestOutcome, "status"> & { requestId: string };
  const serve = async (
    request: Request,
    context: RouteContext | undefined,
    seen: Seen,
    timer: ServerTimer,
  ): Promise<Response> => {
    const startedAt = performance.now();
    const moment = writeMomentOf(request, new Date());
    const url = new URL(request.url);
    const isWrite = writeMethods.has(request.method.toUpperCase());
    let employee: SessionEmployee | null = null;
    let details: Record<string, unknown> = {};
    let status = 500;
    let upstreamStatus: number | null = null;
    let claim: IdempotencyClaim | undefined;
    /** The audit row written before the handler ran (a write's row stands before its write). */
    let auditId: number | undefined;
    const action = options.audit || `${request.method} ${url.pathname}`;
    const writes: WriteLog = { polygonIds: new Set() };
    const ownRows: OwnRows[] = [];
    let isAuditEnded = false;
    // A write's end: its rows, the Idempotency-Key's answer (a repeat gets the first answer,
    // lib/idempotency/idempotency.ts) and its audit outcome, in one transaction.
    const end = async (response: Response, rows: OwnRows[]) => {
      if (!claim && auditId === undefined) return response;
      isAuditEnded = auditId !== undefined;
      const ended = await endWrite(await appDatabase(), {
        response,
        rows,
        claim,
        auditId,
        upstreamStatus,
        startedAt,
        instance: url.pathname,
        requestId: seen.requestId,
      });
      timer.lap("end");
      status = ended.status;
      return ended;
    };
    try {
      employee = await getSessionEmployee(request);
      seen.employeeId = employee?.employeeId ?? null;
      if (!employee)
        throw new AppError("unauthenticated", "Please sign in", "This needs a signed-in employee.");
      // A wall board's device (role "board", no person) may call only the routes that name its role.
      const isAllowed =
        options.roles === "signed-in" ? employee.deviceId === undefined : hasRole(employee, ...options.roles);
      if (!isAllowed) {
        throw new AppError(
          "forbidden",
          "Not allowed for your role",
          options.roles === "signed-in"
            ? "This needs a signed-in employee."
            : `This needs the role ${options.roles.join(" or ")}.`,
        );
      }
      assertSameOriginWrite(request);
      timer.lap("session");
      // A body of another type (a plain HTML form's) is refused before anything is claimed or written.
      const bodyText = isWrite ? await readWriteBody(request, options.accepts ?? "json") : undefined;
      if (isWrite && options.audit !== false) {
        const idempotent = await claimIdempotencyKey(await appDatabase(), request, employee.employeeId, {
          isSingleProcess: env().DATABASE_URL === undefined,
        });
        if (idempotent.replay) {
          status = idempotent.replay.status;
          details = { replayed: true };
          seen.isReplay = true;
          for (const [key, value] of Object.entries(noStore)) idempotent.replay.headers.set(key, value);
          return withDefaultHeaders(idempotent.replay);
        }
        claim = idempotent.claim;
      }

      const rawParams = (await context?.params) ?? {};
      seen.params = rawParams;
      details = { params: rawParams };
      const params = parseWith(options.params, rawParams);
      const query = parseWith(options.query, Object.fromEntries(url.searchParams));
      const body = parseWith(
        options.body,
        options.body ? parseJsonText(bodyText ?? (await request.text()), options.maxBodyChars) : undefined,
      );
      details = {
        ...(options.params ? { params } : {}),
        ...(options.query ? { query } : {}),
        ...(options.body ? { body: options.auditBody ? options.auditBody(body) : body } : {}),
        ...(isWrite ? auditOfMoment(moment) : {}),
      };
      if (isWrite && options.audit !== false)
        auditId = await beginAuditOf(employee, action, details, startedAt);

      // The request's one gateway (docs/upstream-gateway.md): every write goes through the
      // one write path (lib/shared-lists/write-path.ts), inside it a claimed write is recorded.
      const gateway = gatewayAs(employee.hubEmployeeId);
      gateway.use(listKeepingStep(gateway.client, writes));
      if (claim) gateway.use(recordingStep(await appDatabase(), claim));
      timer.lap("claim");
      const result = await handler({
        employee,
        body,
        query,
        params,
        upstream: gateway.client,
        request,
        at: moment.at,
        keep: (rows) => ownRows.push(rows),
      });
      timer.lap("handler");
      // A handler that answers other than JSON (a photo) makes its own response.
      if (result instanceof Response) {
        status = result.status;
        // no-store unless the handler says how long its answer keeps (a CPQ picture).
        return withDefaultHeaders(await end(result, ownRows));
      }
      status = result === undefined ? 204 : (options.successStatus ?? 200);
      return withDefaultHeaders(
        await end(
          result === undefined
            ? new Response(null, { status, headers: noStore })
            : jsonAnswer(result, { status, headers: noStore }),
          ownRows,
        ),
      );
    } catch (error) {
      if (error instanceof ProductionApiError && error.status > 0) upstreamStatus = error.status;
      const problem = problemOf(error);
      status = problem.status;
      return withDefaultHeaders(
        await end(
          problemResponse({ ...problem, instance: url.pathname, requestId: seen.requestId }, noStore),
          [],
        ),
      );
    } finally {
      // Open supervisor screens refresh on every successful write (lib/server/change-bus.ts).
      if (isWrite && status < 400 && options.audit !== false)
        publishChange({
          method: request.method,
          path: url.pathname,
          polygonIds: [...writes.polygonIds],
          isWide: writes.isWide ?? false,
          hasWork: writes.hasWork ?? false,
        });
      // Anonymous attempts are answered 401 but not recorded: there is no one to record.
      if (!isAuditEnded)
        await endAuditOf(
          auditId,
          isWrite && employee && options.audit !== false ? { employee, action, details } : null,
          { status, upstreamStatus },
          startedAt,
        );
    }
  };
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    const observed = observeRequest(request);
    const seen: Seen = { requestId: observed.id, employeeId: null, params: {}, isReplay: false };
    const timer = serverTimer();
    const run = () => runWithRequestId(observed.id, () => serve(request, context, seen, timer));
    // A backup of a PGlite server holds writes at the gate while it dumps (docs/deploy.md, "Backups").
    const response = await (writeMethods.has(request.method.toUpperCase()) ? throughWriteGate(run) : run());
    observed.end({ ...seen, status: response.status });
    try {
      response.headers.set("x-request-id", observed.id);
      response.headers.set("server-timing", timer.header());
    } catch {
      // a response with immutable headers keeps its own
    }
    return response;
  };
}
