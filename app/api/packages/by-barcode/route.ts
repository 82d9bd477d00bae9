// GET /api/packages/by-barcode?barcode= – the polygon packages behind a scanned barcode, for the packing screen.
import { defineRoute } from "@/lib/bff/route";
import { barcodeQuery, findPackagesByBarcode } from "@/lib/bff/packing";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["packer", "supervisor"], query: barcodeQuery },
  ({ upstream, employee, query }) => findPackagesByBarcode(upstream, employee.locale, query.barcode),
);
