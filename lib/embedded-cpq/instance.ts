// One stand-in CPQ instance ({base_url} = /cpq/<application_id>): its token,
// its iframe page, the Embedded Gateway and Gateway v2 operations the shop
// floor uses, and the pictures and documents its answers link to.
import { fieldErrorsOf } from "@/lib/http/field-errors";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import * as data from "./data";
import { embeddedProjectOf, lowercaseProjectOf } from "./embedded-project";
import { badRequest, fail, intParam, jsonBody, noContent, notFound, param, type InstanceCall } from "./http";
import { file } from "./files";
import { iframePage } from "./iframe";
import { materialV2Of } from "./material-v2";
import { bearerOf, mayUse, sameSecret, signToken, verifyToken } from "./tokens";
import type { EmbeddedCpqOptions } from "./options";

const loadProjectBody = z.object({
  projectId: z.number({ message: "projectId is required and must be an integer" }).int(),
  includePurchasePrices: z.boolean().nullish(),
});
const purchaseNumberBody = z.object({
  polygonId: z.union([z.string(), z.number()]).transform(String),
  purchaseNumber: z.string().max(50, "purchaseNumber is at most 50 characters").nullable(),
});

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw fail(
    400,
    "One or more validation errors occurred.",
    "the body is missing fields or has malformed ones",
    fieldErrorsOf(parsed.error, "body"),
  );
}

/** A polygon id of the v2 API (a string) that names no integer polygon names no polygon at all. */
const polygonIdOf = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : null);

const directTokenBody = z.object({
  domainName: z.string(),
  username: z.string(),
  password: z.string(),
  apiKey: z.string(),
});

async function directToken(options: EmbeddedCpqOptions, call: InstanceCall): Promise<Response> {
  const body = parseBody(directTokenBody, await jsonBody(call.request));
  const account = options.directAccounts.find(
    (a) =>
      a.applicationId === call.applicationId &&
      a.domainName === body.domainName &&
      a.username === body.username &&
      sameSecret(body.password, a.password) &&
      sameSecret(body.apiKey, a.apiKey),
  );
  if (!account) throw fail(401, "Unauthorized", "the domain, user name, password or API key is wrong");
  const seconds = options.tokenSeconds ?? 3600;
  const issued = new Date();
  return Response.json({
    access_token: await signToken(options.secret, { kind: "instance", app: call.applicationId }, seconds),
    token_type: "bearer",
    expires_in: seconds,
    ".issued": issued.toUTCString(),
    ".expires": new Date(issued.getTime() + seconds * 1000).toISOString(),
    // The refresh operation is not shown; the stand-in's refresh token opens nothing.
    refresh_token: crypto.randomUUID(),
  });
}

type Route = {
  method: "GET" | "POST";
  run: (call: InstanceCall, db: Database, app: number) => Promise<Response>;
};

const loadProject =
  (spelling: "pascal" | "lower"): Route["run"] =>
  async (call, db, app) => {
    const body = parseBody(loadProjectBody, await jsonBody(call.request));
    const project = await data.findProject(db, app, body.projectId);
    if (!project) return noContent();
    return Response.json(
      spelling === "pascal"
        ? embeddedProjectOf(project, call.base)
        : lowercaseProjectOf(project, app, call.base),
    );
  };

const suppliers: Route["run"] = async (_call, db, app) =>
  Response.json(
    (await data.listSuppliers(db, app)).map((s) => ({
      id: s.id,
      sbnid: s.id,
      searchName: s.name.toUpperCase(),
      shortName: s.name.split(" ")[0] ?? s.name,
      name: s.name,
    })),
  );

const material =
  (by: "code" | "id"): Route["run"] =>
  async (call, db, app) => {
    const key = by === "code" ? param(call.url, "code") : String(intParam(call.url, "id"));
    if (!key) throw badRequest("code", "code is required");
    const row = await data.findMaterial(
      db,
      app,
      by === "code" ? { eanCode: key } : { materialId: Number(key) },
    );
    if (!row) throw notFound(`no material with ${by} ${key}`);
    return Response.json(materialV2Of(row, call.base));
  };

/** Exact paths after {base_url}/ (the two LoadProject spellings answer different schemas). */
const routes: Record<string, Route> = {
  "api/Gateway/Embedded/LoadProject": { method: "POST", run: loadProject("pascal") },
  "api/gateway/embedded/loadproject": { method: "POST", run: loadProject("lower") },
  "api/Gateway/Embedded/GetAllSuppliers": { method: "GET", run: suppliers },
  "api/gateway/embedded/getallsuppliers": { method: "GET", run: suppliers },
  "api/gateway/v2/material/findbycode": { method: "GET", run: material("code") },
  "api/gateway/v2/material/findbyid": { method: "GET", run: material("id") },
  "api/gateway/v2/purchaseorder/getpolygonpurchasenumber": {
    method: "GET",
    run: async (call, db, app) => {
      const given = param(call.url, "polygonId");
      if (!given) throw badRequest("polygonId", "polygonId is required");
      const id = polygonIdOf(given);
      const found = id === null ? null : await data.readPurchaseNumber(db, app, id);
      if (!found) throw notFound(`no polygon ${given}`);
      return Response.json({ polygonId: given, purchaseNumber: found.purchaseNumber });
    },
  },
  "api/gateway/v2/purchaseorder/setpolygonpurchasenumber": {
    method: "POST",
    run: async (call, db, app) => {
      const body = parseBody(purchaseNumberBody, await jsonBody(call.request));
      const id = polygonIdOf(body.polygonId);
      const number = body.purchaseNumber?.trim() || null;
      if (id === null || !(await data.writePurchaseNumber(db, app, id, number))) {
        throw notFound(`no polygon ${body.polygonId}`);
      }
      return noContent();
    },
  },
};

export async function serveInstance(options: EmbeddedCpqOptions, call: InstanceCall): Promise<Response> {
  if (!options.applications.some((a) => a.id === call.applicationId)) {
    throw notFound(`there is no application ${call.applicationId}`);
  }
  const db = await options.getDb();
  if (call.rest === "" && call.request.method === "GET") return iframePage(options, db, call);
  if (call.rest === "token") {
    if (call.request.method !== "POST") throw fail(405, "Method Not Allowed", "token takes POST");
    return directToken(options, call);
  }
  const token = bearerOf(call.request);
  const claims = token ? await verifyToken(options.secret, token) : "no bearer token";
  if (typeof claims === "string") throw fail(401, "Unauthorized", claims);
  if (!mayUse(claims, call.applicationId)) {
    throw fail(403, "Forbidden", `this account may not use application ${call.applicationId}`);
  }
  const app = Number(call.applicationId);
  const route = Object.hasOwn(routes, call.rest) ? routes[call.rest] : undefined;
  if (route) {
    if (call.request.method !== route.method)
      throw fail(405, "Method Not Allowed", `${call.rest} takes ${route.method}`);
    return route.run(call, db, app);
  }
  const answer = await file(call, db, app);
  if (answer) return answer;
  throw notFound(`there is no endpoint ${call.rest}`);
}
