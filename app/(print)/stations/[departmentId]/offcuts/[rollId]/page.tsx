// /stations/[departmentId]/offcuts/[rollId] – an offcut's label for the browser's print dialog (the fallback of a cutting station with no label printer, or one that cannot be reached): the content of the ZPL offcut label, on the packing labels' 100 × 50 mm face.
import { notFound } from "next/navigation";
import { OffcutLabelHeader } from "@/components/cutting/offcut-label-header";
import { LabelFace, paperOnly } from "@/components/packing/label-face";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { offcutLabelOf } from "@/lib/cutting/rolls/offcuts";
import { findRoll } from "@/lib/cutting/rolls/rolls-store";
import { orNotFound } from "@/lib/http/page-data";
import { getTranslator } from "@/lib/i18n/messages";
import { appDatabase } from "@/lib/server/app-database";

type Props = { params: Promise<{ departmentId: string; rollId: string }> };

export const metadata = { title: "Offcut label – Shop floor" };

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export default async function OffcutLabelPage({ params }: Props) {
  const raw = await params;
  const departmentId = idOf(raw.departmentId);
  const rollId = idOf(raw.rollId);
  if (departmentId === null || rollId === null) notFound();
  const employee = await requireEmployee(`/stations/${departmentId}/offcuts/${rollId}`);
  if (!mayOpenScreen(employee, { kind: "station", departmentId }))
    return <Forbidden locale={employee.locale} />;
  const roll = await orNotFound(findRoll(await appDatabase(), rollId));
  if (!roll.isOffcut) notFound();
  const label = offcutLabelOf(roll);
  const t = getTranslator(employee.locale);
  const title = t("cutList.offcutPage.title", { code: label.barcode });
  const size = t("cutting.offcutLabel.size", { width: label.widthMm, length: label.lengthMm });
  const lot = label.lot ? t("cutting.offcutLabel.lot", { lot: label.lot }) : "";
  return (
    <>
      <style>{`@page { size: 100mm 50mm; margin: 0; } ${paperOnly}`}</style>
      <OffcutLabelHeader
        title={title}
        back={{ label: t("cutList.offcutPage.back"), href: `/stations/${departmentId}/cut-list` }}
        printLabel={t("cutList.offcutPage.print")}
      />
      <LabelFace
        name={title}
        heading={t("cutting.offcutLabel.title")}
        count={label.place ?? ""}
        firstLine={`${label.material} · ${label.materialCode}`}
        secondLine={[size, lot].filter(Boolean).join(" · ")}
        barcode={label.barcode}
      />
    </>
  );
}
