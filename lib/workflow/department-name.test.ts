import { describe, expect, it } from "vitest";
import { localDepartmentName } from "./department-name";

const workflow = {
  departments: [
    { departmentCode: "SEW", nameNl: "Naaien" },
    { departmentCode: "QC", nameNl: null },
  ],
};

describe("a department's name in the employee's language", () => {
  it("is the admin's Dutch name for a Dutch employee, matched by code whatever its case", () => {
    expect(localDepartmentName(workflow, { code: "sew", name: "Sewing" }, "nl")).toBe("Naaien");
  });
  it("is the upstream's name for an English employee, or where no Dutch name is given", () => {
    expect(localDepartmentName(workflow, { code: "SEW", name: "Sewing" }, "en")).toBe("Sewing");
    expect(localDepartmentName(workflow, { code: "QC", name: "Quality control" }, "nl")).toBe(
      "Quality control",
    );
    expect(localDepartmentName(workflow, { code: "NEW", name: "New" }, "nl")).toBe("New");
  });
});
