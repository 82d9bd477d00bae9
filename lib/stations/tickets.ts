// Job tickets: what the workshop needs on paper to make a polygon (order line,
// customer, model, size, materials with colour and their properties, planned
// finish and delivery), its `P<id>` Code 128 barcode and, small beside it, the
// configured product's picture from the CPQ, for a department's queue or a whole project.
import type { KeptOrderSpec } from "@/lib/polygons/order-specs";
import { toSVG } from "bwip-js/node";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import { quantityOf } from "@/lib/polygons/quantity";
import type { CutAmountsOf, MaterialCut } from "@/lib/polygons/cut-amounts";
import { ticketPictures } from "./product-view";
import type { Placed } from "@/lib/shared-lists/placement";
import { departmentQueue } from "./stations";

type TicketPolygon = {
  id: number;
  polygonId: number;
  productionProjectId: number;
  finishAt: string | null;
  deliverAt: string | null;
};

/** The barcode a station scans: the ticket code (P + production polygon id), as an SVG (Code 128). */
export function ticketBarcodeSvg(productionPolygonId: number): string {
  return toSVG({
    bcid: "code128",
    text: ticketCode(productionPolygonId),
    height: 12,
    scale: 2,
    paddingwidth: 4,
  });
}

/** The pieces of a material cut from a roll, as an optional field: a material taken has none. */
const cutOf = (cuts: readonly MaterialCut[], eanCode: string | null | undefined): { cut?: MaterialCut } => {
  const cut = cuts.find((c) => c.eanCode === eanCode);
  return cut ? { cut } : {};
};

function ticketOf(
  polygon: TicketPolygon,
  spec: KeptOrderSpec | undefined,
  pictures: Map<string, string>,
  cuts: readonly MaterialCut[] = [],
) {
  const item = spec?.orderSpec.items.find((i) => i.id === polygon.polygonId);
  // The largest difference beyond the tolerance: what the office is asked to look at.
  const [flagged] = cuts
    .filter((c) => c.isFlagged)
    .sort((a, b) => (b.differsPercent ?? 0) - (a.differsPercent ?? 0));
  return {
    id: polygon.id,
    code: ticketCode(polygon.id),
    barcodeSvg: ticketBarcodeSvg(polygon.id),
    /** The product's picture (a path of the app's origin), or null when the CPQ has none or is down. */
    pictureSrc: pictures.get(`${polygon.productionProjectId}:${polygon.polygonId}`) ?? null,
    ...lineSummary(spec, polygon.polygonId),
    model: item?.model?.description ?? item?.model?.value ?? null,
    plannedFinishAt: polygon.finishAt,
    deliverAt: polygon.deliverAt,
    materials: (item?.materials ?? []).map((m) => ({
      name: m.name,
      /** How much to take as the spec writes it ("3.2 m"): shown only where it has no number. */
      quantity: m.quantityDescription,
      /** The number and its unit, which the ticket writes in the employee's format ("3,2 m" in Dutch). */
      amount: quantityOf(m),
      description: m.material?.description ?? null,
      color: m.material?.color ?? null,
      // Cut from a roll: the pieces the Cut list cuts (docs/cutting.md, "One amount"); none: taken as the spec says.
      ...cutOf(cuts, m.material?.eanCode),
      properties: m.properties,
    })),
    // A fabric whose cut sizes differ from the order's quantity beyond the tolerance (the largest), for the office.
    ...(flagged ? { cutSizesDiffer: flagged } : {}),
  };
}
export type Ticket = ReturnType<typeof ticketOf>;

const noCuts: CutAmountsOf = () => Promise.resolve(new Map<number, MaterialCut[]>());

/** At most this many tickets in one print: a department can hold thousands. */
export const maxTicketsPerPrint = 400;

/** Which tickets of a queue to print: all, the waiting ones (not started, not on hold), or chosen polygons. */
export type TicketSelection = { kind: "all" } | { kind: "waiting" } | { kind: "ids"; ids: readonly number[] };

const keepOf = (selection: TicketSelection) => {
  if (selection.kind === "all") return undefined;
  if (selection.kind === "waiting") return (placed: Placed) => placed.stage === "waiting";
  const ids = new Set(selection.ids);
  return (placed: Placed) => ids.has(placed.polygon.id);
};

export async function departmentTickets(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  offset: number,
  selection: TicketSelection = { kind: "all" },
  /** The cut amounts of the lines (the cutting feature's, given by the page that composes them). */
  cutAmountsOf: CutAmountsOf = noCuts,
) {
  const queue = await departmentQueue(db, upstream, departmentId, {
    offset,
    limit: maxTicketsPerPrint,
    keep: keepOf(selection),
  });
  const specs = await orderSpecsOf(
    upstream,
    queue.items.map((i) => i.productionProjectId),
  );
  const [pictures, cuts] = await Promise.all([
    ticketPictures(upstream, queue.items),
    cutAmountsOf(queue.items),
  ]);
  const tickets = queue.items.map((i) =>
    ticketOf(
      { ...i, finishAt: i.plannedFinishAt },
      specs.get(i.productionProjectId),
      pictures,
      cuts.get(i.id),
    ),
  );
  return { department: queue.department, total: queue.total, offset, tickets };
}

/** Every polygon of a project, in order-line order (found through its order spec's items). */
export async function projectTickets(
  upstream: ProductionApiClient,
  productionProjectId: number,
  onlyIds?: readonly number[],
  cutAmountsOf: CutAmountsOf = noCuts,
) {
  const specs = await orderSpecsOf(upstream, [productionProjectId]);
  const spec = specs.get(productionProjectId);
  const itemIds = spec?.orderSpec.items.map((i) => i.id) ?? [];
  const polygons = itemIds.length
    ? await upstream.status.getPolygonStatusInfoForWtPolygons({ polygonIds: itemIds })
    : [];
  const lineOf = new Map(spec?.orderSpec.items.map((i) => [i.id, i.lineNumber]));
  const only = onlyIds ? new Set(onlyIds) : null;
  const own = polygons
    .filter((p) => p.productionProjectId === productionProjectId && (!only || only.has(p.id)))
    .sort((a, b) => (lineOf.get(a.polygonId) ?? 0) - (lineOf.get(b.polygonId) ?? 0) || a.id - b.id);
  const [pictures, cuts] = await Promise.all([ticketPictures(upstream, own), cutAmountsOf(own)]);
  return {
    projectNumber: spec?.orderSpec.projectNumber ?? null,
    tickets: own.map((p) => ticketOf(p, spec, pictures, cuts.get(p.id))),
  };
}
