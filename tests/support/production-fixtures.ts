// Inserts a production project for a contract test with drizzle: its polygons,
// their status history (with the current status kept as appendStatus keeps
// it), project materials with polygon entries, and an export and order spec
// whose items are the polygons. Everything not given gets a plain default.
import type { Database } from "@/lib/db/client";
import * as t from "@/lib/embedded-api/schema";

export type StatusFixture = {
  value: number;
  /** Default: the moment of the insert; entries are appended in the order given. */
  assignedAt?: Date;
  hubEmployeeId?: number | null;
  remarks?: string | null;
};

/** A polygon's entry for one of the project's materials, named by its `material` text. */
export type EntryFixture = {
  material: string;
  isMatched?: boolean;
  hasDefect?: boolean;
  hadDefect?: boolean;
};

export type PolygonFixture = {
  /** The CPQ (WT) polygon id: also the id of its order-spec item. */
  polygonId: number;
  lineNumber: number;
  subnumber?: number;
  product?: string;
  statuses?: StatusFixture[];
  materials?: EntryFixture[];
};

/** Extra fields of a project material; materials only named by an entry get the defaults. */
export type MaterialFixture = {
  material: string;
  eanCode?: string | null;
  supplier?: string | null;
  date?: Date | null;
  amount?: number;
};

export type ProjectFixture = {
  projectNumber: string;
  /** The CPQ project id; default: a number derived from the project number's digits. */
  projectId?: number;
  reference?: string | null;
  customerName?: string | null;
  customerDebtorCode?: string | null;
  materials?: MaterialFixture[];
  polygons: PolygonFixture[];
};

export type InsertedProject = {
  /** The ProductionProject id. */
  id: number;
  /** Production polygon ids, in the order of `polygons`. */
  polygonIds: number[];
  /** Per polygon (same order): its status entry ids and its material entry ids, in the order given. */
  polygons: { id: number; polygonId: number; statusIds: number[]; entryIds: number[] }[];
  /** Project material id by material text. */
  materialIds: Record<string, number>;
};

async function statusIdOf(db: Database, value: number): Promise<number> {
  const [row] = await db
    .insert(t.statusValues)
    .values({ value })
    .onConflictDoUpdate({ target: t.statusValues.value, set: { value } })
    .returning({ id: t.statusValues.id });
  return row!.id;
}

/** The order spec of the fixture: one item per polygon, with its line number. */
export function orderSpecOf(fixture: ProjectFixture, projectId: number): Record<string, unknown> {
  return {
    id: projectId,
    projectNumber: fixture.projectNumber,
    reference: fixture.reference ?? null,
    customer: {
      id: projectId,
      name: fixture.customerName ?? null,
      debtorCode: fixture.customerDebtorCode ?? null,
    },
    items: fixture.polygons.map((polygon) => ({
      id: polygon.polygonId,
      lineNumber: polygon.lineNumber,
      description: polygon.product ?? "Curtain",
      width: 1200,
      height: 2400,
    })),
  };
}

export async function insertProject(db: Database, fixture: ProjectFixture): Promise<InsertedProject> {
  const now = new Date();
  const projectId = fixture.projectId ?? (Number(fixture.projectNumber.replace(/\D/g, "").slice(-8)) || 1);
  const [project] = await db
    .insert(t.projects)
    .values({
      projectId,
      hubApplicationId: 1,
      projectNumber: fixture.projectNumber,
      reference: fixture.reference ?? null,
      customerName: fixture.customerName ?? null,
      customerDebtorCode: fixture.customerDebtorCode ?? null,
      exportProject: {
        id: projectId,
        prjNumber: fixture.projectNumber,
        reference: fixture.reference ?? null,
      },
      orderSpec: orderSpecOf(fixture, projectId),
    })
    .returning({ id: t.projects.id });

  const named = new Map((fixture.materials ?? []).map((m) => [m.material, m]));
  for (const entry of fixture.polygons.flatMap((p) => p.materials ?? [])) {
    if (!named.has(entry.material)) named.set(entry.material, { material: entry.material });
  }
  const materialIds: Record<string, number> = {};
  for (const [index, m] of [...named.values()].entries()) {
    const [row] = await db
      .insert(t.projectMaterials)
      .values({
        productionProjectId: project!.id,
        materialId: 9000 + index,
        material: m.material,
        eanCode: m.eanCode ?? null,
        supplier: m.supplier ?? null,
        date: m.date === undefined ? now : m.date,
        amount: m.amount ?? 1,
      })
      .returning({ id: t.projectMaterials.id });
    materialIds[m.material] = row!.id;
  }

  const polygons: InsertedProject["polygons"] = [];
  for (const p of fixture.polygons) {
    const statuses = p.statuses ?? [];
    // Current status as the API defines it: latest assignedAt, ties to the later (higher id) entry.
    const current = statuses.reduce<StatusFixture | undefined>(
      (latest, s) => (!latest || (s.assignedAt ?? now) >= (latest.assignedAt ?? now) ? s : latest),
      undefined,
    );
    const [polygon] = await db
      .insert(t.polygons)
      .values({
        polygonId: p.polygonId,
        productionProjectId: project!.id,
        subnumber: p.subnumber ?? 0,
        lineNumber: p.lineNumber,
        product: p.product ?? "Curtain",
        currentStatusValue: current?.value ?? null,
        currentStatusAssignedAt: current ? (current.assignedAt ?? now) : null,
      })
      .returning({ id: t.polygons.id });
    const id = polygon!.id;
    const statusIds: number[] = [];
    for (const s of statuses) {
      const [row] = await db
        .insert(t.polygonStatuses)
        .values({
          productionPolygonId: id,
          productionStatusId: await statusIdOf(db, s.value),
          productionStatusValue: s.value,
          hubEmployeeId: s.hubEmployeeId ?? null,
          remarks: s.remarks ?? null,
          assignedAt: s.assignedAt ?? now,
        })
        .returning({ id: t.polygonStatuses.id });
      statusIds.push(row!.id);
    }
    const entryIds: number[] = [];
    for (const [index, e] of (p.materials ?? []).entries()) {
      const [row] = await db
        .insert(t.polygonMaterials)
        .values({
          productionPolygonId: id,
          productionProjectMaterialId: materialIds[e.material]!,
          polygonProjectMaterialId: p.polygonId * 100 + index,
          isMatched: e.isMatched ?? false,
          matchedAt: e.isMatched ? now : null,
          hasDefect: e.hasDefect ?? false,
          hadDefect: e.hadDefect ?? e.hasDefect ?? false,
        })
        .returning({ id: t.polygonMaterials.id });
      entryIds.push(row!.id);
    }
    polygons.push({ id, polygonId: p.polygonId, statusIds, entryIds });
  }
  return { id: project!.id, polygonIds: polygons.map((p) => p.id), polygons, materialIds };
}
