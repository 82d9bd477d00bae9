"use client";
// Pallet mode's tree: the pallet and what is on it, each package with a
// "take off" button.
import { useTranslations } from "next-intl";
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
  return (
    <section aria-labelledby="pallet-title" className="border-ink rounded-xl border-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="pallet-title" className="text-2xl font-bold">
          {t("title")}
          {pallet ? ` ${pallet.barcode}` : ""}
        </h2>
        {pallet && (
          <Button variant="secondary" className="ml-auto" onClick={onFinish}>
            {t("done")}
          </Button>
        )}
      </div>
      {!pallet && <p className="mt-2 text-xl">{t("none")}</p>}
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
