"use client";
// /admin/quality: the checklists per department and product type, each with
// its checks in order (a measurement ± mm of the order's width or drop, a
// yes/no, a photo); new, change, delete.
import { useLocale, useTranslations } from "next-intl";
import { AdminList, RecordHeading } from "@/components/ui/admin-list";
import { QueryGate } from "@/components/ui/query-gate";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import type { Check, Checklist } from "@/lib/quality/schemas";
import { useChecklists, useDeleteChecklist } from "../api/checklists";
import { ChecklistForm } from "./checklist-form";

export function ChecklistsAdmin() {
  const t = useTranslations("quality.admin");
  const tAdmin = useTranslations("admin");
  const locale = useLocale();
  const checklists = useChecklists();
  const departments = useDepartments();
  const nameOf = useDepartmentName();
  const remove = useDeleteChecklist();
  const departmentOf = (checklist: Checklist) => {
    const department = departments.data?.find((d) => d.id === checklist.productionDepartmentId);
    return department ? nameOf(department) : String(checklist.productionDepartmentId);
  };
  const nameOfList = (checklist: Checklist) =>
    `${departmentOf(checklist)} · ${checklist.productType ?? t("everyProductType")}`;
  const checkText = (check: Check) =>
    [
      locale === "nl" ? check.labelNl : check.labelEn,
      check.kind === "measurement"
        ? t("measurementFact", {
            measure: t(`measures.${check.measure ?? "width"}`),
            mm: check.toleranceMm ?? 0,
          })
        : t(`kinds.${check.kind}`),
      check.isRequired ? t("requiredFact") : t("optionalFact"),
    ].join(" · ");

  return (
    <QueryGate queries={[checklists]} loading={tAdmin("loading")} failed={tAdmin("loadFailed")}>
      {() => (
        <div className="flex flex-col gap-4">
          <p className="max-w-4xl text-lg">{t("intro")}</p>
          <AdminList
            newLabel={t("new")}
            listLabel={t("listLabel")}
            records={checklists.data?.checklists ?? []}
            keyOf={(checklist) => checklist.id}
            nameOf={nameOfList}
            remove={remove}
            renderForm={(checklist, done) => <ChecklistForm checklist={checklist} onDone={done} />}
            renderFacts={(checklist) => (
              <div className="flex flex-col gap-1 text-lg">
                <RecordHeading
                  name={departmentOf(checklist)}
                  detail={`– ${checklist.productType ?? t("everyProductType")}`}
                />
                {!checklist.isActive && <strong className="text-bad">{t("inactive")}</strong>}
                <ol className="list-decimal pl-6">
                  {[...checklist.checks]
                    .sort((a, b) => a.position - b.position)
                    .map((check) => (
                      <li key={check.id}>{checkText(check)}</li>
                    ))}
                </ol>
              </div>
            )}
          />
        </div>
      )}
    </QueryGate>
  );
}
