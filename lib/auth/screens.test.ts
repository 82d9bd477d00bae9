import { describe, expect, it } from "vitest";
import { homePath, mayOpenScreen, navigableScreens } from "@/lib/auth/screens";
import { type SessionEmployee } from "@/lib/base/roles";
import { sessionEmployee } from "@/tests/support/test-employees";

const employee = sessionEmployee;

const hrefs = (e: SessionEmployee) => navigableScreens(e).map((s) => s.href);

describe("screens per role", () => {
  it("gives each role exactly its own screens", () => {
    expect(hrefs(employee(["packer"]))).toEqual(["/pack"]);
    expect(hrefs(employee(["operator"], [3, 7]))).toEqual(["/stations/3", "/stations/7"]);
    expect(hrefs(employee(["matcher"]))).toEqual(["/matching"]);
    expect(hrefs(employee(["supervisor"]))).toEqual(["/supervisor", "/trace"]);
    expect(hrefs(employee(["admin"]))).toEqual(["/admin", "/trace"]);
    expect(hrefs(employee([]))).toEqual([]);
  });

  it("combines the screens of several roles, floor first", () => {
    expect(hrefs(employee(["admin", "packer", "operator"], [2]))).toEqual([
      "/pack",
      "/stations/2",
      "/admin",
      "/trace",
    ]);
  });

  it("sends each employee home to their first screen", () => {
    expect(homePath(employee(["packer"]))).toBe("/pack");
    expect(homePath(employee(["operator"], [5, 1]))).toBe("/stations/5");
    expect(homePath(employee(["matcher"]))).toBe("/matching");
    expect(homePath(employee(["supervisor"]))).toBe("/supervisor");
    expect(homePath(employee(["admin"]))).toBe("/admin");
    expect(homePath(employee(["operator"], []))).toBeNull();
  });
});

describe("who may open a screen", () => {
  it("lets an operator open only the stations of their departments", () => {
    const cutter = employee(["operator"], [1]);
    expect(mayOpenScreen(cutter, { kind: "station", departmentId: 1 })).toBe(true);
    expect(mayOpenScreen(cutter, { kind: "station", departmentId: 2 })).toBe(false);
    expect(mayOpenScreen(cutter, { kind: "pack" })).toBe(false);
    expect(mayOpenScreen(cutter, { kind: "admin" })).toBe(false);
  });

  it("keeps admin to admins and supervisor screens to supervisors", () => {
    const packer = employee(["packer"]);
    expect(mayOpenScreen(packer, { kind: "pack" })).toBe(true);
    expect(mayOpenScreen(packer, { kind: "admin" })).toBe(false);
    expect(mayOpenScreen(packer, { kind: "supervisor" })).toBe(false);
    expect(mayOpenScreen(packer, { kind: "projects" })).toBe(false);
    const supervisor = employee(["supervisor"]);
    expect(mayOpenScreen(supervisor, { kind: "projects" })).toBe(true);
    expect(mayOpenScreen(supervisor, { kind: "station", departmentId: 9 })).toBe(true);
    expect(mayOpenScreen(supervisor, { kind: "admin" })).toBe(false);
    expect(mayOpenScreen(employee(["admin"]), { kind: "projects" })).toBe(true);
  });
});
