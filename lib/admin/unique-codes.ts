// Codes of package types and departments are unique whatever their case: a
// second "BOX-S" (or "box-s") is a 409 that names the one it clashes with, in
// the admin's language, on the Code field. The embedded upstream refuses it
// too (and its unique index on lower(code)); this check gives the sentence.
import type { Locale } from "@/lib/base/roles";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";

type Coded = { id: number; code: string };
type Translator = ReturnType<typeof getTranslator>;

/**
 * Refuses `code` when another record (not `exceptId`) has it, whatever its case,
 * with the sentence `clashSentence` makes of the clash; an unchanged (absent) code passes.
 */
async function assertCodeFree<T extends Coded>(
  records: () => Promise<T[]>,
  locale: Locale,
  code: string | undefined,
  exceptId: number | undefined,
  clashSentence: (t: Translator, clash: T) => string,
): Promise<void> {
  if (code === undefined) return;
  const wanted = code.trim().toLowerCase();
  const clash = (await records()).find((r) => r.id !== exceptId && r.code.trim().toLowerCase() === wanted);
  if (!clash) return;
  const t = getTranslator(locale);
  const sentence = clashSentence(t, clash);
  throw new AppError("conflict", t("deleteRefusals.codeTakenTitle"), sentence, { code: [sentence] });
}

export const assertPackageCodeFree = (
  upstream: ProductionApiClient,
  locale: Locale,
  code: string | undefined,
  exceptId?: number,
): Promise<void> =>
  assertCodeFree(
    () => upstream.package.getAll(),
    locale,
    code,
    exceptId,
    (t, clash) =>
      t("deleteRefusals.packageTypeCodeTaken", {
        code: code ?? "",
        other: `${clash.code} (${clash.descriptions[locale] ?? clash.descriptions.en ?? clash.code})`,
      }),
  );

export const assertDepartmentCodeFree = (
  upstream: ProductionApiClient,
  locale: Locale,
  code: string | undefined,
  exceptId?: number,
): Promise<void> =>
  assertCodeFree(
    () => upstream.department.getAll(),
    locale,
    code,
    exceptId,
    (t, clash) =>
      t("deleteRefusals.departmentCodeTaken", { code: code ?? "", other: `${clash.code} (${clash.name})` }),
  );
