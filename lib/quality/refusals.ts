// The quality checks' refusals, in the employee's language (messages/*.json,
// qualityRefusals): what the station's tablet shows. The extensions name the
// checks, so the tablet can open them (docs/quality.md, "API").
import type { Locale } from "@/lib/base/roles";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { ticketCode } from "@/lib/polygons/ticket-code";

type NamedCheck = { id: number; labelEn: string; labelNl: string };

const named = (checks: readonly NamedCheck[]) =>
  checks.map(({ id, labelEn, labelNl }) => ({ checkId: id, labelEn, labelNl }));

/** A Done whose required checks this visit has not passed: 409 `checks-required`. */
export function checksRequired(
  locale: Locale,
  job: { departmentId: number; productionPolygonId: number },
  required: readonly NamedCheck[],
) {
  const t = getTranslator(locale);
  const ticket = ticketCode(job.productionPolygonId);
  return new AppError(
    "checks_required",
    t("qualityRefusals.checksFirstTitle"),
    t("qualityRefusals.checksFirst", { ticket, count: required.length }),
    {},
    {
      checksHref: `/api/quality/departments/${job.departmentId}/lines/${job.productionPolygonId}`,
      checks: named(required),
    },
  );
}

/** A result without a value for a required check: 422 `checks-incomplete`. */
export function checksIncomplete(locale: Locale, missing: readonly NamedCheck[]) {
  const t = getTranslator(locale);
  return new AppError(
    "checks_incomplete",
    t("qualityRefusals.incompleteTitle"),
    t("qualityRefusals.incomplete", { count: missing.length }),
    {},
    { missing: named(missing) },
  );
}

/** A failing result without its reason or destination: 422 `checks-failed-needs-reason`. */
export function needsReason(locale: Locale, failed: readonly NamedCheck[]) {
  const t = getTranslator(locale);
  return new AppError(
    "checks_failed_needs_reason",
    t("qualityRefusals.failedTitle"),
    t("qualityRefusals.failed"),
    {},
    { failed: named(failed) },
  );
}

/** The line is not waiting or in progress at the department: 409. */
export function notHereNow(locale: Locale, productionPolygonId: number, department: string) {
  const t = getTranslator(locale);
  const ticket = ticketCode(productionPolygonId);
  return new AppError(
    "conflict",
    t("qualityRefusals.notHereTitle"),
    t("qualityRefusals.notHere", { ticket, department }),
  );
}

/** The department has no checklist for the line's product: 409. */
export function noChecksHere(locale: Locale, department: string) {
  const t = getTranslator(locale);
  return new AppError(
    "conflict",
    t("qualityRefusals.noChecksTitle"),
    t("qualityRefusals.noChecks", { department }),
  );
}

/** A supervisor's pass of a line that passed already: 409. */
export function passedAlready(locale: Locale, productionPolygonId: number) {
  const t = getTranslator(locale);
  const ticket = ticketCode(productionPolygonId);
  return new AppError(
    "conflict",
    t("qualityRefusals.passedAlreadyTitle"),
    t("qualityRefusals.passedAlready", { ticket }),
  );
}
