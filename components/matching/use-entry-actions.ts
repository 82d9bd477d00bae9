"use client";
// The four things a matcher does to an entry, each with its feedback band:
// green when it is saved, red with the reason when it is not.
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { shrinkPhoto } from "@/components/ui/shrink-photo";
import { ApiError } from "@/lib/http/fetch-json";
import type { ScannedLabel } from "@/lib/polygons/material-lots";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { MatchingPolygonProjectMaterial } from "@/lib/production-api/schemas";
import { useSetDefect } from "./api/set-defect";
import { useUploadDefectPhoto } from "./api/upload-defect-photo";
import { useSetMatched } from "./api/set-matched";

export type EntryActions = ReturnType<typeof useEntryActions>;
/** `name`: the line as every screen names it; the job code alone when the caller does not know the line. */
type Entry = Pick<MatchingPolygonProjectMaterial, "id" | "productionPolygonId"> & { name?: string };
/** A reason code chosen at the screen, counted on the entry's polygon (lib/reasons). */
type ReasonChoice = { reasonId: number; reasonRemark?: string };

export function useEntryActions() {
  const t = useTranslations("matching");
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const setMatched = useSetMatched();
  const setDefect = useSetDefect();
  const uploadPhoto = useUploadDefectPhoto();

  const run = async (work: () => Promise<unknown>, title: string): Promise<boolean> => {
    try {
      await work();
      feedback.show({ tone: "success", title });
      return true;
    } catch (error) {
      // Kept on the tablet: said in blue, and the form closes as after a save.
      if (isQueued(error)) return true;
      const detail = error instanceof ApiError ? (error.problem.detail ?? error.problem.title) : undefined;
      feedback.show({ tone: "error", title: t("saveFailed"), detail: detail ?? t("tryAgain") });
      return false;
    }
  };

  return {
    isBusy: setMatched.isPending || setDefect.isPending || uploadPhoto.isPending,
    /** label: the roll's GS1 label when the matcher scanned one; its lot is kept with the match. */
    match: ({ id, productionPolygonId, name }: Entry, label?: ScannedLabel | null) =>
      run(
        () =>
          setMatched.mutateAsync({ id, productionPolygonId, isMatched: true, ...(label ? { label } : {}) }),
        label?.lot
          ? t("feedback.matchedLot", { polygon: name ?? ticketCode(productionPolygonId), lot: label.lot })
          : t("feedback.matched", { polygon: name ?? ticketCode(productionPolygonId) }),
      ),
    unmatch: ({ id, productionPolygonId, name }: Entry, reason: string, choice?: ReasonChoice) =>
      run(
        () => setMatched.mutateAsync({ id, productionPolygonId, isMatched: false, reason, ...choice }),
        t("feedback.unmatched", { polygon: name ?? ticketCode(productionPolygonId) }),
      ),
    /** The defect first (it is what matters); then its photo, whose failure is said but undoes nothing. */
    reportDefect: async (
      { id, productionPolygonId, name }: Entry,
      remark: string,
      photo: File | null,
      choice?: ReasonChoice,
    ) => {
      const isSaved = await run(
        () => setDefect.mutateAsync({ id, productionPolygonId, hasDefect: true, remark, ...choice }),
        t("feedback.defect", { polygon: name ?? ticketCode(productionPolygonId) }),
      );
      if (isSaved && photo) {
        try {
          await uploadPhoto.mutateAsync({ id, photo: await shrinkPhoto(photo) });
        } catch {
          feedback.show({ tone: "warning", title: t("feedback.photoFailed") });
        }
      }
      return isSaved;
    },
    repair: ({ id, productionPolygonId, name }: Entry) =>
      run(
        () => setDefect.mutateAsync({ id, productionPolygonId, hasDefect: false }),
        t("feedback.repaired", { polygon: name ?? ticketCode(productionPolygonId) }),
      ),
  };
}
