import { describe, expect, it } from "vitest";
import type { SessionEmployee } from "@/lib/base/roles";
import { sessionEmployee } from "@/tests/support/test-employees";
import { defaultDepartmentWorkflows, defaultStatuses } from "./defaults";
import {
  displayStatus,
  isOverdueAt,
  maySetStatusValue,
  nextStep,
  stageInDepartment,
  textColourOn,
  workflowOfDepartment,
} from "./rules";
import { departmentWorkflowSchema } from "./schemas";

const workflow = { statuses: defaultStatuses, departments: defaultDepartmentWorkflows };
const of = (code: string) => {
  const found = workflowOfDepartment(workflow, code);
  if (!found) throw new Error(`no workflow for ${code}`);
  return found;
};

describe("stageInDepartment", () => {
  it("classifies the values a department picks up, starts with and finishes with", () => {
    expect(stageInDepartment(of("CUT"), 100)).toBe("waiting");
    expect(stageInDepartment(of("CUT"), 200)).toBe("started");
    expect(stageInDepartment(of("CUT"), 290)).toBe("done");
    expect(stageInDepartment(of("SEW"), 290)).toBe("waiting");
    expect(stageInDepartment(of("ASM"), 390)).toBe("waiting");
    expect(stageInDepartment(of("QC"), 490)).toBe("waiting");
  });

  it("places other and unknown values elsewhere, and no status at all", () => {
    expect(stageInDepartment(of("CUT"), 300)).toBe("elsewhere");
    expect(stageInDepartment(of("CUT"), 4242)).toBe("elsewhere");
    expect(stageInDepartment(of("CUT"), null)).toBe("elsewhere");
  });

  it("counts on hold as the department's only when it was waiting or started there before", () => {
    expect(stageInDepartment(of("CUT"), 900, 200)).toBe("on-hold");
    expect(stageInDepartment(of("CUT"), 900, 100)).toBe("on-hold");
    expect(stageInDepartment(of("SEW"), 900, 200)).toBe("elsewhere");
    expect(stageInDepartment(of("CUT"), 900, null)).toBe("elsewhere");
  });
});

describe("nextStep", () => {
  it("starts a waiting polygon and finishes a started one", () => {
    expect(nextStep(of("CUT"), "waiting")).toEqual({ step: "start", statusValue: 200 });
    expect(nextStep(of("CUT"), "started")).toEqual({ step: "finish", statusValue: 290 });
    expect(nextStep(of("ASM"), stageInDepartment(of("ASM"), 390))).toEqual({
      step: "start",
      statusValue: 400,
    });
  });

  it("takes a waiting polygon straight to done in a department without a started value", () => {
    expect(nextStep(of("QC"), "waiting")).toEqual({ step: "finish", statusValue: 500 });
  });

  it("moves nothing that is done, on hold or elsewhere", () => {
    expect(nextStep(of("CUT"), "done")).toBeNull();
    expect(nextStep(of("CUT"), "on-hold")).toBeNull();
    expect(nextStep(of("CUT"), "elsewhere")).toBeNull();
  });

  it("finds a department's workflow by its code in any case", () => {
    expect(workflowOfDepartment(workflow, " cut ")?.doneValue).toBe(290);
    expect(workflowOfDepartment(workflow, "PAINT")).toBeNull();
  });
});

describe("maySetStatusValue", () => {
  const person = (roles: SessionEmployee["roles"]) => sessionEmployee(roles);

  it("lets supervisors set any value, packers the packed value, operators their departments' values", () => {
    expect(maySetStatusValue(person(["supervisor"]), 4242, [])).toBe(true);
    expect(maySetStatusValue(person(["packer"]), 600, [])).toBe(true);
    expect(maySetStatusValue(person(["packer"]), 500, [])).toBe(false);
    expect(maySetStatusValue(person(["operator"]), 200, [of("CUT")])).toBe(true);
    expect(maySetStatusValue(person(["operator"]), 290, [of("CUT")])).toBe(true);
    expect(maySetStatusValue(person(["operator"]), 300, [of("CUT")])).toBe(false);
    expect(maySetStatusValue(person(["operator"]), 100, [of("CUT")])).toBe(false);
    expect(maySetStatusValue(person(["matcher"]), 200, [of("CUT")])).toBe(false);
  });
});

describe("displayStatus", () => {
  it("shows a known value by its label in the employee's language", () => {
    expect(displayStatus(defaultStatuses, 290, "nl")).toMatchObject({
      label: "Snijden klaar",
      isKnown: true,
    });
    expect(displayStatus(defaultStatuses, 290, "en").label).toBe("Cutting done");
  });

  it("shows an unknown value as its number, never hidden", () => {
    expect(displayStatus(defaultStatuses, 4242, "en")).toEqual({
      value: 4242,
      label: "4242",
      colour: null,
      isKnown: false,
    });
  });
});

describe("isOverdueAt", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  it("is overdue past the value's threshold, never for a value without one or an unknown value", () => {
    expect(isOverdueAt(defaultStatuses, 200, new Date("2026-11-23T03:00:00Z"), now)).toBe(true);
    expect(isOverdueAt(defaultStatuses, 200, new Date("2026-11-23T05:00:00Z"), now)).toBe(false);
    expect(isOverdueAt(defaultStatuses, 700, new Date("2020-01-01T00:00:00Z"), now)).toBe(false);
    expect(isOverdueAt(defaultStatuses, 4242, new Date("2020-01-01T00:00:00Z"), now)).toBe(false);
  });
});

describe("departmentWorkflowSchema", () => {
  it("refuses a done value that the department also picks up, naming the field", () => {
    const result = departmentWorkflowSchema.safeParse({
      departmentCode: "cut",
      waitingValues: [100, 290],
      startedValue: 200,
      doneValue: 290,
      onHoldValue: 900,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["doneValue"]);
  });

  it("upper-cases the code and sorts the values it picks up without repeats", () => {
    const parsed = departmentWorkflowSchema.parse({
      departmentCode: "asm",
      waitingValues: [390, 290, 390],
      startedValue: null,
      doneValue: 490,
      onHoldValue: 900,
    });
    expect(parsed).toMatchObject({ departmentCode: "ASM", waitingValues: [290, 390] });
  });
});

describe("textColourOn", () => {
  it("picks white on dark colours and black on light ones", () => {
    expect(textColourOn("#1f2937")).toBe("#ffffff");
    expect(textColourOn("#fde68a")).toBe("#000000");
  });
});
