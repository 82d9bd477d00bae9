"use client";
// What a scan does on the cutter's screen: a roll's label (its own ROL- code or
// the supplier's GS1 label) is checked against the roll chosen from the plan,
// green when right, red with the reason when not; a job ticket then records
// that line's cut on the confirmed roll (docs/cutting.md, "The cutter's screen").
// Another roll of the fabric and an allowed lot is accepted in the planned
// roll's place; a supplier's label that fits several rolls asks which one.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScanner } from "@/components/scan/scan-provider";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import type { CutListRoll, RollCheck } from "@/lib/cutting/cut-list/schemas";
import { ApiError } from "@/lib/http/fetch-json";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { useCheckRoll } from "./api/check-roll";
import { useCutPiece } from "./api/cut-piece";

/** `plannedCode`: the planned roll it stands in for ("Use another roll"); null: it is the planned roll. */
export type ConfirmedRoll = {
  rollId: number;
  code: string;
  place: string | null;
  lengthLeftMm: number;
  plannedCode: string | null;
};
export type Choosing = { reason: string; candidates: RollCheck["candidates"] };
export type RollVerdict = { rollId: number; isRight: boolean; reason: string };

const ownRollCode = /^ROL-\d{6,10}$/i;

export function useCutListScans({
  departmentId,
  target,
  isPaused,
}: {
  departmentId: number;
  /** The roll a label scan is checked against: the one chosen, else the plan's first. */
  target: CutListRoll | null;
  isPaused: boolean;
}) {
  const t = useTranslations("cutList.feedback");
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const check = useCheckRoll(departmentId);
  const cut = useCutPiece(departmentId);
  const [confirmed, setConfirmed] = useState<ConfirmedRoll | null>(null);
  const [verdict, setVerdict] = useState<RollVerdict | null>(null);
  const [choosing, setChoosing] = useState<Choosing | null>(null);

  const failed = (error: unknown, title: string) => {
    if (isQueued(error)) return;
    const detail = error instanceof ApiError ? (error.problem.detail ?? error.problem.title) : undefined;
    feedback.show({ tone: "error", title, detail });
    return detail;
  };

  const onRollLabel = (code: string) => {
    if (!target) return feedback.show({ tone: "error", title: t("pickRoll"), detail: t("pickRollDetail") });
    const roll = target;
    check.mutate(
      { rollId: roll.rollId, code },
      {
        onSuccess: (answer) => {
          setVerdict({ rollId: roll.rollId, isRight: answer.isRight, reason: answer.reason });
          if (answer.verdict === "choose") {
            setConfirmed(null);
            setChoosing({ reason: answer.reason, candidates: answer.candidates });
            return feedback.show({ tone: "info", title: t("chooseRoll"), detail: answer.reason });
          }
          const standIn = answer.roll;
          setConfirmed(
            answer.isRight && standIn
              ? {
                  rollId: standIn.rollId,
                  code: standIn.code,
                  place: standIn.place,
                  lengthLeftMm: standIn.lengthLeftMm,
                  plannedCode: standIn.rollId === roll.rollId ? null : roll.code,
                }
              : null,
          );
          const title =
            answer.verdict === "right"
              ? t("rightRoll")
              : answer.verdict === "another-roll"
                ? t("anotherRoll")
                : t("wrongRoll");
          feedback.show({ tone: answer.isRight ? "success" : "error", title, detail: answer.reason });
        },
        onError: (error) => {
          const reason = failed(error, t("notARoll"));
          if (reason) setVerdict({ rollId: roll.rollId, isRight: false, reason });
        },
      },
    );
  };

  const onTicket = (productionPolygonId: number) => {
    if (!confirmed)
      return feedback.show({ tone: "error", title: t("scanRollFirst"), detail: t("scanRollFirstDetail") });
    const ticket = ticketCode(productionPolygonId);
    cut.mutate(
      { rollId: confirmed.rollId, productionPolygonId },
      {
        onSuccess: (answer) => {
          setConfirmed({ ...confirmed, lengthLeftMm: answer.roll.lengthLeftMm });
          const of = { ticket, number: answer.pieceNumber, count: answer.pieceCount };
          const isDone = answer.steps.includes("finish");
          feedback.show({
            tone: "success",
            title:
              answer.pieceCount > 1
                ? t(isDone ? "cutDoneOf" : "cutOf", of)
                : isDone
                  ? t("cutDone", { ticket })
                  : t("cut", { ticket }),
            detail: t("cutDetail", {
              taken: answer.cut.takenMm,
              roll: confirmed.code,
              left: answer.roll.lengthLeftMm,
            }),
          });
        },
        onError: (error) => void failed(error, t("failed")),
      },
    );
  };

  useScanner({
    accepts: ["package", "material", "job-ticket"],
    enabled: !isPaused && choosing === null,
    onScan: (scan) => {
      if (scan.kind === "job-ticket") return onTicket(scan.productionPolygonId);
      if (scan.kind === "material" || ownRollCode.test(scan.code.trim())) return onRollLabel(scan.code);
      feedback.show({ tone: "error", title: t("notARoll"), detail: scan.code });
    },
  });

  return {
    confirmed,
    verdict,
    choosing,
    /** The cutter chose one of the rolls a supplier's label fits: checked as that roll's own code. */
    choose: (code: string) => {
      setChoosing(null);
      onRollLabel(code);
    },
    cancelChoosing: () => setChoosing(null),
    isCutting: cut.isPending,
    /** After the end of the roll, or when another roll is chosen: nothing is confirmed. */
    reset: () => {
      setConfirmed(null);
      setVerdict(null);
      setChoosing(null);
    },
  };
}
