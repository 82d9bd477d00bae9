"use client";
// The words and colour of every station outcome, in the employee's language.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { ApiError } from "@/lib/http/fetch-json";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { AdvanceResult } from "./api/advance-polygon";

export function useStationFeedback(departmentName: string) {
  const t = useTranslations("station.feedback");
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const router = useRouter();
  return {
    moved(result: AdvanceResult) {
      const polygon = ticketCode(result.productionPolygonId);
      feedback.show({
        tone: "success",
        title: result.step === "start" ? t("started", { polygon }) : t("done", { polygon }),
        detail: t("movedDetail", { department: departmentName }),
      });
    },
    problemReported(polygonId: number) {
      feedback.show({
        tone: "warning",
        title: t("onHold", { polygon: ticketCode(polygonId) }),
        detail: t("onHoldDetail"),
      });
    },
    failed(polygonId: number, error: unknown) {
      const polygon = ticketCode(polygonId);
      if (isQueued(error)) return;
      if (!(error instanceof ApiError))
        return feedback.show({ tone: "error", title: t("failed"), detail: t("offline") });
      // Done for a line whose pieces are on the Cut list: the cutter is sent there (lib/cutting/cut-list/pieces-on-cut-list.ts).
      const { cutListHref } = error.problem;
      if (error.status === 409 && typeof cutListHref === "string" && cutListHref.startsWith("/stations/")) {
        feedback.show({
          tone: "error",
          title: error.problem.title ?? t("failed"),
          detail: error.problem.detail,
        });
        return router.push(cutListHref);
      }
      if (error.status === 409)
        return feedback.show({
          tone: "error",
          title: t("notHere", { polygon, department: departmentName }),
          detail: error.problem.detail,
        });
      if (error.status === 404) return feedback.show({ tone: "error", title: t("unknown", { polygon }) });
      if (error.status === 403) return feedback.show({ tone: "error", title: t("forbidden") });
      feedback.show({ tone: "error", title: t("failed"), detail: error.problem.title });
    },
  };
}
