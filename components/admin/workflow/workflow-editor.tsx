"use client";
// /admin/workflow: the status catalogue and each department's workflow. Every
// department of the upstream gets a form, also one without a workflow yet.
import { useTranslations } from "next-intl";
import { useWorkflow } from "@/components/workflow/api/get-workflow";
import { Section } from "@/components/ui/section";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { DepartmentWorkflowForm } from "./department-workflow-form";
import { StatusForm } from "./status-form";

export function WorkflowEditor() {
  const t = useTranslations("workflowAdmin");
  const workflow = useWorkflow();
  const departments = useDepartments();
  if (workflow.isPending || departments.isPending) return <p className="text-xl">{t("loading")}</p>;
  if (workflow.error || departments.error)
    return (
      <p role="alert" className="text-bad text-xl font-semibold">
        {t("loadFailed")}
      </p>
    );
  const known = new Set(departments.data.map((d) => d.code.toUpperCase()));
  return (
    <div className="flex flex-col gap-8">
      <Section level={2} title={t("departmentsTitle")}>
        <p className="text-lg text-gray-800">{t("departmentsHint")}</p>
        {departments.data.map((d) => (
          <DepartmentWorkflowForm
            key={d.code}
            code={d.code.toUpperCase()}
            name={d.name}
            statuses={workflow.data.statuses}
            workflow={
              workflow.data.departments.find((w) => w.departmentCode === d.code.toUpperCase()) ?? null
            }
          />
        ))}
        {workflow.data.departments
          .filter((w) => !known.has(w.departmentCode))
          .map((w) => (
            <DepartmentWorkflowForm
              key={w.departmentCode}
              code={w.departmentCode}
              name={t("unknownDepartment")}
              statuses={workflow.data.statuses}
              workflow={w}
            />
          ))}
      </Section>
      <Section level={2} title={t("statusesTitle")}>
        {workflow.data.statuses.map((s) => (
          <StatusForm key={s.value} status={s} />
        ))}
        <StatusForm />
      </Section>
    </div>
  );
}
