// Matching's part of the CPQ: the material behind a scanned EAN (picture,
// colour, composition, width: the matcher sees they hold the right roll), the
// purchase number of each polygon, and setting one. The write goes to the CPQ
// (Gateway v2 setpolygonpurchasenumber), not to the production API; the route
// gives it the idempotency and audit of every write.
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";
import { CpqError } from "@/lib/cpq/errors";
import { notAvailable, type MaterialView, type Unavailable } from "@/lib/cpq/product-view";
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { cpqProjectOf, cpqProjectsOf } from "@/lib/polygons/cpq-projects";
import { getCpqService } from "@/lib/server/cpq-client";

const positiveId = z.number().int().positive().max(2_147_483_647);

export const eanParams = z.object({
  ean: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,32}$/, "ean must be an EAN code"),
});

export const purchaseNumbersQuery = z.object({
  projects: z
    .string()
    .regex(
      /^\d{1,10}(,\d{1,10}){0,99}$/,
      "projects must be up to 100 production project ids, comma-separated",
    )
    .transform((text) => text.split(",").map(Number)),
});

export const setPurchaseNumberBody = z.object({
  productionProjectId: positiveId,
  /** The CPQ polygon (ProductionPolygon.polygonId). */
  polygonId: positiveId,
  purchaseNumber: singleLineText()
    .trim()
    .min(1, "a purchase number is required")
    .max(50, "at most 50 characters"),
});

/** The CPQ's material behind a scanned EAN, asked of the CPQ application of a project that uses it. */
export async function scannedMaterial(
  upstream: ProductionApiClient,
  eanCode: string,
): Promise<{ status: "ok"; material: MaterialView } | Unavailable> {
  const { results } = await upstream.matching.browse({ eanCode, take: 1, skip: 0 });
  const productionProjectId = results[0]?.polygons[0]?.productionProjectId;
  if (productionProjectId === undefined) return notAvailable;
  const ref = await cpqProjectOf(upstream, productionProjectId);
  if (!ref) return notAvailable;
  return getCpqService().materialByEan(ref.hubApplicationId, eanCode);
}

export type PurchaseNumber = {
  productionProjectId: number;
  polygonId: number;
  purchaseNumber: string | null;
};

/** Each polygon's purchase number in these projects; a project the CPQ cannot give is left out. */
export async function purchaseNumbersOf(
  upstream: ProductionApiClient,
  productionProjectIds: readonly number[],
): Promise<{ purchaseNumbers: PurchaseNumber[] }> {
  const refs = await cpqProjectsOf(upstream, productionProjectIds);
  const cpq = getCpqService();
  const answers = await Promise.all(
    [...refs].map(async ([productionProjectId, ref]) => {
      const views = await cpq.projectViews(ref.hubApplicationId, ref.projectId);
      return views.status === "ok"
        ? views.polygons.map((p) => ({
            productionProjectId,
            polygonId: p.polygonId,
            purchaseNumber: p.purchaseNumber,
          }))
        : [];
    }),
  );
  return { purchaseNumbers: answers.flat() };
}

/** Sets a polygon's purchase number in the CPQ; a refusal or a CPQ that is down is an error the matcher sees. */
export async function setPurchaseNumber(
  upstream: ProductionApiClient,
  body: z.output<typeof setPurchaseNumberBody>,
): Promise<PurchaseNumber> {
  const ref = await cpqProjectOf(upstream, body.productionProjectId);
  if (!ref) throw new AppError("not_found", "This project is not in the CPQ");
  try {
    await getCpqService().setPurchaseNumber({ ...ref, polygonId: body.polygonId }, body.purchaseNumber);
  } catch (error) {
    if (!(error instanceof CpqError)) throw error;
    if (error.kind === "not-found") throw new AppError("not_found", "This polygon is not in the CPQ");
    if (error.kind === "rejected") throw new AppError("unprocessable", "The CPQ refused the purchase number");
    throw new AppError(
      error.kind === "timeout" ? "upstream_timeout" : "upstream_unavailable",
      "The CPQ is not available",
      error.message,
    );
  }
  return {
    productionProjectId: body.productionProjectId,
    polygonId: body.polygonId,
    purchaseNumber: body.purchaseNumber,
  };
}
