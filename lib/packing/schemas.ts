// Inputs of the packing routes. A scan names a package by the barcode read,
// or by id once the packer chose one of several packages sharing a barcode.
import { z } from "zod";
import { idNumber } from "@/lib/base/params";
import { singleLineText } from "@/lib/base/text";

const barcode = singleLineText({ message: "barcode is required" })
  .trim()
  .min(1, "barcode is required")
  .max(64, "a barcode has at most 64 characters");
const polygonPackageId = idNumber;

export const packageRefBody = z
  .object({ barcode: barcode.optional(), polygonPackageId: polygonPackageId.optional() })
  .refine((v) => (v.barcode === undefined) !== (v.polygonPackageId === undefined), {
    message: "give either a barcode or a polygonPackageId",
    path: ["barcode"],
  });
export type PackageRef = z.output<typeof packageRefBody>;

export const palletScanBody = z
  .object({
    /** The pallet (any parent package) to put the package on; absent: this scan chooses the pallet. */
    palletId: polygonPackageId.optional(),
    barcode: barcode.optional(),
    polygonPackageId: polygonPackageId.optional(),
    /** The packer's yes to "this pallet carries another customer's packages: load it anyway?". */
    allowOtherCustomer: z.boolean().optional(),
  })
  .refine((v) => (v.barcode === undefined) !== (v.polygonPackageId === undefined), {
    message: "give either a barcode or a polygonPackageId",
    path: ["barcode"],
  });

export const undoBody = z.object({
  /** The scan the packer saw in the question (GET /api/pack/undo); another one is not undone (409). */
  batchId: z.uuid("batchId is the id of a scan, as the undo question gave it").optional(),
});

export const addPackageBody = z.object({
  /** The package type; absent: the polygon's own, else the packing department's default. */
  productionPackageId: idNumber.optional(),
  amount: z.number().int().min(1, "the amount is at least 1").max(10_000).default(1),
});
