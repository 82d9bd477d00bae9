// Labels of polygon packages: what goes on one (Code 128 barcode, project
// number, customer, line, product, "package n of m") for one polygon, a
// whole project, or the unpacked packages of the demo workshop.
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { currentStatusOf } from "@/lib/polygons/polygons";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon } from "@/lib/production-api/schemas";
import { loadPolygonView, polygonView, readPackageTypes, type PolygonView } from "./polygon-view";
import { readProjectFacts } from "./project-facts";

export type Label = {
  polygonPackageId: number;
  barcode: string;
  projectNumber: string | null;
  reference: string | null;
  customer: string | null;
  lineNumber: number | null;
  product: string | null;
  packageType: string | null;
  number: number;
  of: number;
  isPacked: boolean;
};

export function labelsOf(view: PolygonView): Label[] {
  return view.packages.map((pkg) => ({
    polygonPackageId: pkg.id,
    barcode: pkg.barcode,
    projectNumber: view.projectNumber,
    reference: view.reference,
    customer: view.customer,
    lineNumber: view.lineNumber,
    product: view.product,
    packageType: pkg.packageType,
    number: pkg.number,
    of: pkg.of,
    isPacked: pkg.isPacked,
  }));
}

export async function polygonLabels(
  upstream: ProductionApiClient,
  db: Database,
  locale: Locale,
  productionPolygonId: number,
) {
  const { view } = await loadPolygonView(upstream, db, locale, productionPolygonId);
  return { title: view, labels: labelsOf(view) };
}

/** The labels of polygons of possibly several projects, with few calls: one order spec per project. */
async function labelsOfPolygons(
  upstream: ProductionApiClient,
  locale: Locale,
  polygons: ProductionPolygon[],
) {
  const types = await readPackageTypes(upstream, locale);
  const projectIds = [...new Set(polygons.map((p) => p.productionProjectId))];
  const projects = new Map(
    await Promise.all(projectIds.map(async (id) => [id, await readProjectFacts(upstream, id)] as const)),
  );
  const labels: Label[] = [];
  for (let i = 0; i < polygons.length; i += 8) {
    const batch = polygons.slice(i, i + 8);
    const packages = await Promise.all(
      batch.map((p) => upstream.polygonPackage.getByPolygon({ productionPolygonId: p.id })),
    );
    batch.forEach((polygon, j) => {
      labels.push(
        ...labelsOf(
          polygonView(polygon, projects.get(polygon.productionProjectId)!, packages[j]!, types, new Map()),
        ),
      );
    });
  }
  return { labels, projects };
}

/** Every label of a project, in line order: the A4 sheet. */
export async function projectLabels(
  upstream: ProductionApiClient,
  locale: Locale,
  productionProjectId: number,
) {
  const project = await readProjectFacts(upstream, productionProjectId);
  const polygonIds = [...project.lines.keys()];
  const polygons =
    polygonIds.length === 0
      ? []
      : (await upstream.status.getPolygonStatusInfoForWtPolygons({ polygonIds })).filter(
          (p) => p.productionProjectId === productionProjectId,
        );
  const { labels } = await labelsOfPolygons(upstream, locale, polygons);
  labels.sort((a, b) => (a.lineNumber ?? 0) - (b.lineNumber ?? 0) || a.number - b.number);
  return { project, labels };
}

/**
 * Labels of packages still to pack, from polygons that are quality approved or
 * packed (the demo workshop prints labels at quality approval), for trying the
 * station with a real scanner. Polygons on hold are left out.
 */
export async function unpackedLabels(
  upstream: ProductionApiClient,
  locale: Locale,
  { statusValues = [500, 600], limit = 200 }: { statusValues?: number[]; limit?: number } = {},
): Promise<Label[]> {
  const found = (
    await Promise.all(
      statusValues.map((statusValue) => upstream.status.getPolygonsForStatusValue({ statusValue })),
    )
  ).flat();
  const polygons = found.filter((p) =>
    statusValues.includes(currentStatusOf(p)?.productionStatusValue ?? -1),
  );
  const labels: Label[] = [];
  for (let i = 0; i < polygons.length && labels.length < limit; i += 40) {
    const { labels: some } = await labelsOfPolygons(upstream, locale, polygons.slice(i, i + 40));
    labels.push(...some.filter((label) => !label.isPacked));
  }
  return labels.slice(0, limit);
}
