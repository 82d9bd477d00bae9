// What may go on what in pallet mode: only a package whose type is a pallet
// kind (PALLET_PACKAGE_KINDS) starts a pallet or carries packages, so a pallet
// is never put on a box; and another customer's package on a pallet is asked
// about first (the packer's yes comes back as `allowOtherCustomer`) or refused
// (PALLET_OTHER_CUSTOMERS=refuse). Refusals are in the packer's language.
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionPolygonPackage } from "@/lib/production-api/schemas";
import { polygonsById } from "@/lib/polygons/polygons";
import type { PackingContext } from "./context";
import { readPackageTypes } from "./polygon-view";
import { readProjectFacts } from "./project-facts";

/** Refuses (409) a package whose type is not a pallet kind as the pallet. */
export async function assertPallet(ctx: PackingContext, pkg: ProductionPolygonPackage): Promise<void> {
  const types = await readPackageTypes(ctx.upstream, ctx.employee.locale);
  const type = types.get(pkg.productionPackageId);
  if (type && env().PALLET_PACKAGE_KINDS.includes(type.packageKind)) return;
  const t = getTranslator(ctx.employee.locale);
  throw new AppError(
    "conflict",
    t("palletRefusals.notAPalletTitle"),
    t("palletRefusals.notAPallet", { barcode: pkg.barcode, type: type?.label ?? t("palletRefusals.noType") }),
  );
}

/** The customer of a package's project, or null when its order spec names none. */
async function customerOf(ctx: PackingContext, pkg: ProductionPolygonPackage): Promise<string | null> {
  const polygon = (await polygonsById(ctx.upstream, [pkg.productionPolygonId])).get(pkg.productionPolygonId);
  if (!polygon) return null;
  return (await readProjectFacts(ctx.upstream, polygon.productionProjectId)).customer;
}

export type OtherCustomer = { customer: string; palletCustomers: string[] };

/**
 * The customers already on the pallet when this package's customer is not one
 * of them (null: the same customer, an empty pallet, or no customer known).
 * Refused outright when the setting says so.
 */
export async function otherCustomer(
  ctx: PackingContext,
  pkg: ProductionPolygonPackage,
  palletCustomers: (string | null)[],
): Promise<OtherCustomer | null> {
  const customers = [...new Set(palletCustomers.filter((c): c is string => Boolean(c)))];
  const customer = await customerOf(ctx, pkg);
  if (!customer || customers.length === 0 || customers.includes(customer)) return null;
  if (env().PALLET_OTHER_CUSTOMERS === "refuse") {
    const t = getTranslator(ctx.employee.locale);
    throw new AppError(
      "conflict",
      t("palletRefusals.otherCustomerTitle"),
      t("palletRefusals.otherCustomerRefused", {
        barcode: pkg.barcode,
        customer,
        customers: customers.join(", "),
      }),
    );
  }
  return { customer, palletCustomers: customers };
}
