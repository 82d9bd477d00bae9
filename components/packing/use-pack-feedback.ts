"use client";
// The words, colour and sound of every packing outcome, in the employee's language.
import { useFormatter, useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { ApiError } from "@/lib/http/api-error";
import type { NotOnePackage } from "@/lib/packing/find-packages";
import type { PalletScanResult } from "@/lib/packing/pallet";
import type { PackScanResult } from "@/lib/packing/scan";
import type { UndoResult } from "@/lib/packing/undo";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { PackSay } from "./pallet-feedback";

/** The pallet's and the undo's words (pallet-feedback.ts), loaded when the page is idle. */
const loadMore = () => import("./pallet-feedback");

export function usePackFeedback() {
  const t = useTranslations("packing.feedback");
  const tUndo = useTranslations("packUndo");
  const format = useFormatter();
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const when = (iso: string) => format.dateTime(new Date(iso), "weekdayMoment");

  /** A scan that named no package (red) or several (orange: the packer chooses). */
  const notOnePackage = (result: NotOnePackage) =>
    result.outcome === "unknown"
      ? feedback.show({
          tone: "error",
          title: t("unknown"),
          detail: t("unknownDetail", { barcode: result.barcode }),
        })
      : feedback.show({
          tone: "warning",
          title: t("choose"),
          detail: t("chooseDetail", { count: result.candidates.length, barcode: result.barcode }),
        });

  const say: PackSay = { feedback, t, tUndo, notOnePackage };

  return {
    pending: () => feedback.show({ tone: "pending", title: t("slow") }),

    packScan(result: PackScanResult) {
      switch (result.outcome) {
        case "packed": {
          const { package: pkg } = result;
          const details = [t("packedDetail", { barcode: pkg.barcode, number: pkg.number, of: pkg.of })];
          if (result.isPolygonPacked) details.push(t("lineDone"));
          return feedback.show({ tone: "success", title: t("packed"), detail: details.join(". ") });
        }
        case "already-packed":
          return feedback.show({
            tone: "warning",
            title: t("alreadyPacked"),
            detail: result.packedBy
              ? t("alreadyPackedBy", { when: when(result.packedAt), who: result.packedBy })
              : t("alreadyPackedWhen", { when: when(result.packedAt) }),
          });
        case "unknown":
        case "choose":
          return notOnePackage(result);
      }
    },

    palletScan(result: PalletScanResult, palletBarcode: string | null) {
      void loadMore().then((more) => more.showPalletScan(say, result, palletBarcode));
    },

    undone(result: UndoResult) {
      void loadMore().then((more) => more.showUndone(say, result));
    },

    /** A job ticket shows its line's packages: said in its own plain band, so no earlier band stays on top. */
    ticket(polygonId: number) {
      feedback.show({
        tone: "info",
        title: t("jobTicket", { id: ticketCode(polygonId) }),
        detail: t("jobTicketDetail"),
      });
    },

    takenOff(barcode: string) {
      feedback.show({ tone: "success", title: t("takenOff"), detail: t("takenOffDetail", { barcode }) });
    },

    failed(error: unknown, context: "scan" | "pallet" | "undo" = "scan") {
      if (isQueued(error)) return;
      if (error instanceof ApiError) {
        if (context === "undo" && error.status === 404)
          return feedback.show({ tone: "warning", title: t("nothingToUndo") });
        // Pallet refusals (not a pallet, another customer, a cycle) come worded in the packer's language.
        if (context === "pallet" && error.status === 409)
          return feedback.show({
            tone: "error",
            title: error.problem.title ?? t("cycle"),
            detail: error.problem.detail ?? t("cycleDetail"),
          });
        const reason = [error.problem.title, error.problem.detail].filter(Boolean).join(": ");
        return feedback.show({ tone: "error", title: t("failed"), detail: t("failedDetail", { reason }) });
      }
      feedback.show({ tone: "error", title: t("failed"), detail: t("offline") });
    },
  };
}
