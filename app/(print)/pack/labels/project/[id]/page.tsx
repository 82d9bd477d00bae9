// /pack/labels/project/[id] – every package label of a production project on A4 sheets.
import { notFound } from "next/navigation";
import { LabelSheet } from "@/components/packing/label-sheet";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { upstreamFor } from "@/lib/route/upstream";
import { orNotFound } from "@/lib/http/page-data";
import { getTranslator } from "@/lib/i18n/messages";
import { getDatabase } from "@/lib/server/database";
import { loadProductNames } from "@/lib/workflow/product-names";
import { projectLabels } from "@/lib/packing/labels";

export default async function ProjectLabelsPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) notFound();
  const id = Number(raw);
  const employee = await requireEmployee(`/pack/labels/project/${id}`);
  if (!mayOpenScreen(employee, { kind: "pack" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const { project, labels } = await orNotFound(projectLabels(upstreamFor(employee), employee.locale, id));
  return (
    <LabelSheet
      locale={employee.locale}
      title={t("packing.labels.projectTitle", { project: project.projectNumber ?? String(id) })}
      labels={labels}
      productNames={await loadProductNames(await getDatabase())}
      format="a4"
    />
  );
}
