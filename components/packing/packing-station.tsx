"use client";
// The packing station: every scan of a package label packs it at once (or, in
// pallet mode, puts it on the chosen pallet), with a flash seen from two
// metres; the product line of the last scan with all its packages; a big
// "undo last scan"; the choice when several packages share a barcode.
import { startTransition, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { afterPaint } from "@/components/scan/after-paint";
import { CameraScanner } from "@/components/scan/camera-scanner";
import { useScanner, type ScanEvent } from "@/components/scan/scan-provider";
import { Button } from "@/components/ui/button";
import type { Candidate } from "@/lib/packing/find-packages";
import type { PalletNode, PalletScanResult } from "@/lib/packing/pallet";
import type { PackingPanel } from "@/lib/packing/polygon-view";
import { postPackScan, type PackScanInput } from "./api/pack-scan";
import { palletScan, type PalletScanInput } from "./api/pallet-scan";
import { takeOff } from "./api/take-off";
import {
  ChoiceDialog,
  OtherCustomerDialog,
  PackPanels,
  preloadDeferredParts,
  UndoConfirmDialog,
} from "./deferred";
import { ManualEntry } from "./manual-entry";
import { ModeSwitch, type Mode } from "./mode-switch";
import { usePackFeedback } from "./use-pack-feedback";
import { useUndoFlow } from "./use-undo-flow";

type Choice = { mode: Mode; barcode: string; candidates: Candidate[] };

/** The grey "saving" band only when the answer is slow; a quick answer goes straight to green. */
const pendingAfterMs = 400;

type OtherCustomerAnswer = Extract<PalletScanResult, { outcome: "other-customer" }>;

export function PackingStation() {
  const t = useTranslations("packing");
  const [mode, setMode] = useState<Mode>("pack");
  const [polygonId, setPolygonId] = useState<number | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [chosenPallet, setChosenPallet] = useState<{ id: number; barcode: string } | null>(null);
  const palletId = chosenPallet?.id ?? null;
  const [choice, setChoice] = useState<Choice | null>(null);
  const [otherCustomer, setOtherCustomer] = useState<{
    input: PalletScanInput;
    result: OtherCustomerAnswer;
  } | null>(null);

  const [isTakingOff, setIsTakingOff] = useState(false);
  const say = usePackFeedback();
  const undo = useUndoFlow(say, (undonePolygonId, undoneHighlightId) => {
    setPolygonId(undonePolygonId);
    setHighlightId(undoneHighlightId);
  });
  useEffect(preloadDeferredParts, []);

  /** After the flash: the answer's panel goes into the cache first, so the panel shows it without a fetch. */
  const showPanel = async (polygonToShow: number, packageId: number, panel: PackingPanel) => {
    (await import("./api/pack-cache")).cachePackingPanel(polygonToShow, panel);
    startTransition(() => {
      setPolygonId(polygonToShow);
      setHighlightId(packageId);
    });
  };

  const whileSaving = async <T,>(work: () => Promise<T>): Promise<T> => {
    const slow = setTimeout(say.pending, pendingAfterMs);
    try {
      return await work();
    } finally {
      clearTimeout(slow);
    }
  };

  const pack = async (input: PackScanInput) => {
    try {
      const result = await whileSaving(() => postPackScan(input));
      say.packScan(result);
      undo.noteScan(result.outcome === "already-packed");
      if (result.outcome === "choose")
        return setChoice({ mode: "pack", barcode: result.barcode, candidates: result.candidates });
      if (result.outcome === "packed" || result.outcome === "already-packed") {
        // After the flash: the band is painted first, the panel follows.
        const { package: packed, panel } = result;
        afterPaint(() => void showPanel(packed.productionPolygonId, packed.id, panel));
      }
    } catch (error) {
      say.failed(error);
    }
  };

  const putOnPallet = async (input: PalletScanInput) => {
    try {
      const result = await whileSaving(() => palletScan(input));
      say.palletScan(result, chosenPallet?.barcode ?? null);
      if (result.outcome === "choose")
        return setChoice({ mode: "pallet", barcode: result.barcode, candidates: result.candidates });
      if (result.outcome === "other-customer") return setOtherCustomer({ input, result });
      if (result.outcome === "pallet") {
        setChosenPallet({ id: result.pallet.id, barcode: result.pallet.barcode });
      }
    } catch (error) {
      say.failed(error, "pallet");
    }
  };

  const onBarcode = (barcode: string) => {
    setChoice(null);
    if (mode === "pack") return void pack({ barcode });
    void putOnPallet(palletId === null ? { barcode } : { palletId, barcode });
  };

  useScanner({
    accepts: ["package", "job-ticket"],
    onScan: (scan: ScanEvent) => {
      if (scan.kind === "job-ticket") {
        // Every scan replaces the band: a ticket says what it shows (the red of an earlier scan goes).
        say.ticket(scan.productionPolygonId);
        setPolygonId(scan.productionPolygonId);
        setHighlightId(null);
        return;
      }
      if (scan.kind === "package") onBarcode(scan.barcode);
    },
  });

  const onChoose = (candidate: Candidate) => {
    const chosen = choice;
    setChoice(null);
    if (chosen?.mode === "pallet") {
      void putOnPallet(
        palletId === null ? { polygonPackageId: candidate.id } : { palletId, polygonPackageId: candidate.id },
      );
    } else {
      void pack({ polygonPackageId: candidate.id });
    }
  };

  const onTakeOff = async (node: PalletNode) => {
    setIsTakingOff(true);
    try {
      await takeOff(node.id);
      say.takenOff(node.barcode);
    } catch (error) {
      say.failed(error);
    } finally {
      setIsTakingOff(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-4">
        <ModeSwitch mode={mode} onChange={setMode} />
        <Button
          variant="danger"
          className="min-h-16 px-8 text-2xl"
          disabled={undo.isPending}
          onClick={() => void undo.run()}
        >
          {undo.isPending ? t("undoing") : t("undo")}
        </Button>
        <CameraScanner />
      </div>
      <p className="text-xl">
        {mode === "pack"
          ? t("scanHint")
          : palletId === null
            ? t("palletHint")
            : t("palletHintWith", { barcode: chosenPallet?.barcode ?? "" })}
      </p>
      <ManualEntry onSubmit={onBarcode} />
      <PackPanels
        isPalletMode={mode === "pallet"}
        polygonId={polygonId}
        highlightId={highlightId}
        palletId={palletId}
        undoneId={undo.undoneId}
        onUndoneDone={undo.clearUndone}
        isTakingOff={isTakingOff}
        onTakeOff={(node) => void onTakeOff(node)}
        onFinishPallet={() => setChosenPallet(null)}
      />
      {polygonId === null && <p className="text-xl text-gray-800">{t("polygon.empty")}</p>}

      {undo.preview && (
        <UndoConfirmDialog
          preview={undo.preview}
          onCancel={undo.cancelPreview}
          onConfirm={undo.confirmPreview}
        />
      )}
      {otherCustomer && (
        <OtherCustomerDialog
          barcode={otherCustomer.result.barcode}
          customer={otherCustomer.result.customer}
          palletCustomers={otherCustomer.result.palletCustomers}
          onLoad={() => {
            setOtherCustomer(null);
            void putOnPallet({ ...otherCustomer.input, allowOtherCustomer: true });
          }}
          onKeepOff={() => setOtherCustomer(null)}
        />
      )}
      {choice && (
        <ChoiceDialog
          barcode={choice.barcode}
          candidates={choice.candidates}
          onChoose={onChoose}
          onCancel={() => setChoice(null)}
        />
      )}
    </div>
  );
}
