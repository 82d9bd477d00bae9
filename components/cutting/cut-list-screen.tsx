"use client";
// The cutter's screen at a cutting station: the department's cut plan roll by
// roll. The cutter chooses a roll (the plan's first by default), scans its
// label to confirm it, scans each piece's job ticket as it is cut, and at the
// end of the roll says what is left: an offcut with its label (on the
// station's printer, else from the browser), or waste. A way out of every
// roll: another roll of the fabric and lot, or the roll set aside as missing
// or damaged (docs/cutting.md, "A way out").
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/http/fetch-json";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { useCutList } from "./api/get-cut-list";
import { useCutListLive } from "./api/use-cut-list-live";
import { useLeaveLeftover, type LeftoverAnswer } from "./api/leave-leftover";
import { useSetRollAside } from "./api/set-roll-aside";
import { ChooseRollDialog } from "./choose-roll-dialog";
import { CutSizesDiffer, MoreLines, TakesList } from "./cut-list-notes";
import { LeftoverDialog } from "./leftover-dialog";
import { LeftoverOutcome } from "./leftover-outcome";
import { RollCard } from "./roll-card";
import { SetAsideDialog, type SetAsideReason } from "./set-aside-dialog";
import { SideBySideNote } from "./side-by-side-note";
import { useCutListScans } from "./use-cut-list-scans";
import { usePlanUpdated } from "./use-plan-updated";

const metres = (mm: number) => (mm / 1000).toFixed(1);

