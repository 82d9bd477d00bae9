// Pass or fail, worked out on the server from the checks, the order's sizes
// and the values sent (pure: the tablet shows the same verdict beforehand).
// A measurement passes within ± its tolerance of the order, the edge included.
import type { Locale } from "@/lib/base/roles";
import { AppError } from "@/lib/errors";
import type { LineProduct } from "./line-product";
import { checksIncomplete } from "./refusals";
import type { Check, PhotoInput, StoredValue, ValueInput } from "./schemas";

export type CheckWithTarget = Check & { targetMm: number | null };

/** The order's size a measurement compares with; null where the order has none. */
export const targetOf = (check: Check, product: Pick<LineProduct, "widthMm" | "dropMm">) =>
  check.kind !== "measurement" ? null : check.measure === "drop" ? product.dropMm : product.widthMm;

/** A check counts as required only where it can be done (a drop check of a rail cannot). */
const isApplicable = (check: CheckWithTarget) => check.kind !== "measurement" || check.targetMm !== null;
export const isRequiredHere = (check: CheckWithTarget) => check.isRequired && isApplicable(check);

export type Evaluation = {
  isPassed: boolean;
  values: (StoredValue & { photos: PhotoInput[] })[];
  failed: CheckWithTarget[];
};

function verdictOf(check: CheckWithTarget, value: ValueInput): boolean | null {
  if (check.kind === "measurement") {
    if (check.targetMm === null || value.valueMm === undefined) return null;
    return Math.abs(value.valueMm - check.targetMm) <= (check.toleranceMm ?? 0);
  }
  if (check.kind === "yes-no") return value.answer ?? null;
  return (value.photos?.length ?? 0) > 0 ? true : null;
}

/** Field errors of a value that does not fit its check (a measurement's answer, a photo's valueMm). */
function misfitsOf(check: CheckWithTarget, value: ValueInput, index: number): Record<string, string[]> {
  const expected = { measurement: "valueMm", "yes-no": "answer", photo: "photos" }[check.kind];
  const errors: Record<string, string[]> = {};
  for (const field of ["valueMm", "answer", "photos"] as const) {
    if (field !== expected && value[field] !== undefined)
      errors[`values.${index}.${field}`] = [`A ${check.kind} check takes ${expected}, not ${field}`];
  }
  if (value[expected as keyof ValueInput] === undefined)
    errors[`values.${index}.${expected}`] = [`A ${check.kind} check needs ${expected}`];
  return errors;
}

/**
 * The result of these values: every check of the checklist with its value
 * (or none), pass or fail. Throws 400 for a value that fits no check, 422
 * `checks-incomplete` when a required check has no value.
 */
export function evaluateChecks(
  checks: CheckWithTarget[],
  values: ValueInput[],
  locale: Locale = "en",
): Evaluation {
  const byId = new Map(checks.map((check) => [check.id, check]));
  let errors: Record<string, string[]> = {};
  values.forEach((value, index) => {
    const check = byId.get(value.checkId);
    if (!check) errors[`values.${index}.checkId`] = ["No such check in this checklist"];
    else errors = { ...errors, ...misfitsOf(check, value, index) };
  });
  if (Object.keys(errors).length > 0)
    throw new AppError("invalid_input", "Invalid input", "A value does not fit its check.", errors);
  const valueOf = new Map(values.map((value) => [value.checkId, value]));
  const missing = checks.filter((check) => isRequiredHere(check) && !valueOf.has(check.id));
  if (missing.length > 0) throw checksIncomplete(locale, missing);
  const outcome = checks.map((check) => {
    const value = valueOf.get(check.id);
    return {
      checkId: check.id,
      kind: check.kind,
      labelEn: check.labelEn,
      labelNl: check.labelNl,
      measure: check.measure,
      targetMm: check.targetMm,
      toleranceMm: check.toleranceMm,
      valueMm: value?.valueMm ?? null,
      answer: value?.answer ?? null,
      isPassed: value ? verdictOf(check, value) : null,
      photos: value?.photos ?? [],
    };
  });
  const failed = checks.filter((_, i) => outcome[i]!.isPassed === false);
  return { isPassed: failed.length === 0, values: outcome, failed };
}
