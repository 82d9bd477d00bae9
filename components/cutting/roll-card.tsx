"use client";
// One roll of the cut list: what it is and where it lies, and its cuts in
// order along the roll with the marks the cutter measures from its start.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CutListRoll } from "@/lib/cutting/cut-list/schemas";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { ColumnHeads } from "@/components/ui/column-heads";

export type RollState = "idle" | "selected" | "confirmed";

export function RollCard({
  roll,
  state,
  verdict,
  onSelect,
  onSetAside,
}: {
  roll: CutListRoll;
  state: RollState;
  /** The last label scanned for this roll: red with its reason when wrong. */
  verdict: { isRight: boolean; reason: string } | null;
  onSelect: () => void;
  /** The roll in front of the cutter is missing or damaged (shown when it is chosen). */
  onSetAside: (reason: "missing" | "damaged") => void;
}) {
  const t = useTranslations("cutList");
  const frame =
    state === "confirmed" ? "border-ok bg-green-50" : state === "selected" ? "border-ink" : "border-gray-300";
  const name = roll.isOffcut ? t("offcut", { code: roll.code }) : t("roll", { code: roll.code });
  return (
    <li className={`flex flex-col gap-3 rounded-xl border-4 bg-white p-4 ${frame}`} aria-label={name}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h3 className="text-2xl font-bold">{name}</h3>
        <span className="text-lg">{roll.lot ? t("lot", { lot: roll.lot }) : t("noLot")}</span>
        <span className="text-lg">{roll.place ? t("place", { place: roll.place }) : t("noPlace")}</span>
        <span className="text-lg">{t("size", { width: roll.widthMm, length: roll.lengthLeftMm })}</span>
        {state === "idle" && (
          <Button variant="secondary" className="ml-auto" onClick={onSelect}>
            {t("cutHere")}
          </Button>
        )}
      </div>
      {state === "selected" && !verdict && <p className="text-xl font-semibold">{t("scanRoll")}</p>}
      {state !== "idle" && (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => onSetAside("missing")}>
            {t("rollMissing")}
          </Button>
          <Button variant="secondary" onClick={() => onSetAside("damaged")}>
            {t("rollDamaged")}
          </Button>
        </div>
      )}
      {verdict && (
        <p
          role={verdict.isRight ? "status" : "alert"}
          data-roll-check={verdict.isRight ? "right" : "wrong"}
          className={`rounded-lg p-3 text-xl font-semibold ${verdict.isRight ? "bg-ok text-ok-fg" : "bg-bad text-bad-fg"}`}
        >
          {verdict.reason}
        </p>
      )}
      {state === "confirmed" && <p className="text-xl">{t("confirmed")}</p>}
      <table className="w-full text-left text-lg">
        <caption className="sr-only">{t("cutsLabel", { code: roll.code })}</caption>
        <ColumnHeads
          columns={(["ticket", "line", "size", "marks"] as const).map((key) => ({
            key,
            header: t(`columns.${key}`),
          }))}
          cellClassName="py-2 pr-4"
          rowClassName="border-b-2 border-gray-300"
        />
        <tbody>
          {roll.cuts.map((cut, i) => (
            <tr key={`${cut.productionPolygonId}-${i}`} className="border-b border-gray-200">
              <td className="py-2 pr-4 font-mono font-semibold">{ticketCode(cut.productionPolygonId)}</td>
              <td className="py-2 pr-4">
                {cut.projectNumber
                  ? t("line", { project: cut.projectNumber, line: cut.lineNumber ?? "?" })
                  : t("lineUnknown")}
                {cut.product && <span className="block text-base text-gray-700">{cut.product}</span>}
              </td>
              <td className="py-2 pr-4">{t("pieceSize", { length: cut.lengthMm, width: cut.widthMm })}</td>
              <td className="py-2">
                {cut.offsetMm === null
                  ? t("inCutStrip", { across: cut.acrossMm, acrossTo: cut.acrossMm + cut.widthMm })
                  : t("marks", {
                      from: cut.offsetMm,
                      to: cut.offsetMm + cut.lengthMm,
                      across: cut.acrossMm,
                      acrossTo: cut.acrossMm + cut.widthMm,
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}
