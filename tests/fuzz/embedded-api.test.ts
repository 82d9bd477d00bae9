// The fuzz pass over every operation of the embedded production API, over
// HTTP with a valid token as the app calls it: odd query strings and bodies
// built from each operation's contract schema, odd paths and methods. Any 5xx
// fails; every refusal must be ProblemDetails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import { productionApiOperations, type OperationName } from "@/lib/production-api/operations";
import { seedProduction } from "../support/api-seed";
import { startEmbeddedServer, type EmbeddedServer } from "../support/embedded-server";
import { openTestDatabase } from "../support/test-database";
import {
  asFieldValues,
  jsonSchemaOf,
  oddJsonValues,
  oddRawBodies,
  oddStrings,
  pick,
  seededRandom,
  validValue,
  type Tally,
} from "./odd-input";

let handle: DatabaseHandle;
let server: EmbeddedServer;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedProduction(handle.db);
  server = await startEmbeddedServer(handle.db);
});
afterAll(async () => {
  await server?.close();
  await handle?.close();
});

type Attempt = { path: string; query?: string; body?: string; method?: string; label: string };

function attemptsFor(name: OperationName, random: () => number): Attempt[] {
  const spec = productionApiOperations[name];
  const path = `/${name}`;
  const attempts: Attempt[] = [
    { path: `${path}%u0031`, label: "malformed escape in the path" },
    { path: `${path}/%00`, label: "NUL in the path" },
    { path, method: spec.method === "GET" ? "DELETE" : "GET", label: "wrong method" },
  ];
  const schema = jsonSchemaOf(spec.input.schema);
  if (spec.input.in !== "body") {
    const valid = validValue(schema) as Record<string, string>;
    const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
    attempts.push({ path, query: query(valid), label: "valid" }, { path, label: "no query" });
    for (const key of Object.keys(schema.properties ?? { junk: {} })) {
      for (const value of pick(oddStrings, 14, random)) {
        attempts.push({
          path,
          query: query({ ...valid, [key]: value }),
          label: `${key}=${JSON.stringify(value)}`,
        });
      }
      for (const raw of ["%u0031", "%", "%E0%A4%A", "%00", "%ED%A0%80"]) {
        attempts.push({ path, query: `${key}=${raw}`, label: `raw ${key}=${raw}` });
      }
    }
    return attempts.map((a) => ({ ...a, method: a.method ?? spec.method }));
  }
  // The seeded project (tests/support/api-seed.ts) for the operations that name it by number or CPQ polygon id.
  const full = { ...(validValue(schema, true) as Record<string, unknown>) };
  if ("projectNumber" in full) full.projectNumber = "P-1001";
  if ("polygonIds" in full) full.polygonIds = [7001];
  const json = (value: unknown) => JSON.stringify(value);
  attempts.push(
    { path, body: json(full), label: "valid" },
    { path, body: json(validValue(schema)), label: "required fields only" },
    { path, body: json([full]), label: "array for the object" },
  );
  for (const raw of oddRawBodies)
    attempts.push({ path, body: raw, label: `raw body ${json(raw.slice(0, 20))}` });
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    for (const value of pick(oddJsonValues, 16, random).flatMap((v) => asFieldValues(v, fieldSchema))) {
      attempts.push({
        path,
        body: json({ ...full, [field]: value }),
        label: `${field}=${json(value).slice(0, 30)}`,
      });
    }
  }
  return attempts.map((a) => ({ ...a, method: a.method ?? spec.method }));
}

describe("fuzz: every embedded production API operation", () => {
  it("answers odd input with 4xx ProblemDetails, never 5xx", { timeout: 240_000 }, async () => {
    const random = seededRandom(37);
    const token = await server.token(1);
    const tally: Tally = { sent: 0, serverErrors: [] };
    const notProblems: string[] = [];
    /** Operations that answered 2xx to some attempt: the pass reached their implementations. */
    const answered = new Set<OperationName>();
    // Deletes last: the other operations' valid input names the seeded records.
    const names = (Object.keys(productionApiOperations) as OperationName[]).sort(
      (a, b) => Number(a.endsWith("/delete")) - Number(b.endsWith("/delete")) || a.localeCompare(b),
    );
    for (const name of names) {
      for (const attempt of attemptsFor(name, random)) {
        const url = `${server.baseUrl}${attempt.path}${attempt.query ? `?${attempt.query}` : ""}`;
        const response = await fetch(url, {
          method: attempt.method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: attempt.method === "GET" || attempt.method === "DELETE" ? undefined : attempt.body,
        });
        const text = await response.text();
        tally.sent++;
        const where = `${attempt.method} ${name} (${attempt.label})`;
        if (response.ok) answered.add(name);
        if (response.status >= 500)
          tally.serverErrors.push(`${where} → ${response.status} ${text.slice(0, 200)}`);
        else if (response.status >= 400 && !response.headers.get("content-type")?.includes("problem+json"))
          notProblems.push(`${where} → ${response.status} ${response.headers.get("content-type")}`);
      }
    }
    console.info(
      `[fuzz] embedded API: ${names.length} operations (${answered.size} answered 2xx to some input), ${tally.sent} requests sent, ${tally.serverErrors.length} answered 5xx`,
    );
    expect(names.length).toBe(37);
    // Every operation ran on some valid input, but two deletes refused with 409: polygon package 1's (the
    // pass put a package on it) and package type 1's (packages use it: docs/admin-deletes-and-codes.md).
    expect(names.filter((n) => !answered.has(n)).sort()).toEqual(["package/delete", "polygonpackage/delete"]);
    expect(tally.serverErrors).toEqual([]);
    expect(notProblems).toEqual([]);
  });
});

describe("ids the embedded API refuses", () => {
  it("answers 400 ProblemDetails for an id with a space, an id of 2^31 and one of 2^53", async () => {
    const token = await server.token(1);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const answers = await Promise.all([
      fetch(`${server.baseUrl}/polygon/getbyid?id=%201`, { headers }),
      fetch(`${server.baseUrl}/polygon/getbyid?id=1%20`, { headers }),
      fetch(`${server.baseUrl}/polygon/getbyid?id=2147483648`, { headers }),
      fetch(`${server.baseUrl}/polygon/setpolygonprojectmaterialmatched`, {
        method: "POST",
        headers,
        body: JSON.stringify({ id: 2 ** 31, isMatched: true }),
      }),
      fetch(`${server.baseUrl}/status/setstatusforpolygons`, {
        method: "POST",
        headers,
        body: JSON.stringify({ productionPolygonIds: [2 ** 53], statusValue: 100 }),
      }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toContain("application/problem+json");
    }
  });
});
