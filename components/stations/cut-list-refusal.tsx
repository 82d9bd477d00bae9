"use client";
// A station's Done refused because the line still has pieces on the Cut list
// (lib/cutting/cut-list/pieces-on-cut-list.ts, 409 with cutListHref). An
// operator is sent to the Cut list with the reason (use-station-feedback.ts);
// a supervisor or an admin sees the reason here and may finish the line
// anyway, after a second question, which the server audits
// (docs/cutting.md, "Done at the station").
import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { ApiError } from "@/lib/http/fetch-json";

export type CutListRefusal = { title: string; detail: string; cutListHref: string; pieces: number };

/** The refusal in a station step's error, or null when the error is another. */
export function cutListRefusalOf(error: unknown): CutListRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { cutListHref, piecesOnCutList, title, detail } = error.problem;
  if (typeof cutListHref !== "string" || !cutListHref.startsWith("/stations/")) return null;
  return {
    title: typeof title === "string" ? title : "",
    detail: typeof detail === "string" ? detail : "",
    cutListHref,
    pieces: typeof piecesOnCutList === "number" ? piecesOnCutList : 0,
  };
}

/** The refusal, the way to the Cut list, and "Done without cutting", asked once more before it is sent. */
export function CutListRefusalDialog({
  refusal,
  lineTitle,
  onOverride,
  onClose,
}: {
  refusal: CutListRefusal;
  /** The card's title (project · line · ticket). */
  lineTitle: string;
  onOverride: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("station.cutListDone");
  const [isAsking, setAsking] = useState(false);
  if (isAsking)
    return (
      <Dialog title={t("confirmTitle", { title: lineTitle })} onClose={onClose}>
        <p className="text-xl">{t("confirmText", { count: refusal.pieces })}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="danger" className="min-h-16 text-2xl" onClick={onOverride}>
            {t("confirm")}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t("back")}
          </Button>
        </div>
      </Dialog>
    );
  return (
    <Dialog title={refusal.title || t("title")} onClose={onClose}>
      <p className="text-xl">{refusal.detail}</p>
      <DialogActions cancelLabel={t("cancel")} onCancel={onClose}>
        <Link href={refusal.cutListHref} className={buttonClasses("primary", "min-h-16 text-2xl")}>
          {t("goToCutList")}
        </Link>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t("override")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
