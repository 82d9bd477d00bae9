// Pallet mode as the packer meets it: a medium box scanned as the pallet is
// refused ("Not a pallet"); a real pallet is chosen; a package of the pallet's
// customer goes on at once; another customer's package asks first: "Don't
// load" keeps it off, "Load it anyway" puts it on.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { scanBand, upstream, wedgeScan } from "./support/floor";

test.use({ storageState: storageStateOf("packer") });

type PolygonPackage = {
  id: number;
  barcode: string;
  parentPolygonPackageId: number | null;
  packedAt: string | null;
};
type Status = { productionStatusValue: number; assignedAt: string; id: number };

const parentOf = async (request: APIRequestContext, id: number) =>
  (await upstream<PolygonPackage>(request, `polygonpackage/getbyid?id=${id}`)).parentPolygonPackageId;

/** Unpacked single-package demo polygons at 500, from the end of the list (pack.spec.ts takes from the start), with their customer. */
async function candidates(request: APIRequestContext) {
  const polygons = (
    await upstream<{ id: number; statuses: Status[] }[]>(
      request,
      "status/getpolygonsforstatusvalue?statusValue=500",
    )
  )
    .sort((a, b) => b.id - a.id)
    .slice(0, 25);
  const found: { polygonId: number; pkg: PolygonPackage; customer: string | null }[] = [];
  for (const polygon of polygons) {
    const packages = await upstream<PolygonPackage[]>(
      request,
      `polygonpackage/getbypolygon?productionPolygonId=${polygon.id}`,
    );
    if (
      packages.length !== 1 ||
      packages[0]!.packedAt !== null ||
      packages[0]!.parentPolygonPackageId !== null
    )
      continue;
    const view = (await (await request.get(`/api/pack/polygons/${polygon.id}`)).json()) as {
      customer: string | null;
    };
    found.push({ polygonId: polygon.id, pkg: packages[0]!, customer: view.customer });
  }
  return found;
}

test("only a pallet starts a pallet, and another customer's package asks first", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const found = (await candidates(request)).filter((c) => c.customer);
  const host = found[0]!;
  const stranger = found.find((c) => c.customer !== host.customer);
  expect(stranger, "the demo data has packages of two customers").toBeDefined();
  const types = await upstream<{ id: number; code: string }[]>(request, "package/getall");
  const make = (code: string) =>
    upstream<PolygonPackage>(request, "polygonpackage/create", {
      method: "PUT",
      data: {
        productionPolygonId: host.polygonId,
        productionPackageId: types.find((t) => t.code === code)!.id,
      },
    });
  const box = await make("BOX-M");
  const pallet = await make("PALLET");

  await page.goto("/pack");
  await expect(page.getByRole("button", { name: "Undo last scan" })).toBeEnabled();
  await page.getByRole("button", { name: "Pallet", exact: true }).click();
  await wedgeScan(page, box.barcode);
  await expect(scanBand(page)).toContainText("Not a pallet");
  await expect(scanBand(page)).toContainText(`${box.barcode} is a Medium box, not a pallet`);

  await wedgeScan(page, pallet.barcode);
  await expect(scanBand(page)).toContainText(`Pallet ${pallet.barcode}`);
  await wedgeScan(page, host.pkg.barcode);
  await expect(scanBand(page)).toContainText(`${host.pkg.barcode} is on pallet ${pallet.barcode}`);

  const ask = page.getByRole("dialog", { name: `Load ${stranger!.pkg.barcode} onto this pallet?` });
  await wedgeScan(page, stranger!.pkg.barcode);
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(`is for ${stranger!.customer}; this pallet carries ${host.customer}`);
  await ask.getByRole("button", { name: "Don't load" }).click();
  await expect(ask).toBeHidden();
  expect(await parentOf(request, stranger!.pkg.id)).toBeNull();

  await wedgeScan(page, stranger!.pkg.barcode);
  await ask.getByRole("button", { name: "Load it anyway" }).click();
  await expect(scanBand(page)).toContainText(`${stranger!.pkg.barcode} is on pallet ${pallet.barcode}`);
  expect(await parentOf(request, stranger!.pkg.id)).toBe(pallet.id);
});
