// The order the planner works the departments in: the flow the lines' steps take.
import { describe, expect, it } from "vitest";
import { departmentOrder } from "./department-order";

describe("the departments' flow order", () => {
  it("puts every department after those that hand it work, whatever the capacity table's order", () => {
    // Listed by code (assembly, cutting, dispatch, QC, sewing); lines go cutting → sewing → QC → dispatch,
    // and cutting → assembly → QC.
    const [ASM, CUT, DISP, QC, SEW] = [1, 2, 3, 4, 5];
    const order = departmentOrder(
      [ASM, CUT, DISP, QC, SEW],
      [
        [CUT, SEW, QC, DISP],
        [CUT, ASM, QC],
        [SEW, QC],
      ],
    );
    expect(order.indexOf(CUT)).toBeLessThan(order.indexOf(SEW));
    expect(order.indexOf(CUT)).toBeLessThan(order.indexOf(ASM));
    expect(order.indexOf(SEW)).toBeLessThan(order.indexOf(QC));
    expect(order.indexOf(ASM)).toBeLessThan(order.indexOf(QC));
    expect(order.at(-1)).toBe(DISP);
  });

  it("gives every department a place when lines loop, and keeps a department no line visits", () => {
    expect(
      departmentOrder(
        [1, 2, 3],
        [
          [1, 2],
          [2, 1],
        ],
      ).sort(),
    ).toEqual([1, 2, 3]);
  });
});
