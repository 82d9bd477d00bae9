// Pallet mode's rules: only a package of a pallet kind starts a pallet (a
// medium box is refused, in the packer's language); another customer's package
// on a pallet is asked about first and loaded only on the packer's yes; with
// PALLET_OTHER_CUSTOMERS=refuse it is refused (pallet-rules-refuse.test.ts).
import { describe, expect, it } from "vitest";
import type { SessionEmployee } from "@/lib/base/roles";
import { employee, json, setUpApiRoutes } from "../support/api-session";
import { packageOf, scan, types, type Answer } from "../support/pallet-fixtures";

describe("pallet mode asks", () => {
  const ctx = setUpApiRoutes();
  const packer: SessionEmployee = { ...employee(["packer"]), locale: "en" };

  it("refuses a medium box as the pallet, in English and Dutch", async () => {
    const kinds = await types(ctx);
    const box = await packageOf(ctx, "Jansen BV", kinds.box);
    const refused = await scan(packer, { barcode: box.barcode });
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      title: "Not a pallet",
      detail: `${box.barcode} is a Medium box, not a pallet. Scan a pallet first: packages go on a pallet only.`,
    });
    const dutch = await json(await scan(employee(["packer"]), { barcode: box.barcode }));
    expect(dutch).toMatchObject({ title: "Geen pallet" });

    // A real pallet starts one; the box goes on it; the pallet cannot go on the box.
    const pallet = await packageOf(ctx, "Jansen BV", kinds.pallet);
    expect((await json<Answer>(await scan(packer, { barcode: pallet.barcode }))).outcome).toBe("pallet");
    expect(
      (await json<Answer>(await scan(packer, { palletId: pallet.id, barcode: box.barcode }))).outcome,
    ).toBe("nested");
    const onBox = await scan(packer, { palletId: box.id, barcode: pallet.barcode });
    expect(onBox.status).toBe(409);
    expect((await ctx.upstream.polygonPackage.getById({ id: pallet.id })).parentPolygonPackageId).toBeNull();
  });

  it("asks before loading another customer's package, and loads it on the packer's yes", async () => {
    const kinds = await types(ctx);
    const pallet = await packageOf(ctx, "Jansen BV", kinds.pallet);
    const own = await packageOf(ctx, "Jansen BV", kinds.box);
    const other = await packageOf(ctx, "De Vries", kinds.box);
    expect(
      (await json<Answer>(await scan(packer, { palletId: pallet.id, barcode: own.barcode }))).outcome,
    ).toBe("nested");

    const asked = await json<Answer>(await scan(packer, { palletId: pallet.id, barcode: other.barcode }));
    expect(asked).toMatchObject({
      outcome: "other-customer",
      customer: "De Vries",
      palletCustomers: ["Jansen BV"],
    });
    expect((await ctx.upstream.polygonPackage.getById({ id: other.id })).parentPolygonPackageId).toBeNull();

    const yes = await json<Answer>(
      await scan(packer, { palletId: pallet.id, barcode: other.barcode, allowOtherCustomer: true }),
    );
    expect(yes.outcome).toBe("nested");
    expect((await ctx.upstream.polygonPackage.getById({ id: other.id })).parentPolygonPackageId).toBe(
      pallet.id,
    );
  });
});
