// /pack/labels – the demo label sheet: barcodes of unpacked demo packages to
// try the packing station with a real scanner or a phone camera (demo data only).
import { notFound } from "next/navigation";
import { LabelSheet } from "@/components/packing/label-sheet";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { isDemoDatabase } from "@/lib/auth/demo-employees";
import { mayOpenScreen } from "@/lib/auth/screens";
import { upstreamFor } from "@/lib/route/upstream";
import { getTranslator } from "@/lib/i18n/messages";
import { loadProductNames } from "@/lib/workflow/product-names";
import { unpackedLabels } from "@/lib/packing/labels";
import { getDatabase } from "@/lib/server/database";

export const metadata = { title: "Demo labels – Shop floor" };

export default async function DemoLabelsPage() {
  const employee = await requireEmployee("/pack/labels");
  if (!mayOpenScreen(employee, { kind: "pack" })) return <Forbidden locale={employee.locale} />;
  if (!(await isDemoDatabase(await getDatabase()))) notFound();
  const t = getTranslator(employee.locale);
  const labels = await unpackedLabels(upstreamFor(employee), employee.locale, { limit: 60 });
  return (
    <LabelSheet
      locale={employee.locale}
      title={t("packing.labels.demoTitle")}
      intro={t("packing.labels.demoIntro")}
      labels={labels}
      productNames={await loadProductNames(await getDatabase())}
      format="a4"
    />
  );
}
