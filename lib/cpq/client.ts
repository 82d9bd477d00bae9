// The typed CPQ client: the hub's applications and iframe URL, the Embedded
// Gateway's LoadProject (both spellings) and GetAllSuppliers, Gateway v2
// materials and purchase numbers, and the instance's pictures and documents.
// Every answer is read with lib/cpq/schemas.ts; every failure is a CpqError.
import type { z } from "zod";
import { gatewayUrl, hubUrl, trimSlash } from "./connection";
import { CpqError } from "./errors";
import * as s from "./schemas";
import { createCpqTransport, type CpqRequest, type CpqTransportOptions } from "./transport";

export type LoadProjectResult<P> = { status: "found"; project: P } | { status: "not-available" };

export type CpqFile = { bytes: Uint8Array; contentType: string };

const embedded = "api/Gateway/Embedded";
const embeddedLowercase = "api/gateway/embedded";
const v2 = "api/gateway/v2";

/** How long the instance root learnt from geturl is trusted to place pictures under it. */
const instanceRootMs = 3_600_000;

export function createCpqClient(options: CpqTransportOptions) {
  const transport = createCpqTransport(options);
  const { connection } = transport;
  const roots = new Map<string, { root: URL; until: number }>();

  async function readJson<T extends z.ZodType>(request: CpqRequest, schema: T): Promise<z.infer<T>> {
    const response = await transport.send(request);
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new CpqError(
        request.operation,
        "contract",
        response.status,
        `the CPQ's answer to ${request.operation} is malformed`,
      );
    }
    return parsed.data;
  }

  /** A gateway call whose 404 means "none" (a material, a polygon), not a failure. */
  async function orNull<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (error) {
      if (error instanceof CpqError && error.kind === "not-found") return null;
      throw error;
    }
  }

  async function loadWith<T extends z.ZodType>(
    operation: string,
    path: string,
    applicationId: string,
    body: unknown,
    schema: T,
  ): Promise<LoadProjectResult<z.infer<T>>> {
    const request: CpqRequest = {
      operation,
      url: gatewayUrl(connection, applicationId, path),
      method: "POST",
      body,
      applicationId,
    };
    const response = await transport.send(request);
    const text = await response.text();
    // 204, or a 200 with nothing in it: no project data, "not available in the CPQ".
    if (response.status === 204 || !text.trim()) return { status: "not-available" };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new CpqError(
        operation,
        "contract",
        response.status,
        `the CPQ's answer to ${operation} is malformed`,
      );
    return { status: "found", project: parsed.data };
  }

  async function iframeUrl(applicationId: string, projectId?: number): Promise<string> {
    if (connection.mode === "direct") {
      // The iframe URL parameters of the spec, on the instance root.
      const url = new URL(`${trimSlash(connection.baseUrl)}/`);
      url.searchParams.set("token", (await transport.token()).value);
      url.searchParams.set("isEmbedded", "true");
      if (projectId !== undefined) url.searchParams.set("projectId", String(projectId));
      return url.toString();
    }
    const url = hubUrl(connection, "geturl");
    url.searchParams.set("applicationId", applicationId);
    // Not in the spec: asks the hub for the project's page; a hub that ignores it opens the instance root.
    if (projectId !== undefined) url.searchParams.set("projectId", String(projectId));
    const { url: answer } = await readJson({ operation: "geturl", url, applicationId }, s.geturlSchema);
    return answer;
  }

  /** Where an application's instance lives (hub: from geturl, without its token). */
  async function instanceRoot(applicationId: string): Promise<URL> {
    if (connection.mode === "direct") return new URL(`${trimSlash(connection.baseUrl)}/`);
    const known = roots.get(applicationId);
    if (known && Date.now() < known.until) return known.root;
    const url = new URL(await iframeUrl(applicationId), `${trimSlash(connection.hubUrl)}/`);
    url.search = "";
    url.hash = "";
    if (!url.pathname.endsWith("/")) url.pathname += "/";
    roots.set(applicationId, { root: url, until: Date.now() + instanceRootMs });
    return url;
  }

  return {
    mode: connection.mode,

    /** The hub's applications this account may use; direct mode has none. */
    getApplications: async (): Promise<s.CpqApplication[]> =>
      connection.mode === "hub"
        ? readJson(
            { operation: "getapplications", url: hubUrl(connection, "getapplications") },
            s.applicationsSchema,
          )
        : [],

    /** The iframe URL of an application (hub: geturl, as the hub gives it; direct: the iframe parameters). */
    getIframeUrl: iframeUrl,

    loadProject: (applicationId: string, projectId: number, includePurchasePrices = false) =>
      loadWith(
        "LoadProject",
        `${embedded}/LoadProject`,
        applicationId,
        { projectId, includePurchasePrices },
        s.embeddedProjectSchema,
      ),

    loadProjectLowercase: (applicationId: string, projectId: number) =>
      loadWith(
        "loadproject",
        `${embeddedLowercase}/loadproject`,
        applicationId,
        { projectId },
        s.embeddedProjectLowercaseSchema,
      ),

    getAllSuppliers: (applicationId: string) =>
      readJson(
        {
          operation: "GetAllSuppliers",
          url: gatewayUrl(connection, applicationId, `${embedded}/GetAllSuppliers`),
          applicationId,
        },
        s.suppliersSchema,
      ),

    /** The material behind an EAN code, or null when the CPQ has none. */
    findMaterialByCode(applicationId: string, code: string) {
      const url = gatewayUrl(connection, applicationId, `${v2}/material/findbycode`);
      url.searchParams.set("code", code);
      return orNull(readJson({ operation: "material/findbycode", url, applicationId }, s.materialV2Schema));
    },

    findMaterialById(applicationId: string, id: number) {
      const url = gatewayUrl(connection, applicationId, `${v2}/material/findbyid`);
      url.searchParams.set("id", String(id));
      return orNull(readJson({ operation: "material/findbyid", url, applicationId }, s.materialV2Schema));
    },

    /** The purchase number of a polygon: null when it has none; a polygon the CPQ does not know is a not-found CpqError. */
    async getPolygonPurchaseNumber(
      applicationId: string,
      polygonId: string | number,
    ): Promise<string | null> {
      const url = gatewayUrl(connection, applicationId, `${v2}/purchaseorder/getpolygonpurchasenumber`);
      url.searchParams.set("polygonId", String(polygonId));
      const answer = await readJson(
        { operation: "purchaseorder/getpolygonpurchasenumber", url, applicationId },
        s.purchaseNumberSchema,
      );
      return answer.purchaseNumber;
    },

    async setPolygonPurchaseNumber(
      applicationId: string,
      polygonId: string | number,
      purchaseNumber: string,
    ): Promise<void> {
      const response = await transport.send({
        operation: "purchaseorder/setpolygonpurchasenumber",
        url: gatewayUrl(connection, applicationId, `${v2}/purchaseorder/setpolygonpurchasenumber`),
        method: "POST",
        body: { polygonId: String(polygonId), purchaseNumber },
        applicationId,
      });
      await response.body?.cancel();
    },

    /**
     * A picture or document the CPQ named by an absolute URL. One under the
     * instance goes with the token (in hub mode through the proxy path); one
     * elsewhere goes without it, so the token never leaves for another host.
     */
    async fetchFile(applicationId: string, fileUrl: string): Promise<CpqFile> {
      const operation = "file";
      const target = new URL(fileUrl);
      if (target.protocol !== "https:" && target.protocol !== "http:") {
        throw new CpqError(operation, "contract", 0, "the CPQ named a file that is not on the web");
      }
      const root = await instanceRoot(applicationId);
      const isOnInstance = target.origin === root.origin && target.pathname.startsWith(root.pathname);
      let response: Response;
      if (isOnInstance) {
        const rest = target.pathname.slice(root.pathname.length) + target.search;
        const url = connection.mode === "hub" ? gatewayUrl(connection, applicationId, rest) : target;
        response = await transport.send({ operation, url, applicationId, accept: "*/*" });
      } else {
        response = await fetch(target, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
          redirect: "error",
        }).catch((error: unknown) => {
          throw new CpqError(
            operation,
            "unavailable",
            0,
            `a CPQ file could not be fetched (${error instanceof Error ? error.name : "error"})`,
          );
        });
        if (!response.ok)
          throw new CpqError(
            operation,
            response.status === 404 ? "not-found" : "unavailable",
            response.status,
            `a CPQ file answered ${response.status}`,
          );
      }
      const contentType = response.headers.get("content-type") ?? "application/octet-stream";
      return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
    },
  };
}

export type CpqClient = ReturnType<typeof createCpqClient>;
