// The CPQ behind the shop floor's screens: the product view of a production
// polygon, purchase numbers, the material behind an EAN, the iframe URL and
// the pictures and documents served from the app's origin. A CPQ that is down,
// slow or refusing gives one line (Unavailable), never an error page; only a
// write (setPurchaseNumber) throws, so the caller's idempotency and audit see it.
import { createAssetCache, type AssetCache, type CpqAsset } from "./asset-cache";
import { assetPath, readAssetRef } from "./asset-refs";
import type { CpqClient, LoadProjectResult } from "./client";
import { CpqError } from "./errors";
import {
  materialViewOf,
  notAvailable,
  productViewOf,
  type MaterialView,
  type ProductView,
  type Unavailable,
} from "./product-view";
import type { CpqEmbeddedProject } from "./schemas";

/** A production polygon as the CPQ knows it: ProductionProject.hubApplicationId and projectId, ProductionPolygon.polygonId. */
export type PolygonRef = { hubApplicationId: number; projectId: number; polygonId: number };

export type CpqServiceOptions = {
  client: CpqClient;
  /** Signs the asset paths handed to the browser. */
  assetKey: Uint8Array;
  /** How long a loaded project is reused (a station opens many polygons of one project). */
  projectTtlMs?: number;
  assets?: AssetCache;
  now?: () => number;
};

/** A failure as the one line a screen shows; anything that is not a CpqError is a bug and is thrown. */
function unavailable(error: unknown): Unavailable {
  if (!(error instanceof CpqError)) throw error;
  console.warn(`[cpq] ${error.operation}: ${error.message}`);
  return { status: "unavailable", message: error.message };
}

export function createCpqService(options: CpqServiceOptions) {
  const { client, assetKey } = options;
  const ttl = options.projectTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const assets = options.assets ?? createAssetCache();
  const projects = new Map<string, { at: number; loading: Promise<LoadProjectResult<CpqEmbeddedProject>> }>();

  function loadProject(applicationId: string, projectId: number) {
    const key = `${applicationId}:${projectId}`;
    const known = projects.get(key);
    if (known && now() - known.at < ttl) return known.loading;
    const loading = client.loadProject(applicationId, projectId);
    projects.set(key, { at: now(), loading });
    // A failure is not kept: the next look asks again.
    loading.catch(() => projects.delete(key));
    return loading;
  }

  const pathOf = (applicationId: string) => (url: string) => assetPath(assetKey, applicationId, url);

  async function projectViews(
    hubApplicationId: number,
    projectId: number,
  ): Promise<{ status: "ok"; polygons: ProductView[] } | Unavailable> {
    const applicationId = String(hubApplicationId);
    try {
      const result = await loadProject(applicationId, projectId);
      if (result.status === "not-available") return notAvailable;
      return {
        status: "ok",
        polygons: result.project.polygons.map((p) => productViewOf(p, pathOf(applicationId))),
      };
    } catch (error) {
      return unavailable(error);
    }
  }

  return {
    /** The station drawer and the ticket: one polygon's pictures, print data, materials and documents. */
    async productView(ref: PolygonRef): Promise<{ status: "ok"; view: ProductView } | Unavailable> {
      const project = await projectViews(ref.hubApplicationId, ref.projectId);
      if (project.status !== "ok") return project;
      const view = project.polygons.find((p) => p.polygonId === ref.polygonId);
      return view ? { status: "ok", view } : notAvailable;
    },

    /** The project page: every polygon of the project (with its purchase number). */
    projectViews,

    /** The unmatched list: purchase numbers by polygonId, one LoadProject per project; a project the CPQ cannot give is left out. */
    async purchaseNumbers(refs: readonly PolygonRef[]): Promise<Map<number, string | null>> {
      const byProject = new Map<string, PolygonRef>();
      for (const ref of refs) byProject.set(`${ref.hubApplicationId}:${ref.projectId}`, ref);
      const numbers = new Map<number, string | null>();
      await Promise.all(
        [...byProject.values()].map(async (ref) => {
          const project = await projectViews(ref.hubApplicationId, ref.projectId);
          if (project.status === "ok")
            for (const p of project.polygons) numbers.set(p.polygonId, p.purchaseNumber);
        }),
      );
      return numbers;
    },

    async purchaseNumber(
      hubApplicationId: number,
      polygonId: number,
    ): Promise<{ status: "ok"; purchaseNumber: string | null } | Unavailable> {
      try {
        return {
          status: "ok",
          purchaseNumber: await client.getPolygonPurchaseNumber(String(hubApplicationId), polygonId),
        };
      } catch (error) {
        if (error instanceof CpqError && error.kind === "not-found") return notAvailable;
        return unavailable(error);
      }
    },

    /** Throws CpqError: a write that failed must reach the caller (its idempotency record and audit). */
    async setPurchaseNumber(ref: PolygonRef, purchaseNumber: string): Promise<void> {
      await client.setPolygonPurchaseNumber(String(ref.hubApplicationId), ref.polygonId, purchaseNumber);
      projects.delete(`${ref.hubApplicationId}:${ref.projectId}`);
    },

    /** Matching: the material behind a scanned EAN. */
    async materialByEan(
      hubApplicationId: number,
      eanCode: string,
    ): Promise<{ status: "ok"; material: MaterialView } | Unavailable> {
      const applicationId = String(hubApplicationId);
      try {
        const material = await client.findMaterialByCode(applicationId, eanCode);
        return material
          ? { status: "ok", material: materialViewOf(material, pathOf(applicationId)) }
          : notAvailable;
      } catch (error) {
        return unavailable(error);
      }
    },

    /** "Open in CPQ": the iframe URL as the CPQ gives it (may be a path on this origin for the stand-in). */
    async iframeUrl(
      hubApplicationId: number,
      projectId: number,
    ): Promise<{ status: "ok"; url: string } | Unavailable> {
      try {
        return { status: "ok", url: await client.getIframeUrl(String(hubApplicationId), projectId) };
      } catch (error) {
        return unavailable(error);
      }
    },

    /** The asset route: the bytes of a picture or document this server handed out a path for. */
    async asset(
      ref: string,
    ): Promise<{ status: "ok"; asset: CpqAsset } | { status: "bad-ref" } | Unavailable> {
      const target = readAssetRef(assetKey, ref);
      if (!target) return { status: "bad-ref" };
      try {
        return { status: "ok", asset: await assets.get(client, target.applicationId, target.url) };
      } catch (error) {
        if (error instanceof CpqError && error.kind === "not-found") return notAvailable;
        return unavailable(error);
      }
    },

    /** Forgets loaded projects (after a SAVE_PROJECT or CLOSE_PROJECT message, the page reloads the project). */
    forgetProject(hubApplicationId: number, projectId: number) {
      projects.delete(`${hubApplicationId}:${projectId}`);
    },
  };
}

export type CpqService = ReturnType<typeof createCpqService>;
