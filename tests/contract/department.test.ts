// Contract: department/* (5 operations) through the typed client over HTTP.
import { describe, expect, it } from "vitest";
import { rejection, useContractContext } from "../support/contract";

describe("department operations", () => {
  const ctx = useContractContext();

  it("creates, reads, updates and lists a department", async () => {
    const created = await ctx.client.department.create({ code: "CUT", name: "Cutting", deliveryTime: 2 });
    expect(created).toMatchObject({ code: "CUT", name: "Cutting", deliveryTime: 2, employeeIds: [] });

    expect(await ctx.client.department.getById({ id: created.id })).toEqual(created);

    const updated = await ctx.client.department.update({
      id: created.id,
      name: "Cutting room",
      employeeIds: [1005],
    });
    expect(updated).toMatchObject({ id: created.id, code: "CUT", name: "Cutting room", employeeIds: [1005] });

    const all = await ctx.client.department.getAll();
    expect(all.find((d) => d.id === created.id)?.name).toBe("Cutting room");
  });

  it("deletes softly: gone from getall, 404 by id, 404 on a second delete", async () => {
    const created = await ctx.client.department.create({ code: "SEW", name: "Sewing", deliveryTime: 3 });
    await ctx.client.department.delete({ id: created.id });

    expect((await ctx.client.department.getAll()).map((d) => d.id)).not.toContain(created.id);
    expect((await rejection(ctx.client.department.getById({ id: created.id }))).status).toBe(404);
    expect((await rejection(ctx.client.department.delete({ id: created.id }))).status).toBe(404);
    expect((await rejection(ctx.client.department.update({ id: created.id, name: "x" }))).status).toBe(404);
  });

  it("refuses a malformed department with field errors", async () => {
    const error = await rejection(
      ctx.client.department.create({ code: "", name: "No code", deliveryTime: -1 }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors)).toEqual(expect.arrayContaining(["code", "deliveryTime"]));
  });
});
