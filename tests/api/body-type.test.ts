// Write routes take JSON only (multipart where a photo is sent), as an attacker
// found them: a plain HTML form on another site can POST text/plain (a JSON
// text included), urlencoded or multipart bodies without a preflight. Every
// write handler under app/api gets each of them with a valid body, from a
// session with every role and department: each is a 415 ProblemDetails and no
// table but the audit trail (which records the refusal) changes.
import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db/client";
import type { RouteSpec } from "@/lib/route/define-route";
import { jsonSchemaOf, validValue } from "../fuzz/odd-input";
import { appOrigin, employee, sessionCookie, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();

const apiRoot = path.resolve(import.meta.dirname, "../../app/api");
const writeMethods = ["POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = ((request: NextRequest, context: unknown) => Promise<Response>) & { spec?: RouteSpec };

function routeFiles(dir = apiRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}
const templateOf = (file: string) =>
  `/api/${path.relative(apiRoot, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "");

/** Every write handler of defineRoute (next-auth's own routes take its pages' forms, guarded by its CSRF token). */
async function writeHandlers() {
  const found: { where: string; template: string; handler: Handler; spec: RouteSpec }[] = [];
  for (const file of routeFiles().sort()) {
    const template = templateOf(file);
    const routeModule = (await import(file)) as Partial<Record<string, Handler>>;
    for (const method of writeMethods) {
      const handler = routeModule[method];
      if (handler?.spec)
        found.push({ where: `${method} ${template}`, template, handler, spec: handler.spec });
    }
  }
  return found;
}

/** The route's params with valid values (whole numbers, a department code). */
function paramsOf(template: string, spec: RouteSpec): Record<string, string> {
  const names = [...template.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
  const schema = spec.params ? jsonSchemaOf(spec.params).properties : undefined;
  return Object.fromEntries(
    names.map((name) => [name, schema?.[name] ? String(validValue(schema[name])) : "1"]),
  );
}

const urlOf = (template: string, params: Record<string, string>) =>
  `${appOrigin}${template.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name]!))}`;

/** A flat object's fields as a form's. */
const fieldsOf = (body: unknown): [string, string][] =>
  body && typeof body === "object" ? Object.entries(body).map(([k, v]) => [k, String(v)]) : [["x", "1"]];

type Attack = { label: string; contentType?: string; body: (valid: unknown) => BodyInit };
const jsonAttacks: Attack[] = [
  { label: "text/plain", contentType: "text/plain", body: (valid) => JSON.stringify(valid) },
  {
    label: "form",
    contentType: "application/x-www-form-urlencoded",
    body: (valid) => new URLSearchParams(fieldsOf(valid)).toString(),
  },
  // A body without a Content-Type (bytes: fetch adds none).
  { label: "no type", body: (valid) => new TextEncoder().encode(JSON.stringify(valid)) },
];
const multipartAttacks: Attack[] = [
  { label: "text/plain", contentType: "text/plain", body: () => "remark=Torn" },
  { label: "json", contentType: "application/json", body: () => JSON.stringify({ remark: "Torn" }) },
];
/** What a cross-site HTML form can send to a JSON route besides the above. */
const multipartForm = (valid: unknown) => {
  const form = new FormData();
  for (const [key, value] of fieldsOf(valid)) form.set(key, value);
  return form;
};

/** A digest of every table of the app and the embedded production API but the audit trail. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    ctx.handle.db,
    sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('app', 'production_api') and table_type = 'BASE TABLE'
      and table_name <> 'audit_log' order by 1, 2`,
  );
  const digest: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    const [row] = await queryRows<{ digest: string }>(
      ctx.handle.db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
    );
    digest[`${schema}.${name}`] = row!.digest;
  }
  return digest;
}

describe("write routes and the body's type", () => {
  it(
    "refuse text/plain, form and untyped bodies with 415, and change nothing",
    { timeout: 240_000 },
    async () => {
      const everyone = employee(["operator", "packer", "matcher", "supervisor", "admin"], [1, 2, 3]);
      const cookie = await sessionCookie(everyone);
      const handlers = await writeHandlers();
      const before = await databaseDigest();
      const refusedTextPlain: string[] = [];
      const wrong: string[] = [];
      for (const { where, template, handler, spec } of handlers) {
        const params = paramsOf(template, spec);
        const valid = spec.body ? validValue(jsonSchemaOf(spec.body), true) : {};
        const isMultipart = spec.accepts === "multipart";
        const attacks: Attack[] = isMultipart
          ? multipartAttacks
          : [...jsonAttacks, { label: "multipart", body: multipartForm }];
        for (const attack of attacks) {
          const headers: Record<string, string> = {
            cookie,
            origin: appOrigin,
            "idempotency-key": `body-type-${wrong.length}-${attack.label}`,
          };
          const body = attack.body(valid);
          if (attack.contentType) headers["content-type"] = attack.contentType;
          if (body instanceof Uint8Array) headers["content-length"] = String(body.byteLength);
          const request = new NextRequest(urlOf(template, params), {
            method: where.split(" ")[0],
            headers,
            body,
          });
          const response = await handler(request, { params: Promise.resolve(params) });
          const problem = (await response.json().catch(() => null)) as { status?: number } | null;
          if (response.status !== 415 || problem?.status !== 415) {
            wrong.push(`${where} (${attack.label}) → ${response.status}`);
          } else if (attack.label === "text/plain") {
            refusedTextPlain.push(where);
            expect(response.headers.get("content-type")).toBe("application/problem+json");
          }
        }
      }
      console.info(
        `[body type] ${handlers.length} write handlers; ${refusedTextPlain.length} refused text/plain with 415`,
      );
      expect(wrong).toEqual([]);
      expect(refusedTextPlain).toHaveLength(handlers.length);
      expect(handlers.length).toBeGreaterThanOrEqual(50);
      expect(await databaseDigest()).toEqual(before);
    },
  );

  it("still takes JSON, and a write without a body, on the same routes", async () => {
    const supervisor = employee(["supervisor"], [1, 2, 3]);
    const cookie = await sessionCookie(supervisor);
    const { POST } = await import("@/app/api/matching/browse/route");
    const browse = (headers: Record<string, string>, body?: string) =>
      POST(
        new NextRequest(`${appOrigin}/api/matching/browse`, {
          method: "POST",
          headers: { cookie, origin: appOrigin, ...headers },
          body,
        }),
      );
    expect((await browse({ "content-type": "application/json; charset=utf-8" }, "{}")).status).toBe(200);
    expect((await browse({ "content-type": "text/plain" }, "{}")).status).toBe(415);
    // fetch() without a body sends no Content-Type: a Start, a DELETE.
    expect((await browse({})).status).toBe(200);
  });
});
