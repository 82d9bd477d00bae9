// GET /api/openapi.json – the OpenAPI document of the app's JSON API, made from the routes' zod schemas.
import { openApiDocument } from "@/lib/route/openapi";
import { defineRoute } from "@/lib/route/define-route";
import { documentedRoutes } from "./routes";

export const GET = defineRoute({ roles: "signed-in" }, () =>
  Promise.resolve(openApiDocument(documentedRoutes, "1.0.0")),
);
