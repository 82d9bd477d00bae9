// /projects/[productionProjectId] – one production project: its lines, status, history, export.
import { notFound } from "next/navigation";
import { Forbidden } from "@/components/shell/forbidden";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";

export default async function ProjectPage({ params }: { params: Promise<{ productionProjectId: string }> }) {
  const { productionProjectId: raw } = await params;
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) notFound();
  const employee = await requireEmployee(`/projects/${id}`);
  if (!mayOpenScreen(employee, { kind: "projects" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return (
    <ScreenHeader
      title={t("screens.projects.title", { id })}
      description={t("screens.projects.description")}
    />
  );
}
