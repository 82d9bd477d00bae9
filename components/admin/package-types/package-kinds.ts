// The package kinds by name. The upstream keeps a kind as a number and does not
// say what each means (cpq-service-interface.md); this workshop's are 1 box,
// 2 tube (rails and rolled blinds) and 3 pallet, as the demo data and the
// PALLET_PACKAGE_KINDS default (3) take them.
import type { useTranslations } from "next-intl";

export const namedPackageKinds = [1, 2, 3] as const;
type NamedKind = (typeof namedPackageKinds)[number];

export const isNamedKind = (kind: number): kind is NamedKind =>
  (namedPackageKinds as readonly number[]).includes(kind);

/** "Box", "Tube", "Pallet", or "Kind 7" for a number without a name. */
export function kindName(t: ReturnType<typeof useTranslations<"admin">>, kind: number): string {
  return isNamedKind(kind) ? t(`packageTypes.kinds.${kind}`) : t("packageTypes.kindOther", { kind });
}
