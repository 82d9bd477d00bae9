"use client";
// Pallet mode's tree: the pallet and what is on it, each package with a
// "take off" button, and the pallet's label printed on the station's printer
// with no dialog (the browser's print page when the station has none).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { stationOf, usePrint } from "@/components/floor/api/print";
import { DirectPrintButton } from "@/components/floor/direct-print-button";
import { PrintProgress } from "@/components/floor/print-progress";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { Button } from "@/components/ui/button";
import type { PalletNode } from "@/lib/packing/pallet";

type PalletPanelProps = {
  pallet: PalletNode | null;
  onTakeOff: (node: PalletNode) => void;
  onFinish: () => void;
  isBusy: boolean;
};

function NodeItem({
  node,
  onTakeOff,
  isBusy,
}: {
  node: PalletNode;
  onTakeOff: (node: PalletNode) => void;
  isBusy: boolean;
}) {
  const t = useTranslations("packing.pallet");
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border-2 border-gray-400 px-4 py-2 text-lg">
        <span className="font-mono font-bold">{node.barcode}</span>
        <span>{node.packageType}</span>
        {node.projectNumber && (
          <span>{t("line", { project: node.projectNumber, line: node.lineNumber ?? "?" })}</span>
        )}
        <Button
          variant="secondary"
          className="ml-auto"
          disabled={isBusy}
          aria-label={t("takeOffLabel", { barcode: node.barcode })}
          onClick={() => onTakeOff(node)}
        >
          {t("takeOff")}
        </Button>
      </div>
      {node.children.length > 0 && (
        <ul className="ml-8 flex flex-col gap-2">
          {node.children.map((child) => (
            <NodeItem key={child.id} node={child} onTakeOff={onTakeOff} isBusy={isBusy} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function PalletPanel({ pallet, onTakeOff, onFinish, isBusy }: PalletPanelProps) {
  const t = useTranslations("packing.pallet");
  const settings = useScannerSettings();
  const printAtOnce = usePrint();
  const [finished, setFinished] = useState<string | null>(null);
  // A finished pallet prints its label at once when this device is set to (no printer: the button stays).
  const finish = (done: PalletNode) => {
    if (settings.printNewPackageLabel) {
      setFinished(done.barcode);
      printAtOnce.mutate({ target: { kind: "pallet", polygonPackageId: done.id }, ...stationOf(settings) });
    }
    onFinish();
  };
  return (
    <section aria-labelledby="pallet-title" className="border-ink rounded-xl border-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="pallet-title" className="text-2xl font-bold">
          {t("title")}
          {pallet ? ` ${pallet.barcode}` : ""}
        </h2>
        {pallet && (
          <span className="ml-auto flex flex-wrap items-center gap-3">
            <DirectPrintButton
              label={t("printLabel")}
              target={{ kind: "pallet", polygonPackageId: pallet.id }}
              fallbackHref={`/pack/labels/pallet/${pallet.id}`}
            />
            <Button variant="secondary" onClick={() => finish(pallet)}>
              {t("done")}
            </Button>
          </span>
        )}
      </div>
      {!pallet && <p className="mt-2 text-xl">{t("none")}</p>}
      <p role="status" className="text-lg font-semibold empty:hidden">
        {!pallet && finished && printAtOnce.isSuccess ? (
          <>
            {t("finishedPrinted", { barcode: finished })}{" "}
            <PrintProgress key={printAtOnce.data.job.id} answer={printAtOnce.data} />
          </>
        ) : (
          ""
        )}
      </p>
      {pallet && pallet.children.length === 0 && <p className="mt-2 text-xl">{t("empty")}</p>}
      {pallet && pallet.children.length > 0 && (
        <ul aria-label={t("title")} className="mt-3 flex flex-col gap-2">
          {pallet.children.map((child) => (
            <NodeItem key={child.id} node={child} onTakeOff={onTakeOff} isBusy={isBusy} />
          ))}
        </ul>
      )}
    </section>
  );
}
