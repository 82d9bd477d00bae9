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
 * A check that refuses a code another record (not `exceptId`) has, whatever its
 * case, with the sentence `clashSentence` makes of the clash; an absent code
 * (unchanged) passes.
 */
const codeCheck =
  <T extends Coded>(
    recordsOf: (upstream: ProductionApiClient) => Promise<T[]>,
    clashSentence: (t: Translator, code: string, clash: T, locale: Locale) => string,
  ) =>
  async (upstream: ProductionApiClient, locale: Locale, code: string | undefined, exceptId?: number) => {
    if (code === undefined) return;
    const wanted = code.trim().toLowerCase();
    const records = await recordsOf(upstream);
    const clash = records.find((r) => r.id !== exceptId && r.code.trim().toLowerCase() === wanted);
    if (!clash) return;
    const t = getTranslator(locale);
    const sentence = clashSentence(t, code, clash, locale);
    throw new AppError("conflict", t("deleteRefusals.codeTakenTitle"), sentence, { code: [sentence] });
  };

export const assertPackageCodeFree = codeCheck(
  (upstream) => upstream.package.getAll(),
  (t, code, clash, locale) =>
    t("deleteRefusals.packageTypeCodeTaken", {
      code,
      other: `${clash.code} (${clash.descriptions[locale] ?? clash.descriptions.en ?? clash.code})`,
    }),
);

export const assertDepartmentCodeFree = codeCheck(
  (upstream) => upstream.department.getAll(),
  (t, code, clash) =>
    t("deleteRefusals.departmentCodeTaken", { code, other: `${clash.code} (${clash.name})` }),
);
