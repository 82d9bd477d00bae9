// The fuzz pass over every route under app/api: each handler is called as Next
// calls it, with a session that has every role and department (so only the
// input can be wrong), and with odd params, query strings and bodies built
// from the route's own schemas. Any 5xx (or a thrown error: Next's 500) fails.
import "./next-async-storage";
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import type { RouteSpec } from "@/lib/route/define-route";
import { appOrigin, employee, sessionCookie, setUpApiRoutes } from "../support/api-session";
import { inRequestScope } from "./next-request-scope";
import {
  asFieldValues,
  jsonSchemaOf,
  oddAssetRefs,
  oddJsonValues,
  oddPathParams,
  oddPhotoForms,
  oddRawBodies,
  oddStrings,
  pick,
  seededRandom,
  validValue,
  type Tally,
} from "./odd-input";

setUpApiRoutes();

const apiRoot = path.resolve(import.meta.dirname, "../../app/api");
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = ((request: NextRequest, context: unknown) => Promise<Response>) & { spec?: RouteSpec };

/** Every route.ts under app/api, with its path template (`/api/departments/[id]/queue`). */
function routeFiles(dir = apiRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const templateOf = (file: string) =>
  `/api/${path.relative(apiRoot, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "");
const paramNamesOf = (template: string) =>
  [...template.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((m) => ({ name: m[2]!, isCatchAll: Boolean(m[1]) }));

type Attempt = {
  params: Record<string, string | string[]>;
  query?: string;
  body?: string;
  contentType?: string;
  /** A multipart form (its Content-Type, with the boundary, is fetch's). */
  form?: () => FormData;
  idempotencyKey?: string;
  label: string;
};

const safeSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "x";
  }
};

function urlOf(template: string, params: Record<string, string | string[]>, query = "") {
  const pathname = template.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name] ?? "1";
    return Array.isArray(value) ? value.map(safeSegment).join("/") : safeSegment(value);
  });
  return `${appOrigin}${pathname}${query ? `?${query}` : ""}`;
}

/** The odd multipart forms (tests/fuzz/odd-input.ts) for the routes a photo is sent to. */
const oddForms = (base: Omit<Attempt, "label">): Attempt[] =>
  oddPhotoForms().map(([label, fields]) => ({
    ...base,
    label: `form ${label}`,
    form: () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return form;
    },
  }));

/** The attempts for one handler: valid input first, then each part made odd in turn. */
function attemptsFor(template: string, method: string, route: RouteSpec | undefined, random: () => number) {
  const names = paramNamesOf(template);
  const validParams: Record<string, string | string[]> = Object.fromEntries(
    names.map(({ name, isCatchAll }): [string, string | string[]] => {
      if (isCatchAll) return [name, ["session"]];
      const schema = route?.params ? jsonSchemaOf(route.params).properties?.[name] : undefined;
      return [name, schema ? String(validValue(schema)) : "1"];
    }),
  );
  const bodySchema = route?.body ? jsonSchemaOf(route.body) : undefined;
  const validBody = bodySchema ? validValue(bodySchema, true) : undefined;
  const json = (value: unknown) => JSON.stringify(value);
  const base = { params: validParams, body: validBody === undefined ? undefined : json(validBody) };
  const attempts: Attempt[] = [{ ...base, label: "valid" }];
  if (bodySchema)
    attempts.push({ ...base, body: json(validValue(bodySchema)), label: "required fields only" });

  for (const { name, isCatchAll } of names) {
    const values = isCatchAll
      ? [
          [],
          ["\u0000"],
          ["%u0031"],
          ["callback", "password"],
          ["csrf"],
          ["x".repeat(5000)],
          ["signin", "\ud800"],
        ]
      : [...oddPathParams, ...(name === "ref" ? oddAssetRefs : [])];
    for (const value of values) {
      attempts.push({
        ...base,
        params: { ...validParams, [name]: value },
        label: `param ${name}=${json(value)}`,
      });
    }
  }

  const queryKeys = Object.keys(route?.query ? (jsonSchemaOf(route.query).properties ?? {}) : {});
  for (const key of queryKeys) {
    for (const value of pick(oddStrings, 8, random)) {
      attempts.push({
        ...base,
        query: new URLSearchParams({ [key]: value }).toString(),
        label: `query ${key}=${json(value)}`,
      });
    }
    for (const raw of ["%u0031", "%", "%E0%A4%A", "%00", "%ED%A0%80"]) {
      attempts.push({ ...base, query: `${key}=${raw}`, label: `raw query ${key}=${raw}` });
    }
  }

  const isWrite = method !== "GET";
  if (isWrite) {
    for (const raw of oddRawBodies)
      attempts.push({ ...base, body: raw, label: `raw body ${json(raw.slice(0, 20))}` });
    attempts.push({
      ...base,
      body: "--x\r\n\r\n",
      contentType: "multipart/form-data; boundary=",
      label: "multipart without boundary",
    });
    attempts.push({
      ...base,
      body: "a=%u0031&b=\u0000",
      contentType: "application/x-www-form-urlencoded",
      label: "form body",
    });
    if (route?.accepts === "multipart") attempts.push(...oddForms(base));
    for (const key of ["\u00e9t\u00e9", "x".repeat(2000), " "]) {
      attempts.push({ ...base, idempotencyKey: key, label: `idempotency key ${json(key.slice(0, 10))}` });
    }
  }
  if (bodySchema && validBody && typeof validBody === "object" && !Array.isArray(validBody)) {
    for (const [field, fieldSchema] of Object.entries(bodySchema.properties ?? {})) {
      for (const value of pick(oddJsonValues, 10, random).flatMap((v) => asFieldValues(v, fieldSchema))) {
        attempts.push({
          ...base,
          body: json({ ...validBody, [field]: value }),
          label: `body ${field}=${json(value).slice(0, 30)}`,
        });
      }
    }
    for (const odd of [[validBody], "x", 2 ** 53])
      attempts.push({ ...base, body: json(odd), label: `body ${json(odd).slice(0, 30)}` });
  }
  return attempts;
}

describe("fuzz: every route under app/api", () => {
  it("answers odd input with 4xx, never 5xx", { timeout: 480_000 }, async () => {
    const random = seededRandom(16);
    const everyone = employee(["operator", "packer", "matcher", "supervisor", "admin"], [1, 2, 3]);
    const cookie = await sessionCookie(everyone);
    const tally: Tally = { sent: 0, serverErrors: [] };
    const files = routeFiles().sort();
    let handlers = 0;
    for (const file of files) {
      const template = templateOf(file);
      const routeModule = (await import(file)) as Partial<Record<(typeof methods)[number], Handler>>;
      for (const method of methods) {
        const handler = routeModule[method];
        if (!handler) continue;
        handlers++;
        for (const attempt of attemptsFor(template, method, handler.spec, random)) {
          const headers: Record<string, string> = {
            cookie,
            origin: appOrigin,
          };
          if (!attempt.form) headers["content-type"] = attempt.contentType ?? "application/json";
          if (attempt.idempotencyKey !== undefined) headers["idempotency-key"] = attempt.idempotencyKey;
          const request = new NextRequest(urlOf(template, attempt.params, attempt.query), {
            method,
            headers,
            body: method === "GET" ? undefined : (attempt.form?.() ?? attempt.body),
          });
          const where = `${method} ${template} (${attempt.label})`;
          tally.sent++;
          try {
            const call = () => handler(request, { params: Promise.resolve(attempt.params) });
            // next-auth's handler reads cookies(), which needs Next's request scope.
            const response = handler.spec ? await call() : await inRequestScope(request, call);
            if (response.headers.get("content-type")?.includes("text/event-stream"))
              await response.body?.cancel();
            const text = response.headers.get("content-type")?.includes("event-stream")
              ? ""
              : await response.text();
            // Readiness answers 503 "not ready" by design (no kept lists are loaded here).
            const isNotReady = template === "/api/health/ready" && response.status === 503;
            if (response.status >= 500 && !isNotReady)
              tally.serverErrors.push(`${where} → ${response.status} ${text.slice(0, 200)}`);
          } catch (error) {
            tally.serverErrors.push(`${where} → threw ${String(error).slice(0, 200)}`);
          }
        }
      }
    }
    console.info(
      `[fuzz] app routes: ${files.length} route files, ${handlers} handlers, ${tally.sent} requests sent, ${tally.serverErrors.length} answered 5xx`,
    );
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(tally.serverErrors).toEqual([]);
  });
});