export function CutListScreen({
  departmentId,
  offcutMinMm,
  isSideBySideAllowed = true,
}: {
  departmentId: number;
  offcutMinMm: number;
  /** The cutting table's setting (CUT_SIDE_BY_SIDE): what the line on side by side says. */
  isSideBySideAllowed?: boolean;
}) {
  const t = useTranslations("cutList");
  const list = useCutList(departmentId);
  useCutListLive(departmentId);
  const isPlanUpdated = usePlanUpdated(list.data?.planKey);
  const leftover = useLeaveLeftover(departmentId);
  const settings = useScannerSettings();
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const [ended, setEnded] = useState<{ answer: LeftoverAnswer; wasteMm: number } | null>(null);
  const [settingAside, setSettingAside] = useState<SetAsideReason | null>(null);
  const setAside = useSetRollAside(departmentId);

  const rolls = list.data?.fabrics.flatMap((f) => f.rolls) ?? [];
  const target =
    rolls.find((r) => r.rollId === chosenId) ?? (chosenId === null ? rolls[0] : undefined) ?? null;
  const scans = useCutListScans({ departmentId, target, isPaused: isLeaving || settingAside !== null });
  const { confirmed, verdict } = scans;

  const fabricOf = (rollId: number) => {
    const fabric = list.data?.fabrics.find((f) => f.rolls.some((r) => r.rollId === rollId));
    return fabric?.materialName ?? fabric?.materialCode ?? "";
  };
  const saveAside = (input: { note: string; goodLengthMm?: number }) => {
    if (!target || !settingAside) return;
    const { rollId, code } = target;
    const fabric = fabricOf(rollId);
    setAside.mutate(
      { rollId, rollCode: code, reason: settingAside, ...input },
      {
        onSuccess: () => {
          setSettingAside(null);
          scans.reset();
          setChosenId(null);
          feedback.show({
            tone: "info",
            title: t("feedback.setAside"),
            detail: t("setAside.done", { code, fabric }),
          });
        },
        onError: (error) => {
          setSettingAside(null);
          if (isQueued(error)) return;
          const detail = error instanceof ApiError ? error.problem.detail : undefined;
          feedback.show({ tone: "error", title: t("feedback.failed"), detail });
        },
      },
    );
  };

  const leave = (lengthMm: number | undefined, options: { confirmed?: boolean; place?: string }) => {
    if (!confirmed) return;
    const input = { rollId: confirmed.rollId, rollCode: confirmed.code, lengthMm, ...options };
    leftover.mutate(
      { ...input, device: settings.deviceName || null, printerId: settings.printerId },
      {
        onSuccess: (answer) => {
          setLeaving(false);
          // What the roll had left beyond the leftover is waste too.
          setEnded({ answer, wasteMm: (lengthMm ?? confirmed.lengthLeftMm) + answer.shortfallMm });
          scans.reset();
          setChosenId(null);
        },
        onError: (error) => {
          setLeaving(false);
          if (isQueued(error)) return;
          const detail = error instanceof ApiError ? error.problem.detail : undefined;
          feedback.show({ tone: "error", title: t("feedback.failed"), detail });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {confirmed && (
        <section
          aria-label={t("confirmedRoll", { code: confirmed.code })}
          className="border-ok flex flex-wrap items-center gap-4 rounded-xl border-4 bg-green-50 p-4"
        >
          <h2 className="text-2xl font-bold">
            {confirmed.plannedCode
              ? t("standingIn", { code: confirmed.code, planned: confirmed.plannedCode })
              : t("confirmedRoll", { code: confirmed.code })}
          </h2>
          <p className="text-xl">{t("lengthLeft", { length: confirmed.lengthLeftMm })}</p>
          {!rolls.some((r) => r.rollId === confirmed.rollId) && !list.isFetching && (
            <p className="text-xl font-semibold">{t("nothingLeftHere")}</p>
          )}
          <Button className="ml-auto" onClick={() => setLeaving(true)}>
            {t("endRoll")}
          </Button>
        </section>
      )}
      {ended && (
        <LeftoverOutcome
          key={ended.answer.roll.id}
          departmentId={departmentId}
          answer={ended.answer}
          wasteMm={ended.wasteMm}
        />
      )}
      {isPlanUpdated && (
        <p role="status" className="rounded-xl border-2 border-blue-700 bg-blue-50 p-3 text-xl font-semibold">
          {t("planUpdated")}
        </p>
      )}
      {list.isPending && <p className="text-xl">{t("loading")}</p>}
      {list.error && (
        <p role="alert" className="text-bad text-xl font-semibold">
          {t("loadFailed")}
        </p>
      )}
      {list.data && list.data.fabrics.every((f) => f.rolls.length === 0) && (
        <p className="text-xl">{t("empty")}</p>
      )}
      {list.data?.fabrics
        .filter(
          (fabric) =>
            fabric.rolls.length > 0 || fabric.unplanned.length > 0 || fabric.cutSizesDiffer.length > 0,
        )
        .map((fabric) => {
          const name = fabric.materialName ?? (fabric.materialCode || "—");
          return (
            <section key={fabric.materialCode} aria-label={name} className="flex flex-col gap-3">
              <h2 className="text-2xl font-bold">
                {fabric.materialCode ? t("fabric", { name, code: fabric.materialCode }) : t("unplannedLabel")}
              </h2>
              {fabric.rolls.length > 0 && (
                <p className="text-lg">
                  {t("usedAgainstBound", { used: metres(fabric.usedMm), bound: metres(fabric.lowerBoundMm) })}
                </p>
              )}
              <SideBySideNote rolls={fabric.rolls} isAllowed={isSideBySideAllowed} />
              <ul aria-label={t("rollsLabel", { name })} className="flex flex-col gap-3">
                {fabric.rolls.map((roll) => (
                  <RollCard
                    key={roll.rollId}
                    roll={roll}
                    state={
                      confirmed?.rollId === roll.rollId
                        ? "confirmed"
                        : target?.rollId === roll.rollId
                          ? "selected"
                          : "idle"
                    }
                    verdict={verdict?.rollId === roll.rollId ? verdict : null}
                    onSelect={() => {
                      scans.reset();
                      setChosenId(roll.rollId);
                    }}
                    onSetAside={setSettingAside}
                  />
                ))}
              </ul>
              {fabric.hidden.rolls > 0 && (
                <p className="text-lg">
                  {t("moreRolls", { cuts: fabric.hidden.cuts, rolls: fabric.hidden.rolls })}
                </p>
              )}
              {fabric.unplanned.length > 0 && (
                <ul aria-label={t("unplannedLabel")} className="text-lg">
                  {fabric.unplanned.map((u) => (
                    <li key={u.productionPolygonId}>
                      {t("unplanned", { ticket: ticketCode(u.productionPolygonId), reason: u.reason })}
                    </li>
                  ))}
                  <MoreLines count={fabric.hidden.unplanned} />
                </ul>
              )}
              <CutSizesDiffer fabric={fabric} name={name} />
            </section>
          );
        })}
      {list.data && <TakesList takes={list.data.takes} hiddenCount={list.data.hiddenTakes} />}
      {scans.choosing && (
        <ChooseRollDialog
          reason={scans.choosing.reason}
          candidates={scans.choosing.candidates}
          onChoose={scans.choose}
          onClose={scans.cancelChoosing}
        />
      )}
      {settingAside && target && (
        <SetAsideDialog
          code={target.code}
          reason={settingAside}
          lengthLeftMm={target.lengthLeftMm}
          isBusy={setAside.isPending}
          onSave={saveAside}
          onClose={() => setSettingAside(null)}
        />
      )}
      {isLeaving && confirmed && (
        <LeftoverDialog
          code={confirmed.code}
          place={confirmed.place}
          plannedRestMm={confirmed.lengthLeftMm}
          offcutMinMm={offcutMinMm}
          isBusy={leftover.isPending}
          onLeave={leave}
          onClose={() => setLeaving(false)}
        />
      )}
    </div>
  );
}
