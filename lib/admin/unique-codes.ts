// Codes of package types and departments are unique whatever their case: a
// second "BOX-S" (or "box-s") is a 409 that names the one it clashes with, in
// the admin's language, on the Code field. The embedded upstream refuses it
// too (and its unique index on lower(code)); this check gives the sentence.
import type { Locale } from "@/lib/base/roles";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";

type Coded = { id: number; code: string };

function clashOf<T extends Coded>(records: T[], code: string | undefined, exceptId?: number): T | null {
  if (code === undefined) return null;
  const wanted = code.trim().toLowerCase();
  return records.find((r) => r.id !== exceptId && r.code.trim().toLowerCase() === wanted) ?? null;
}

function taken(locale: Locale, sentence: string): never {
  const t = getTranslator(locale);
  throw new AppError("conflict", t("deleteRefusals.codeTakenTitle"), sentence, { code: [sentence] });
}

export async function assertPackageCodeFree(
  upstream: ProductionApiClient,
  locale: Locale,
  code: string | undefined,
  exceptId?: number,
): Promise<void> {
  if (code === undefined) return;
  const clash = clashOf(await upstream.package.getAll(), code, exceptId);
  if (!clash) return;
  const label = clash.descriptions[locale] ?? clash.descriptions.en ?? clash.code;
  const t = getTranslator(locale);
  taken(locale, t("deleteRefusals.packageTypeCodeTaken", { code, other: `${clash.code} (${label})` }));
}

export async function assertDepartmentCodeFree(
  upstream: ProductionApiClient,
  locale: Locale,
  code: string | undefined,
  exceptId?: number,
): Promise<void> {
  if (code === undefined) return;
  const clash = clashOf(await upstream.department.getAll(), code, exceptId);
  if (!clash) return;
  const t = getTranslator(locale);
  taken(locale, t("deleteRefusals.departmentCodeTaken", { code, other: `${clash.code} (${clash.name})` }));
}
