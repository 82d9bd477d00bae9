// /pack/labels/polygon/[id] – the labels of one product line (or one package
// with ?package=), one 100 × 50 mm label per page for the label printer.
import { notFound } from "next/navigation";
import { LabelSheet } from "@/components/packing/label-sheet";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { upstreamFor } from "@/lib/route/upstream";
import { orNotFound } from "@/lib/http/page-data";
import { getTranslator } from "@/lib/i18n/messages";
import { loadProductNames } from "@/lib/workflow/product-names";
import { polygonLabels } from "@/lib/packing/labels";
import { getDatabase } from "@/lib/server/database";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ package?: string | string[] }> };

const positiveId = (raw: unknown) =>
  typeof raw === "string" && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

export default async function PolygonLabelsPage({ params, searchParams }: Props) {
  const id = positiveId((await params).id);
  if (id === null) notFound();
  const onlyPackage = positiveId((await searchParams).package);
  const employee = await requireEmployee(`/pack/labels/polygon/${id}`);
  if (!mayOpenScreen(employee, { kind: "pack" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const { title, labels } = await orNotFound(
    polygonLabels(upstreamFor(employee), await getDatabase(), employee.locale, id),
  );
  return (
    <LabelSheet
      locale={employee.locale}
      title={t("packing.labels.polygonTitle", {
        project: title.projectNumber ?? "?",
        line: title.lineNumber ?? "?",
      })}
      labels={
        onlyPackage === null ? labels : labels.filter((label) => label.polygonPackageId === onlyPackage)
      }
      productNames={await loadProductNames(await getDatabase())}
      format="label-printer"
    />
  );
}
