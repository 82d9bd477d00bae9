// The stand-in CPQ on a real HTTP port over a database loaded with the demo
// data, and CPQ clients pointed at it in hub mode and in direct mode: the
// contract suite and the client tests reach it over the network, as the app
// reaches a real hub.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createCpqClient, type CpqClient } from "@/lib/cpq/client";
import type { DatabaseHandle } from "@/lib/db/client";
import { loadDemoData } from "@/lib/embedded-api/demo/load";
import { createEmbeddedCpqHandler } from "@/lib/embedded-cpq/handler";
import { demoApplications, type EmbeddedCpqOptions } from "@/lib/embedded-cpq/options";
import { openTestDatabase } from "./test-database";

export const hubAccount = {
  emailAddress: "floor@atelier.test",
  password: "hub-password-for-tests",
  apiKey: "api-key-for-tests",
  applicationIds: ["12"],
};
export const directAccount = {
  applicationId: "12",
  domainName: "atelier",
  username: "floor",
  password: "direct-password-for-tests",
  apiKey: "api-key-for-tests",
};

export type HttpServer = { origin: string; close: () => Promise<void> };

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(key, value);
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A fetch-style handler on a real port of 127.0.0.1. */
export async function serveOnPort(handler: (request: Request) => Promise<Response>): Promise<HttpServer> {
  let origin = "";
  const server = createServer((req, res) => {
    void toRequest(req, origin)
      .then(handler)
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        console.error(error);
        res.statusCode = 500;
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export type StandInContext = {
  handle: DatabaseHandle;
  server: HttpServer;
  /** The client in hub mode, as the shop floor's account. */
  hub: CpqClient;
  /** The client in direct mode, to application 12. */
  direct: CpqClient;
  /** A demo production project of application 12 (its CPQ project id and a CPQ polygon id). */
  demo: { projectId: number; polygonId: number; eanCode: string; materialId: number };
};

export const testCpqSecret = new TextEncoder().encode("cpq-stand-in-tests-secret-0123456789");

export function standInOptions(getDb: EmbeddedCpqOptions["getDb"], extra: Partial<EmbeddedCpqOptions> = {}) {
  return {
    getDb,
    secret: testCpqSecret,
    applications: demoApplications,
    hubAccounts: [hubAccount],
    directAccounts: [directAccount],
    ...extra,
  } satisfies EmbeddedCpqOptions;
}

export function useStandIn(): StandInContext {
  const context = {} as StandInContext;
  beforeAll(async () => {
    context.handle = await openTestDatabase();
    await loadDemoData(context.handle.db, { seed: 7, projects: 6, now: new Date("2026-11-20T12:00:00Z") });
    context.server = await serveOnPort(
      createEmbeddedCpqHandler(standInOptions(() => Promise.resolve(context.handle.db))),
    );
    context.hub = createCpqClient({
      connection: { mode: "hub", hubUrl: `${context.server.origin}/cpq-hub`, ...hubAccount },
      timeoutMs: 5000,
    });
    context.direct = createCpqClient({
      connection: { mode: "direct", baseUrl: `${context.server.origin}/cpq/12`, ...directAccount },
      timeoutMs: 5000,
    });
    const { projects, polygons, projectMaterials } = await import("@/lib/embedded-api/schema");
    const { eq } = await import("drizzle-orm");
    const [project] = await context.handle.db.select().from(projects).limit(1);
    const [polygon] = await context.handle.db
      .select()
      .from(polygons)
      .where(eq(polygons.productionProjectId, project!.id))
      .limit(1);
    const [material] = await context.handle.db
      .select()
      .from(projectMaterials)
      .where(eq(projectMaterials.productionProjectId, project!.id))
      .limit(1);
    context.demo = {
      projectId: project!.projectId,
      polygonId: polygon!.polygonId,
      eanCode: material!.eanCode!,
      materialId: material!.materialId,
    };
  });
  afterAll(async () => {
    await context.server?.close();
    await context.handle?.close();
  });
  return context;
}
