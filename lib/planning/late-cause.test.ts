// A line that left a department is never late "caused" there (issue 43: line
// 169, already "Cutting done", was listed as late caused in Cutting). The
// department lists keep a line's finished work (cutting's entry stays after the
// cut), so the plan must start a line's steps where its status places it, in
// workflow order, and a late line's cause is one of those steps.
import { describe, expect, it } from "vitest";
import { defaultDepartmentWorkflows } from "@/lib/workflow/defaults";
import { openLines, statusFactsOf, type OpenPolygon, type PlanDepartment } from "./open-lines";
import { createPlanner, type Capacity } from "./plan";
import { workflowOrder } from "./workflow-order";

// The workflow's own list is by code (ASM, CUT, …): the plan orders it as work flows.
const byCode = [...defaultDepartmentWorkflows].sort((a, b) =>
  a.departmentCode.localeCompare(b.departmentCode),
);
const order = workflowOrder(byCode);
const idOf = (code: string) => 10 + byCode.findIndex((d) => d.departmentCode === code);
const departments: PlanDepartment[] = order.map((code) => {
  const d = byCode.find((w) => w.departmentCode === code)!;
  return {
    id: idOf(code),
    waitingValues: d.waitingValues,
    startedValue: d.startedValue,
    onHoldValue: d.onHoldValue,
    fallbackMinutes: 60,
  };
});

const polygon = (id: number, value: number): OpenPolygon => ({
  id,
  productionProjectId: 1,
  deliverAt: "promised",
  statuses: statusFactsOf([{ value, assignedAtMs: 0 }]),
});

/** Every department's planned minutes per line; cutting's far the longest, so a cut line planned through cutting again would be caused there. */
function work(lines: Record<number, string[]>) {
  const minutes: Record<string, number> = { CUT: 4000, SEW: 120, ASM: 120, QC: 30, PACK: 30, DISP: 10 };
  const byDepartment = new Map<number, Map<number, { productionValue: number }>>();
  for (const [id, codes] of Object.entries(lines))
    for (const code of codes) {
      const own = byDepartment.get(idOf(code)) ?? new Map<number, { productionValue: number }>();
      own.set(Number(id), { productionValue: minutes[code]! });
      byDepartment.set(idOf(code), own);
    }
  return byDepartment;
}

const capacity: Capacity = {
  days: 60,
  minutes: new Map(departments.map((d) => [d.id, new Float64Array(60).fill(480)])),
};

function causes(polygons: OpenPolygon[], lines: Record<number, string[]>) {
  const facts = openLines(
    polygons,
    departments,
    work(lines),
    (_, planned) => planned,
    () => 0, // promised at the start of today: every line is late
  );
  const planner = createPlanner(
    facts.map((f) => f.line),
    capacity,
  );
  const codeOf = new Map(order.map((code) => [idOf(code), code]));
  return new Map(
    planner.plans.map((p) => [
      p.id,
      {
        cause: p.lateCause === null ? null : codeOf.get(p.lateCause),
        steps: facts.find((f) => f.line.id === p.id)!.line.steps.map((s) => codeOf.get(s.departmentId)),
      },
    ]),
  );
}

describe("the late cause of a line", () => {
  it("a curtain at 'Cutting done' (290) is planned from sewing on, and never caused in cutting", () => {
    const plans = causes([polygon(169, 290)], { 169: ["CUT", "SEW", "QC", "PACK"] });
    expect(plans.get(169)?.steps).toEqual(["SEW", "QC", "PACK"]);
    expect(plans.get(169)?.cause).toBe("SEW");
  });

  it("a blind at 'Cutting done' (no sewing) goes to assembly, a curtain at 'Sewing done' to QC", () => {
    const plans = causes([polygon(1, 290), polygon(2, 390)], {
      1: ["CUT", "ASM", "QC", "PACK"],
      2: ["CUT", "SEW", "QC", "PACK"],
    });
    expect(plans.get(1)?.steps).toEqual(["ASM", "QC", "PACK"]);
    expect(plans.get(1)?.cause).toBe("ASM");
    expect(plans.get(2)?.steps).toEqual(["QC", "PACK"]);
    expect(plans.get(2)?.cause).not.toBe("CUT");
    expect(plans.get(2)?.cause).not.toBe("SEW");
  });

  it("a line still in cutting may be caused there", () => {
    const plans = causes([polygon(3, 200)], { 3: ["CUT", "SEW", "QC", "PACK"] });
    expect(plans.get(3)?.cause).toBe("CUT");
  });
});
