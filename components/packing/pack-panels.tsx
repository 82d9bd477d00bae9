"use client";
// What the packing station shows from the server's data: the undone polygon's
// reason question, "project complete", the pallet's tree and the product
// line's panel. Loaded after the page is shown, with react-query (deferred.tsx):
// the first paint, which must take a scan at once, needs none of it.
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { UndoReason } from "@/components/floor/undo-reason";
import type { PalletNode } from "@/lib/packing/pallet";
import { getQueryClient } from "@/lib/query/get-query-client";
import { usePalletTree } from "./api/pallet";
import { usePackingPolygon } from "./api/polygon";
import { PalletPanel } from "./pallet-panel";
import { PolygonPanel } from "./polygon-panel";

export type PackPanelsProps = {
  isPalletMode: boolean;
  polygonId: number | null;
  highlightId: number | null;
  palletId: number | null;
  /** The polygon whose scan was just undone, until the packer is done saying why. */
  undoneId: number | null;
  onUndoneDone: () => void;
  isTakingOff: boolean;
  onTakeOff: (node: PalletNode) => void;
  onFinishPallet: () => void;
};

export function PackPanels(props: PackPanelsProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Panels {...props} />
    </QueryClientProvider>
  );
}

function Panels(props: PackPanelsProps) {
  const t = useTranslations("packing");
  const polygon = usePackingPolygon(props.polygonId);
  const pallet = usePalletTree(props.palletId);
  return (
    <>
      {props.undoneId !== null && (
        <UndoReason key={props.undoneId} productionPolygonId={props.undoneId} onDone={props.onUndoneDone} />
      )}

      {props.polygonId !== null && polygon.data?.isProjectComplete && (
        <p role="status" className="bg-ok text-ok-fg rounded-xl p-5 text-3xl font-black">
          {t("projectComplete", { project: polygon.data.projectNumber ?? "" })}
        </p>
      )}

      {props.isPalletMode && (
        <PalletPanel
          pallet={pallet.data ?? null}
          isBusy={props.isTakingOff}
          onTakeOff={props.onTakeOff}
          onFinish={props.onFinishPallet}
        />
      )}

      {props.polygonId !== null &&
        (polygon.data ? (
          <PolygonPanel polygon={polygon.data} highlightId={props.highlightId} />
        ) : (
          <p className="text-xl">{polygon.isError ? t("polygon.loadFailed") : t("polygon.loading")}</p>
        ))}
    </>
  );
}
