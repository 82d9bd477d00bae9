// The polygon packages of a demo project: labels printed once quality is
// approved, packed at "packed", and in some projects the packed boxes and tubes
// stacked on a pallet (a pallet package whose children point to it).
import { demoPackageBarcode } from "./barcode";
import type { MadePolygon } from "./polygon";
import type { Random } from "@/lib/base/prng";
import { idOf, takeId, type GenerationState } from "./state";

type PackageDraft = {
  polygonId: number;
  productionPackageId: number;
  packedAt: Date | null;
  isShippable: boolean;
};

const minute = 60_000;

function draftsOf(rng: Random, polygon: MadePolygon): PackageDraft[] {
  if (polygon.isOnHold) return [];
  const base = { polygonId: polygon.id, productionPackageId: polygon.productionPackageId };
  if (polygon.stage === 500) {
    return rng.chance(0.4) ? [{ ...base, packedAt: null, isShippable: false }] : [];
  }
  if (polygon.stage !== 600 && polygon.stage !== 700) return [];
  // A line at "packed" or beyond has every package packed (the status follows its packages).
  const packedEntry = polygon.entries.find((entry) => entry.value === 600)!;
  const packedAt = () => new Date(packedEntry.at.getTime() - Math.round(rng.range(5, 90)) * minute);
  const drafts: PackageDraft[] = [{ ...base, packedAt: packedAt(), isShippable: true }];
  if (rng.chance(0.15)) {
    // A second package of the same polygon, packed a little before or just before the status. The
    // draw that chooses which keeps the demo's other figures where they were.
    const isPackedEarlier = polygon.stage === 700 || rng.chance(0.5);
    const packedLast = new Date(packedEntry.at.getTime() - minute);
    drafts.push({ ...base, packedAt: isPackedEarlier ? packedAt() : packedLast, isShippable: true });
  }
  return drafts;
}

export function pushPackages(state: GenerationState, rng: Random, polygons: readonly MadePolygon[]): void {
  const drafts = polygons.flatMap((polygon) => draftsOf(rng, polygon));
  const stackable = drafts.filter((draft) => draft.isShippable);
  let palletId: number | null = null;
  if (stackable.length >= 3 && rng.chance(0.6)) {
    // The pallet is made first so that it precedes its children in every insert.
    palletId = takeId(state, "polygonPackages");
    const packedTimes = stackable.flatMap((draft) => (draft.packedAt ? [draft.packedAt.getTime()] : []));
    const isComplete = packedTimes.length === stackable.length;
    state.rows.polygonPackages.push({
      id: palletId,
      productionPolygonId: stackable[0]!.polygonId,
      productionPackageId: idOf(state.packageIds, "PALLET"),
      barcode: demoPackageBarcode(palletId),
      packedAt: isComplete ? new Date(Math.max(...packedTimes)) : null,
      amount: 1,
      parentPolygonPackageId: null,
    });
  }
  for (const draft of drafts) {
    const id = takeId(state, "polygonPackages");
    state.rows.polygonPackages.push({
      id,
      productionPolygonId: draft.polygonId,
      productionPackageId: draft.productionPackageId,
      barcode: demoPackageBarcode(id),
      packedAt: draft.packedAt,
      amount: 1,
      parentPolygonPackageId: draft.isShippable ? palletId : null,
    });
  }
}
