// The customer's question (issue 43 item 4) on the demo workshop: the office
// search box finds a project by the retailer's own reference (the export's
// externalProjectReference, "A07-510022"), by the end customer's name (the
// export's nameDelivery, "Fam. Janssens": shown in the hit, not only the
// retailer) and by its project number, each hit with the project's projected
// finish from the capacity plan. The clock stands still on a Wednesday, so the
// plan read first is the one every search reads.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as searchRoute from "@/app/api/search/route";
import { findProjectDirectory, type DirectoryRow } from "@/lib/embedded-api/queries/project-directory";
import { projectionOf } from "@/lib/planning/answers";
import { forgetWorkshopPlan, workshopPlan, type WorkshopPlan } from "@/lib/planning/projection";
import { loadedProjectDirectory } from "@/lib/search/project-directory";
import type { SearchHit } from "@/lib/search/search";
import { prepareEmbeddedApi } from "@/lib/server/embedded-api";
import { ensureDefaultWorkflow } from "@/lib/workflow/store";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";
import { openTestDatabase } from "../support/test-database";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes({
  seed: false,
  database: async () => {
    const handle = await openTestDatabase();
    await prepareEmbeddedApi(handle.db, { DEMO_DATA: true, DEMO_SEED: 20261123, DEMO_PROJECTS: 40 });
    await ensureDefaultWorkflow(handle.db);
    return handle;
  },
});
const supervisor = employee(["supervisor"]);
type ProjectHit = Extract<SearchHit, { kind: "project" }>;

/** The demo's projects as its tables hold them: what the search must find and show. */
let projects: DirectoryRow[] = [];
let plan: WorkshopPlan;

beforeAll(async () => {
  projects = await findProjectDirectory(ctx.handle.db);
  // Read through the Production API here (the embedded API is not in process): the first search does not wait for it.
  await loadedProjectDirectory(ctx.handle.db, ctx.upstream);
  forgetWorkshopPlan();
  plan = await workshopPlan(ctx.handle.db, ctx.upstream);
});

async function projectHits(q: string): Promise<ProjectHit[]> {
  const response = await searchRoute.GET(
    await apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { as: supervisor }),
  );
  expect(response.status).toBe(200);
  return (await json<SearchHit[]>(response)).filter((hit): hit is ProjectHit => hit.kind === "project");
}

/** A project with a line open in the plan, so that it has a projected finish. */
function openProject(): DirectoryRow {
  const open = projects.find((p) => projectionOf(plan, p.productionProjectId).projectedFinish !== null);
  if (!open) throw new Error("no demo project has a projected finish");
  return open;
}

const hitOf = (project: DirectoryRow) => ({
  kind: "project",
  productionProjectId: project.productionProjectId,
  projectNumber: project.projectNumber,
  customer: project.customer,
  retailer: project.retailer,
  retailerReference: project.retailerReference,
  reference: project.reference,
  href: `/projects/${project.productionProjectId}`,
});

describe("the search box answers the customer's question", () => {
  it("the demo names each project's retailer reference and end customer apart from the retailer", () => {
    expect(projects).toHaveLength(40);
    for (const project of projects) {
      expect(project.retailerReference).toMatch(/^A\d{2}-\d{6}$/);
      expect(project.customer).toMatch(/^Fam\. /);
      expect(project.retailer).not.toBe(project.customer);
    }
  });

  it("finds a project by the retailer's own reference, with its projected finish", async () => {
    const project = openProject();
    const found = await projectHits(project.retailerReference!);
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual({
      ...hitOf(project),
      plan: "planned",
      projectedFinish: projectionOf(plan, project.productionProjectId).projectedFinish,
    });
    // In lower case and with spaces around it, as typed on the phone.
    expect((await projectHits(` ${project.retailerReference!.toLowerCase()} `))[0]).toMatchObject(
      hitOf(project),
    );
  });

  it("finds a project by the end customer's name, showing that name and the retailer", async () => {
    const project = openProject();
    const household = project.customer!.replace(/^Fam\. /, "");
    const withName = projects.filter((p) => p.customer === project.customer);
    const found = await projectHits(household);
    expect(found.map((hit) => hit.productionProjectId)).toEqual(
      expect.arrayContaining(withName.slice(0, 10).map((p) => p.productionProjectId)),
    );
    const hit = found.find((h) => h.productionProjectId === project.productionProjectId);
    expect(hit).toMatchObject({ ...hitOf(project), customer: `Fam. ${household}`, plan: "planned" });
    expect(hit?.projectedFinish).toBe(projectionOf(plan, project.productionProjectId).projectedFinish);
    // Every hit for a household's name is that household's order or its retailer's.
    for (const other of found)
      expect(`${other.customer} ${other.retailer} ${other.reference}`.toLowerCase()).toContain(
        household.toLowerCase(),
      );
  });

  it("finds a project by its number first, and says when a project has nothing open in the plan", async () => {
    for (const project of projects.slice(0, 8)) {
      const [first] = await projectHits(project.projectNumber);
      expect(first).toMatchObject(hitOf(project));
      const projection = projectionOf(plan, project.productionProjectId);
      expect(first?.plan).toBe(
        projection.lines.length === 0
          ? "nothing-open"
          : projection.projectedFinish === null
            ? "unplanned"
            : "planned",
      );
      expect(first?.projectedFinish).toBe(projection.projectedFinish);
    }
  });

  it("lists a name's projects with open lines before those with nothing left to make", async () => {
    const households = new Set(projects.map((p) => p.customer!.replace(/^Fam\. /, "")));
    let shown = 0;
    for (const household of households) {
      const plans = (await projectHits(household)).map((hit) => hit.plan);
      const firstDone = plans.indexOf("nothing-open");
      if (firstDone !== -1)
        expect(plans.slice(firstDone).every((plan) => plan === "nothing-open")).toBe(true);
      shown += plans.length;
    }
    expect(shown).toBeGreaterThan(0);
  });

  it("finds nothing for a reference no project has", async () => {
    expect(await projectHits("A99-999999")).toEqual([]);
  });
});
