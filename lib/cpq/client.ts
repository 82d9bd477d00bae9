// The typed CPQ client: the hub's applications and iframe URL, the Embedded
// Gateway's LoadProject (both spellings) and GetAllSuppliers, Gateway v2
// materials and purchase numbers, and the instance's pictures and documents.
// Every answer is read with lib/cpq/schemas.ts; every failure is a CpqError.
import { orNull, readJson, readProject } from "./answers";
import { gatewayUrl, hubUrl, trimSlash } from "./connection";
import { createFileFetcher } from "./file-fetch";
import * as s from "./schemas";
import { createCpqTransport, type CpqTransportOptions } from "./transport";

export type { LoadProjectResult } from "./answers";
export type { CpqFile } from "./file-fetch";

const embedded = "api/Gateway/Embedded";
const embeddedLowercase = "api/gateway/embedded";
const v2 = "api/gateway/v2";

export function createCpqClient(options: CpqTransportOptions) {
  const transport = createCpqTransport(options);
  const { connection } = transport;

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
    const { url: answer } = await readJson(
      transport,
      { operation: "geturl", url, applicationId },
      s.geturlSchema,
    );
    return answer;
  }

  /** A gateway GET of Gateway v2 with one query parameter. */
  function v2Get(applicationId: string, operation: string, parameter: string, value: string | number) {
    const url = gatewayUrl(connection, applicationId, `${v2}/${operation}`);
    url.searchParams.set(parameter, String(value));
    return { operation, url, applicationId };
  }

  const projectRequest = (operation: string, path: string, applicationId: string, body: unknown) => ({
    operation,
    url: gatewayUrl(connection, applicationId, path),
    method: "POST" as const,
    body,
    applicationId,
  });

  return {
    mode: connection.mode,

    /** The hub's applications this account may use; direct mode has none. */
    getApplications: async (): Promise<s.CpqApplication[]> =>
      connection.mode === "hub"
        ? readJson(
            transport,
            { operation: "getapplications", url: hubUrl(connection, "getapplications") },
            s.applicationsSchema,
          )
        : [],

    /** The iframe URL of an application (hub: geturl, as the hub gives it; direct: the iframe parameters). */
    getIframeUrl: iframeUrl,

    loadProject: (applicationId: string, projectId: number, includePurchasePrices = false) =>
      readProject(
        transport,
        projectRequest("LoadProject", `${embedded}/LoadProject`, applicationId, {
          projectId,
          includePurchasePrices,
        }),
        s.embeddedProjectSchema,
      ),

    loadProjectLowercase: (applicationId: string, projectId: number) =>
      readProject(
        transport,
        projectRequest("loadproject", `${embeddedLowercase}/loadproject`, applicationId, { projectId }),
        s.embeddedProjectLowercaseSchema,
      ),

    getAllSuppliers: (applicationId: string) =>
      readJson(
        transport,
        {
          operation: "GetAllSuppliers",
          url: gatewayUrl(connection, applicationId, `${embedded}/GetAllSuppliers`),
          applicationId,
        },
        s.suppliersSchema,
      ),

    /** The material behind an EAN code, or null when the CPQ has none. */
    findMaterialByCode: (applicationId: string, code: string) =>
      orNull(
        readJson(transport, v2Get(applicationId, "material/findbycode", "code", code), s.materialV2Schema),
      ),

    findMaterialById: (applicationId: string, id: number) =>
      orNull(readJson(transport, v2Get(applicationId, "material/findbyid", "id", id), s.materialV2Schema)),

    /** The purchase number of a polygon: null when it has none; a polygon the CPQ does not know is a not-found CpqError. */
    async getPolygonPurchaseNumber(
      applicationId: string,
      polygonId: string | number,
    ): Promise<string | null> {
      const request = v2Get(applicationId, "purchaseorder/getpolygonpurchasenumber", "polygonId", polygonId);
      const answer = await readJson(transport, request, s.purchaseNumberSchema);
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

    /** A picture or document the CPQ named by an absolute URL (file-fetch.ts). */
    fetchFile: createFileFetcher(transport, options.timeoutMs, (applicationId) => iframeUrl(applicationId)),
  };
}

export type CpqClient = ReturnType<typeof createCpqClient>;
