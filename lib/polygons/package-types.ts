// Package types (the upstream's "packages": box, roll, pallet…) with the
// description in the employee's language as `label`, and their admin changes.
import { type z } from "zod";
import type { Locale } from "@/lib/base/roles";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createPackageBody, updatePackageBody, type ProductionPackage } from "@/lib/production-api/schemas";

/** The description in this language, else English, else any, else the code. */
export function packageLabel(pkg: ProductionPackage, locale: Locale): string {
  return pkg.descriptions[locale] ?? pkg.descriptions.en ?? Object.values(pkg.descriptions)[0] ?? pkg.code;
}

export const withLabel = (pkg: ProductionPackage, locale: Locale) => ({
  ...pkg,
  label: packageLabel(pkg, locale),
});
export type PackageType = ReturnType<typeof withLabel>;

export async function listPackageTypes(
  upstream: ProductionApiClient,
  locale: Locale,
): Promise<PackageType[]> {
  const packages = await upstream.package.getAll();
  return packages.map((pkg) => withLabel(pkg, locale));
}

export const createPackageTypeBody = createPackageBody;
/** A PATCH names at least one field. */
export const updatePackageTypeBody = updatePackageBody
  .omit({ id: true })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    "change at least one field",
  );

export async function createPackageType(
  upstream: ProductionApiClient,
  locale: Locale,
  body: z.output<typeof createPackageTypeBody>,
): Promise<PackageType> {
  return withLabel(await upstream.package.create(body), locale);
}

export async function updatePackageType(
  upstream: ProductionApiClient,
  locale: Locale,
  id: number,
  changes: z.output<typeof updatePackageTypeBody>,
): Promise<PackageType> {
  return withLabel(await upstream.package.update({ id, ...changes }), locale);
}
