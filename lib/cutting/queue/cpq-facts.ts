// A fabric's width and pattern repeat as the CPQ's material says them, asked
// of the CPQ application of a project that uses the fabric. A CPQ that cannot
// answer leaves the fabric plain (no repeat), with the stock's width.
import type { ProductionApiClient } from "@/lib/production-api/client";
import { cpqProjectOf } from "@/lib/polygons/cpq-projects";
import { getCpqService } from "@/lib/server/cpq-client";
import type { FabricFactsOf } from "./fabric-batches";

export const cpqFabricFacts =
  (upstream: ProductionApiClient): FabricFactsOf =>
  async (eanCode, productionProjectId) => {
    const ref = await cpqProjectOf(upstream, productionProjectId);
    if (!ref) return null;
    const answer = await getCpqService().materialByEan(ref.hubApplicationId, eanCode);
    if (answer.status !== "ok") return null;
    const { width, patternLength } = answer.material;
    return {
      widthMm: width !== null && width > 0 ? Math.round(width) : null,
      patternRepeatMm: patternLength !== null && patternLength > 0 ? Math.round(patternLength) : null,
    };
  };
