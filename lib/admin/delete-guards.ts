// Deletes an admin may not make while the thing is in use: a status value the
// workflow or polygons are at, a package type departments or packages use, a
// department with work or people. Each refusal is a 409 whose sentence names
// what uses it, in the admin's language; nothing is deleted then.
import { arrayContains, and, eq } from "drizzle-orm";
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { employees } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import { polygonsAtStatus, workOfDepartment } from "@/lib/shared-lists/status-lists";
import { displayStatus } from "@/lib/workflow/display";
import { deleteStatus, loadWorkflow } from "@/lib/workflow/store";

/** At most this many names in a sentence; the rest is "and N more". */
const namedAtMost = 4;

function names(list: string[], locale: Locale): string {
  const t = getTranslator(locale);
  const shown = list.slice(0, namedAtMost).join(", ");
  const rest = list.length - namedAtMost;
  return rest > 0 ? t("deleteRefusals.andMore", { names: shown, count: rest }) : shown;
}

function refuse(locale: Locale, sentence: string): never {
  throw new AppError("conflict", getTranslator(locale)("deleteRefusals.title"), sentence);
}

/** Department code → name as the admin reads it (the Dutch name of its workflow when there is one). */
async function departmentNames(db: Database, upstream: ProductionApiClient, locale: Locale) {
  const [departments, workflow] = await Promise.all([upstream.department.getAll(), loadWorkflow(db)]);
  const dutch = new Map(workflow.departments.map((d) => [d.departmentCode, d.nameNl ?? null]));
  return {
    departments,
    workflow,
    nameOf: (code: string) => {
      const department = departments.find((d) => d.code.toUpperCase() === code);
      return (locale === "nl" ? dutch.get(code) : null) ?? department?.name ?? code;
    },
  };
}

export async function deleteStatusValue(
  db: Database,
  upstream: ProductionApiClient,
  locale: Locale,
  value: number,
): Promise<void> {
  const t = getTranslator(locale);
  const { workflow, nameOf } = await departmentNames(db, upstream, locale);
  const status = `${value} ${displayStatus(workflow.statuses, value, locale).label}`;
  const users = workflow.departments.filter(
    (d) =>
      d.waitingValues.includes(value) ||
      d.startedValue === value ||
      d.doneValue === value ||
      d.onHoldValue === value,
  );
  if (users.length > 0) {
    const departments = names(
      users.map((d) => nameOf(d.departmentCode)),
      locale,
    );
    refuse(locale, t("deleteRefusals.statusInWorkflow", { status, departments }));
  }
  // The kept list of the stations: cheap, and patched at once by the app's own moves.
  const atStatus = await polygonsAtStatus(upstream, value);
  if (atStatus.size > 0)
    refuse(locale, t("deleteRefusals.statusOnPolygons", { status, count: atStatus.size }));
  await deleteStatus(db, value);
}

export async function deletePackageTypeInUse(
  upstream: ProductionApiClient,
  locale: Locale,
  id: number,
): Promise<void> {
  const t = getTranslator(locale);
  const [types, departments] = await Promise.all([upstream.package.getAll(), upstream.department.getAll()]);
  const type = types.find((p) => p.id === id);
  if (!type) throw new AppError("not_found", t("deleteRefusals.packageTypeGone"));
  const label = type.descriptions[locale] ?? type.descriptions.en ?? type.code;
  const packageType = `${type.code} (${label})`;
  const defaults = departments.filter((d) => d.defaultProductionPackageId === id);
  if (defaults.length > 0) {
    const users = names(
      defaults.map((d) => d.name),
      locale,
    );
    refuse(locale, t("deleteRefusals.packageTypeDefault", { packageType, departments: users }));
  }
  try {
    await upstream.package.delete({ id });
  } catch (error) {
    // Only the upstream knows the packages of a type: it refuses the delete while any is packed in it.
    if (error instanceof ProductionApiError && error.status === 409)
      refuse(locale, t("deleteRefusals.packageTypeOnPackages", { packageType }));
    throw error;
  }
}

export async function deleteDepartmentInUse(
  db: Database,
  upstream: ProductionApiClient,
  locale: Locale,
  id: number,
): Promise<void> {
  const t = getTranslator(locale);
  const department = await upstream.department.getById({ id });
  const name = `${department.code} (${department.name})`;
  const work = await workOfDepartment(upstream, id);
  if (work.size > 0)
    refuse(locale, t("deleteRefusals.departmentWork", { department: name, count: work.size }));
  const people = await db
    .select({ displayName: employees.displayName })
    .from(employees)
    .where(and(eq(employees.isActive, true), arrayContains(employees.departmentIds, [id])));
  const count = Math.max(people.length, department.employeeIds.length);
  if (count > 0) {
    const who =
      people.length > 0
        ? names(
            people.map((p) => p.displayName),
            locale,
          )
        : String(count);
    refuse(locale, t("deleteRefusals.departmentEmployees", { department: name, employees: who }));
  }
  await upstream.department.delete({ id });
}
