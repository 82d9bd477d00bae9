import { describe, expect, it } from "vitest";
import { defaultDepartmentWorkflows, defaultStatuses } from "./defaults";
import { workProgressOf } from "./work-progress";

const workflow = { statuses: defaultStatuses, departments: defaultDepartmentWorkflows };
/** Newest first, as the status history reads. */
const progress = (code: string | null, ...newestFirst: number[]) =>
  workProgressOf(workflow, code, newestFirst);

describe("how far a line's work in a department is", () => {
  it("planned while it waits there or has not come yet", () => {
    expect(progress("CUT", 100)).toBe("planned");
    expect(progress("SEW", 100)).toBe("planned");
    expect(progress("SEW", 290, 200, 100)).toBe("planned");
  });

  it("started once started there, also while on hold after the start", () => {
    expect(progress("SEW", 300, 290, 200, 100)).toBe("started");
    expect(progress("SEW", 900, 300, 290)).toBe("started");
    expect(progress("SEW", 900, 290, 200)).toBe("planned");
  });

  it("done once done there, and after the line moved on", () => {
    expect(progress("CUT", 290, 200, 100)).toBe("done");
    expect(progress("CUT", 390, 300, 290, 200, 100)).toBe("done");
    expect(progress("CUT", 900, 290, 200, 100)).toBe("done");
    // Quality control has no started value: waiting, then done.
    expect(progress("QC", 500, 390)).toBe("done");
  });

  it("sent back to wait there again: planned again", () => {
    expect(progress("CUT", 100, 290, 200, 100)).toBe("planned");
  });

  it("a department without a workflow keeps the plan's dates", () => {
    expect(progress("XYZ", 290, 200)).toBe("planned");
    expect(progress(null, 290)).toBe("planned");
  });
});
