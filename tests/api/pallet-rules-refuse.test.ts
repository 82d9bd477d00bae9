// PALLET_OTHER_CUSTOMERS=refuse: another customer's package is refused on a
// pallet, even with the packer's yes, in the packer's language; nothing is nested.
import { describe, expect, it } from "vitest";
import type { SessionEmployee } from "@/lib/base/roles";
import { employee, json, setUpApiRoutes } from "../support/api-session";
import { packageOf, scan, types } from "../support/pallet-fixtures";

describe("pallet mode with PALLET_OTHER_CUSTOMERS=refuse", () => {
  const ctx = setUpApiRoutes({ settings: { PALLET_OTHER_CUSTOMERS: "refuse" } });
  const packer: SessionEmployee = { ...employee(["packer"]), locale: "en" };

  it("refuses another customer's package even with a yes", async () => {
    const kinds = await types(ctx);
    const pallet = await packageOf(ctx, "Jansen BV", kinds.pallet);
    const other = await packageOf(ctx, "De Vries", kinds.box);
    for (const allowOtherCustomer of [false, true]) {
      const refused = await scan(packer, { palletId: pallet.id, barcode: other.barcode, allowOtherCustomer });
      expect(refused.status).toBe(409);
      expect(await json(refused)).toMatchObject({
        title: "Another customer",
        detail: `${other.barcode} is for De Vries; this pallet carries Jansen BV. Packages of different customers do not share a pallet.`,
      });
    }
    expect((await ctx.upstream.polygonPackage.getById({ id: other.id })).parentPolygonPackageId).toBeNull();
  });
});
