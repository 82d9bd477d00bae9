// Pallet-mode test data: a project of a named customer with one line and one
// package, and a pallet type and a medium box type per test database.
import * as palletRoute from "@/app/api/pack/pallet/route";
import type { SessionEmployee } from "@/lib/base/roles";
import * as t from "@/lib/embedded-api/schema";
import { apiRequest, type ApiContext } from "./api-session";

export type Answer = {
  outcome: string;
  customer?: string;
  palletCustomers?: string[];
  pallet: { children: unknown[] };
};

let next = 0;
/** A project of this customer with one line and one package of this type. */
export async function packageOf(ctx: ApiContext, company: string, productionPackageId: number) {
  next++;
  const projectNumber = `P-77${next}`;
  const item = { id: 77_000 + next, lineNumber: 1, description: "Curtain", width: 1200, height: 2400 };
  const [project] = await ctx.handle.db
    .insert(t.projects)
    .values({
      projectId: 77_000 + next,
      hubApplicationId: 1,
      projectNumber,
      exportProject: { id: 77_000 + next, prjNumber: projectNumber },
      orderSpec: {
        id: 77_000 + next,
        projectNumber,
        customer: { id: 77_000 + next, company },
        items: [item],
      },
    })
    .returning();
  const [polygon] = await ctx.handle.db
    .insert(t.polygons)
    .values({
      polygonId: item.id,
      productionProjectId: project!.id,
      lineNumber: 1,
      product: "Curtain",
      productionPackageId,
      currentStatusValue: 100,
      currentStatusAssignedAt: new Date(),
    })
    .returning();
  return ctx.upstream.polygonPackage.create({ productionPolygonId: polygon!.id, productionPackageId });
}

const typesOf = new Map<ApiContext, Promise<{ pallet: number; box: number }>>();
/** A pallet type and a medium box type, made once per database (codes are unique). */
export function types(ctx: ApiContext) {
  if (!typesOf.has(ctx)) typesOf.set(ctx, makeTypes(ctx));
  return typesOf.get(ctx)!;
}

async function makeTypes(ctx: ApiContext) {
  const pallet = await ctx.upstream.package.create({
    code: "PAL-E",
    descriptions: { en: "Pallet" },
    packageKind: 3,
  });
  const box = await ctx.upstream.package.create({
    code: "BOX-M",
    descriptions: { en: "Medium box", nl: "Doos middel" },
    packageKind: 1,
  });
  return { pallet: pallet.id, box: box.id };
}

export const scan = async (as: SessionEmployee, body: unknown) =>
  palletRoute.POST(await apiRequest("/api/pack/pallet", { method: "POST", as, body }));
