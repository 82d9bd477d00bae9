// /pack/labels/pallet/[id] – a pallet's label for the browser's print dialog
// (the fallback of a packing station with no label printer): the content of
// the ZPL pallet label, composed from the packing feature's pallet tree.
import { notFound } from "next/navigation";
import { PalletLabelSheet } from "@/components/packing/pallet-label-sheet";
import { Forbidden } from "@/components/shell/forbidden";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { orNotFound } from "@/lib/http/page-data";
import { palletTree } from "@/lib/packing/pallet";
import { palletLabelOf } from "@/lib/printing/print-request";
import { upstreamFor } from "@/lib/route/upstream";

type Props = { params: Promise<{ id: string }> };

export const metadata = { title: "Pallet label – Shop floor" };

export default async function PalletLabelPage({ params }: Props) {
  const raw = (await params).id;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) notFound();
  const id = Number(raw);
  const employee = await requireEmployee(`/pack/labels/pallet/${id}`);
  if (!mayOpenScreen(employee, { kind: "pack" })) return <Forbidden locale={employee.locale} />;
  const tree = await orNotFound(palletTree(upstreamFor(employee), employee.locale, id));
  return <PalletLabelSheet locale={employee.locale} label={palletLabelOf(tree)} />;
}
