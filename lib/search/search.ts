// The office search box: one text finds projects (by project number, the
// retailer's own reference, the end customer's or the retailer's name, from the
// kept project directory: ./project-directory.ts), each with its projected
// finish from the newest capacity plan; a polygon (by its job-ticket code P0015
// or a material's EAN) and packages (by label barcode). Every hit links to the
// project page, a polygon to its line there; a lot (or a roll's own label)
// links to the lot's trace page (./lot-hits.ts).
import { z } from "zod";
import { singleLineText } from "@/lib/base/text";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import { orderSpecsOf } from "@/lib/polygons/order-specs";
import type { Database } from "@/lib/db/client";
import { lotHits, type LotHit } from "./lot-hits";
import {
  findInDirectory,
  nameBrowsedProjects,
  projectDirectory,
  type DirectoryEntry,
} from "./project-directory";

export const searchQuery = z.object({
  q: singleLineText({ message: "Type what to search for" })
    .trim()
    .min(2, "Type at least 2 characters")
    .max(100, "At most 100 characters"),
});

/** Hits of each kind at most; the box shows a short list, not a report. */
export const maxHitsPerKind = 10;

/** Where a polygon or package hit sits: its project's number and its order line. */
type LineFields = {
  productionPolygonId: number;
  productionProjectId: number;
  projectNumber: string | null;
  lineNumber: number | null;
  href: string;
};

/**
 * A project's date in the plan (lib/planning/search-dates.ts): its projected
 * finish, or why it has none (a line on hold or past the horizon, nothing open,
 * no plan made yet).
 */
export type ProjectPlanDate = {
  plan: "planned" | "unplanned" | "nothing-open" | "no-plan";
  projectedFinish: string | null;
};

/** What the search reads of the newest plan (handed in by the route: planning is another feature). */
export type PlanReads = {
  /** Whether a line of the project is open in the plan: such a project is listed first. */
  hasOpenLines: (productionProjectId: number) => boolean;
  dateOf: (productionProjectId: number) => ProjectPlanDate;
};

export type SearchHit =
  | ({
      kind: "project";
      productionProjectId: number;
      projectNumber: string | null;
      /** The end customer the order is for ("Fam. Janssens"). */
      customer: string | null;
      /** The retailer that ordered (the order's customer in the CPQ). */
      retailer: string | null;
      /** The retailer's own reference of the order ("A07-510022"). */
      retailerReference: string | null;
      reference: string | null;
      href: string;
    } & ProjectPlanDate)
  | ({ kind: "polygon" } & LineFields)
  | ({ kind: "package"; barcode: string } & LineFields)
  | LotHit;

/** A polygon found by one of the lookups, before its project number and line are read. */
type PolygonRef = { id: number; polygonId: number; productionProjectId: number; barcode?: string };

export const projectHref = (productionProjectId: number) => `/projects/${productionProjectId}`;
export const polygonHref = (productionProjectId: number, productionPolygonId: number) =>
  `/projects/${productionProjectId}#polygon-${productionPolygonId}`;

/** An answer of "not found" (or an input the upstream refuses) is no hit, not an error. */
async function orNone<T>(call: Promise<T>, none: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (
      error instanceof ProductionApiError &&
      error.kind === "problem" &&
      [400, 404].includes(error.status)
    ) {
      return none;
    }
    throw error;
  }
}

/** Before the directory is read through a real upstream: the upstream's own search (number, reference, retailer). */
async function entriesFromUpstreamSearch(
  upstream: ProductionApiClient,
  q: string,
): Promise<DirectoryEntry[]> {
  const { results } = await upstream.matching.browse({ search: q, take: 50, sort: "projectNumber" });
  return [...nameBrowsedProjects(results, new Map()).values()].slice(0, maxHitsPerKind);
}

async function projectHits(
  db: Database,
  upstream: ProductionApiClient,
  q: string,
  planReads: () => Promise<PlanReads>,
): Promise<SearchHit[]> {
  const [directory, plan] = await Promise.all([projectDirectory(db, upstream), planReads()]);
  const found = directory
    ? findInDirectory(directory, q, maxHitsPerKind, (entry) => plan.hasOpenLines(entry.productionProjectId))
    : await entriesFromUpstreamSearch(upstream, q);
  return found.map((entry) => ({
    kind: "project",
    ...entry,
    href: projectHref(entry.productionProjectId),
    ...plan.dateOf(entry.productionProjectId),
  }));
}

async function byTicketCode(upstream: ProductionApiClient, q: string): Promise<PolygonRef[]> {
  const match = /^P0*(\d{1,9})$/i.exec(q);
  if (!match) return [];
  const polygon = await orNone(upstream.polygon.getById({ id: Number(match[1]) }), null);
  return polygon ? [polygon] : [];
}

async function byEan(upstream: ProductionApiClient, q: string): Promise<PolygonRef[]> {
  if (!/^\d{8}$|^\d{12,14}$/.test(q)) return [];
  const { results } = await upstream.matching.browse({ eanCode: q, take: 50 });
  const seen = new Set<number>();
  return results
    .flatMap((row) => row.polygons)
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
    .slice(0, maxHitsPerKind);
}

async function byBarcode(upstream: ProductionApiClient, q: string): Promise<PolygonRef[]> {
  if (!/^[\x21-\x7e]{1,64}$/.test(q)) return [];
  const packages = (await orNone(upstream.polygonPackage.getByBarcode({ barcode: q }), [])).slice(
    0,
    maxHitsPerKind,
  );
  const polygons = await Promise.all(
    packages.map((p) => orNone(upstream.polygon.getById({ id: p.productionPolygonId }), null)),
  );
  return packages.flatMap((p, i) => {
    const polygon = polygons[i];
    return polygon ? [{ ...polygon, barcode: p.barcode }] : [];
  });
}

/** Polygon and package hits with their project number and order line (order specs are cached). */
async function lineHitsOf(upstream: ProductionApiClient, refs: PolygonRef[]): Promise<SearchHit[]> {
  const specs = await orderSpecsOf(
    upstream,
    refs.map((r) => r.productionProjectId),
  );
  return refs.map((ref) => {
    const spec = specs.get(ref.productionProjectId);
    const fields: LineFields = {
      productionPolygonId: ref.id,
      productionProjectId: ref.productionProjectId,
      projectNumber: spec?.orderSpec.projectNumber ?? null,
      lineNumber: spec?.orderSpec.items.find((i) => i.id === ref.polygonId)?.lineNumber ?? null,
      href: polygonHref(ref.productionProjectId, ref.id),
    };
    return ref.barcode === undefined
      ? { kind: "polygon", ...fields }
      : { kind: "package", barcode: ref.barcode, ...fields };
  });
}

export async function searchEverything(
  upstream: ProductionApiClient,
  q: string,
  db: Database,
  planReads: () => Promise<PlanReads>,
): Promise<SearchHit[]> {
  const [projects, packages, ticket, ean, lots] = await Promise.all([
    projectHits(db, upstream, q, planReads),
    byBarcode(upstream, q),
    byTicketCode(upstream, q),
    byEan(upstream, q),
    lotHits(db, q, maxHitsPerKind),
  ]);
  return [...lots, ...(await lineHitsOf(upstream, [...packages, ...ticket, ...ean])), ...projects];
}
