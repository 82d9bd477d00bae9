// Route tests of app/api: the embedded production API on a real port over a
// fresh database, the app's settings pointed at it, real next-auth session
// cookies for made-up employees, and requests built as the browser sends them.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterAll, beforeAll } from "vitest";
import type { Role, SessionEmployee } from "@/lib/base/roles";
import { newSessionStamp } from "@/lib/auth/session-stamp";
import { setAppDatabase } from "@/lib/server/app-database";
import { setAuditDatabase } from "@/lib/audit/audit";
import type { Database, DatabaseHandle } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createProductionApiClient } from "@/lib/production-api/gateway";
import { seedProduction, type SeedIds } from "./api-seed";
import { startEmbeddedServer, testSecretText, type EmbeddedServer } from "./embedded-server";
import { openTestDatabase } from "./test-database";

export const appOrigin = "http://localhost:3000";
const nextAuthSecret = "api-route-tests-nextauth-secret-0123456789";

let nextId = 1;
/** A signed-in employee with these roles (hub employee ids 2001, 2002, … so each test can tell who did it). */
export function employee(roles: Role[], departmentIds: number[] = []): SessionEmployee {
  const id = nextId++;
  return {
    employeeId: id,
    username: `${roles.join("-") || "nobody"}-${id}`,
    displayName: `Test ${roles.join(", ")}`,
    hubEmployeeId: 2000 + id,
    locale: "nl",
    roles,
    departmentIds,
  };
}

/** The database of the current test file's routes (set by setUpApiRoutes). */
let employeesDatabase: Database | null = null;

/**
 * Routes re-check the session's employee against app.employees, so a made-up
 * employee gets its row (active, with the roles and departments it carries)
 * before its cookie is made. A row an admin route deactivated stays inactive.
 */
async function ensureEmployeeRow(who: SessionEmployee): Promise<void> {
  // A wall board's device has no employee row (its own row is app.board_devices).
  if (!employeesDatabase || who.deviceId !== undefined) return;
  const { employeeId: id, hubEmployeeId, ...fields } = who;
  await employeesDatabase
    .insert(employees)
    // The check reads id, isActive, roles and departments only; a hub id far from the
    // made-up ones (2001, …) leaves those free for rows a test inserts itself.
    .values({ id, ...fields, hubEmployeeId: 1_000_000 + hubEmployeeId, passwordHash: "not-a-hash" })
    .onConflictDoUpdate({
      target: employees.id,
      set: { roles: who.roles, departmentIds: who.departmentIds, locale: who.locale },
    });
  // Explicit ids: keep the serial ahead of them for employees the tests create through routes.
  await employeesDatabase.execute(
    sql`select setval(pg_get_serial_sequence('app.employees', 'id'), greatest((select max(id) from app.employees), 1000))`,
  );
}

/** The employee row's session version now, as a sign-in stamps it (0 for a device, which has none). */
async function sessionVersionOf(who: SessionEmployee): Promise<number> {
  if (!employeesDatabase || who.deviceId !== undefined) return 0;
  const [row] = await employeesDatabase
    .select({ sessionVersion: employees.sessionVersion })
    .from(employees)
    .where(eq(employees.id, who.employeeId));
  return row?.sessionVersion ?? 0;
}

/** A session cookie as a sign-in now makes it (lib/auth/session-stamp.ts): each call is a new sign-in. */
export async function sessionCookie(who: SessionEmployee): Promise<string> {
  await ensureEmployeeRow(who);
  const stamp = newSessionStamp(await sessionVersionOf(who));
  const jwt = await encode({
    token: { sub: String(who.employeeId), employee: who, ...stamp },
    secret: nextAuthSecret,
  });
  return `next-auth.session-token=${jwt}`;
}

export type RequestOptions = {
  method?: string;
  /** The signed-in employee; null or absent: anonymous. */
  as?: SessionEmployee | null;
  /** Sent as JSON; a string is sent as it is (for malformed JSON). */
  body?: unknown;
  /** The Origin header; the app's own by default, null for none. */
  origin?: string | null;
};

export async function apiRequest(pathAndQuery: string, options: RequestOptions = {}): Promise<NextRequest> {
  // As a browser's fetch: a Content-Type only with a body.
  const headers: Record<string, string> =
    options.body === undefined ? {} : { "content-type": "application/json" };
  if (options.as) headers.cookie = await sessionCookie(options.as);
  if (options.origin !== null) headers.origin = options.origin ?? appOrigin;
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  return new NextRequest(new URL(pathAndQuery, appOrigin), {
    method: options.method ?? "GET",
    headers,
    body,
  });
}

/** The second argument Next passes to a route handler. */
export const routeParams = (params: Record<string, string | number> = {}) => ({
  params: Promise.resolve(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
});

export type ApiContext = {
  handle: DatabaseHandle;
  server: EmbeddedServer;
  /** Reads the upstream directly (as hub employee 1), to check what a route changed. */
  upstream: ProductionApiClient;
  /** Ids of the seeded production data. */
  ids: SeedIds;
};

/**
 * Registers beforeAll/afterAll: a seeded database, the embedded API,
 * the app's settings (set before the first env() call of this test file) and
 * the audit trail on the same database.
 */
export function setUpApiRoutes(
  options: {
    /** Load the small production of api-seed.ts (default true). */
    seed?: boolean;
    /** Where the app reaches the production API (a stub, a closed port); the embedded one by default. */
    productionApiUrl?: () => Promise<string>;
    /** Further settings, e.g. a short PRODUCTION_API_TIMEOUT_MS. */
    settings?: Record<string, string>;
    /** The database instead of a fresh in-memory one (the backup test: the server's own, in DATA_DIR). */
    database?: () => Promise<DatabaseHandle>;
  } = {},
): ApiContext {
  const context = {} as ApiContext;
  beforeAll(async () => {
    context.handle = await (options.database ?? openTestDatabase)();
    if (options.seed !== false) context.ids = await seedProduction(context.handle.db);
    context.server = await startEmbeddedServer(context.handle.db);
    Object.assign(process.env, {
      PRODUCTION_API_URL: options.productionApiUrl
        ? await options.productionApiUrl()
        : context.server.baseUrl,
      EMBEDDED_PRODUCTION_API: "off",
      PRODUCTION_API_JWT_SECRET: testSecretText,
      PRODUCTION_API_TIMEOUT_MS: "3000",
      NEXTAUTH_SECRET: nextAuthSecret,
      NEXTAUTH_URL: appOrigin,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "api-tests-")),
      ...options.settings,
    });
    delete process.env.PRODUCTION_API_TOKEN;
    setAuditDatabase(() => Promise.resolve(context.handle.db));
    setAppDatabase(() => Promise.resolve(context.handle.db));
    employeesDatabase = context.handle.db;
    context.upstream = createProductionApiClient({
      baseUrl: context.server.baseUrl,
      getToken: () => context.server.token(1),
      retries: 0,
    });
  });
  afterAll(async () => {
    employeesDatabase = null;
    await context.server?.close();
    await context.handle?.close();
  });
  return context;
}

/** The JSON body of a route's answer. */
export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
