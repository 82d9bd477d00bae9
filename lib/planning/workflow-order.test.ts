import { describe, expect, it } from "vitest";
import { defaultDepartmentWorkflows } from "@/lib/workflow/defaults";
import { workflowOrder } from "./workflow-order";

const byCode = [...defaultDepartmentWorkflows].sort((a, b) =>
  a.departmentCode.localeCompare(b.departmentCode),
);

describe("workflowOrder", () => {
  it("orders the default workflow as work flows: cutting, sewing, assembly, QC, packing, dispatch", () => {
    // The workflow as the store reads it: by department code, not the flow.
    expect(byCode.map((d) => d.departmentCode)).toEqual(["ASM", "CUT", "DISP", "PACK", "QC", "SEW"]);
    expect(workflowOrder(byCode)).toEqual(["CUT", "SEW", "ASM", "QC", "PACK", "DISP"]);
    expect(workflowOrder([...byCode].reverse())).toEqual(["CUT", "SEW", "ASM", "QC", "PACK", "DISP"]);
  });

  it("puts a department after every one whose done value it picks up, whatever its values", () => {
    // Pleating takes cut curtains (290) and hands them to sewing at 295; sewing waits at 295 now.
    const pleat = { departmentCode: "PLEAT", waitingValues: [290], doneValue: 295 };
    const departments = byCode.map((d) => (d.departmentCode === "SEW" ? { ...d, waitingValues: [295] } : d));
    expect(workflowOrder([...departments, pleat])).toEqual([
      "CUT",
      "PLEAT",
      "SEW",
      "ASM",
      "QC",
      "PACK",
      "DISP",
    ]);
  });

  it("places every department once even where the flow loops back", () => {
    // A loop: sewing also picks up QC's done value (500), and QC waits at sewing's (390).
    const loop = byCode.map((d) => (d.departmentCode === "SEW" ? { ...d, waitingValues: [290, 500] } : d));
    expect(workflowOrder(loop)).toEqual(["CUT", "SEW", "ASM", "QC", "PACK", "DISP"]);
    expect(workflowOrder([])).toEqual([]);
  });
});
