// The OpenAPI 3.1 document of the app's JSON API, made from what each route
// declares to defineRoute (its roles and zod schemas) with zod's toJSONSchema:
// the document cannot drift from the validation (docs/api.md).
import { z } from "zod";
import type { RouteSpec } from "./define-route";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof methods)[number];

/** A route file's module: its method handlers, each carrying its spec. */
export type RouteModule = Partial<Record<Method, { spec: RouteSpec }>> & Record<string, unknown>;

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** Query or path parameters from an object schema's properties. */
function parametersOf(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return [];
  const json = jsonSchemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const problem = { description: "ProblemDetails", content: { "application/problem+json": {} } };

function operationOf(method: Method, spec: RouteSpec) {
  const isWrite = method !== "GET";
  const success = String(spec.successStatus ?? 200);
  return {
    "x-roles": spec.roles,
    parameters: [...parametersOf(spec.params, "path"), ...parametersOf(spec.query, "query")],
    ...(spec.body && {
      requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(spec.body) } } },
    }),
    // A photo's route reads its own multipart form (the fields are in its handler's comment).
    ...(spec.accepts === "multipart" && {
      requestBody: { required: true, content: { "multipart/form-data": {} } },
    }),
    responses: {
      [success]: {
        description: "OK (204 when there is nothing to answer)",
        ...(spec.response && {
          content: {
            "application/json": {
              schema: z.toJSONSchema(spec.response, { io: "output", unrepresentable: "any" }),
            },
          },
        }),
      },
      "400": problem,
      "401": problem,
      "403": problem,
      ...(isWrite && { "409": problem, "415": problem, "422": problem }),
      "502": problem,
      "504": problem,
    },
  };
}

/** `routes`: each documented path (OpenAPI's `{param}` form) with its route file's module. */
export function openApiDocument(routes: Readonly<Record<string, RouteModule>>, version: string) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const [path, module] of Object.entries(routes)) {
    for (const method of methods) {
      const handler = module[method];
      if (handler?.spec) (paths[path] ??= {})[method.toLowerCase()] = operationOf(method, handler.spec);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Shop floor API",
      version,
      description:
        "The app's own JSON API. Every call needs a signed-in session (next-auth cookie); writes need the app's Origin and may carry an Idempotency-Key. Errors are ProblemDetails.",
    },
    paths,
  };
}
