"use client";
// A ticket scanned within a few seconds of its line's last move (a scanner that
// fired twice, a second scan meant as "done", a scan right after the card's
// Start): nothing moves by itself. What it asks follows that move: after a
// start "Is this line done?"; after a Done it says so and offers Undo, with OK
// focused so a stray Enter changes nothing.
import { useRef, type RefObject } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ticketCode } from "@/lib/polygons/ticket-code";

export type RepeatAfter = {
  /** The line's last move; "unknown" when it was kept offline. */
  after: "start" | "finish" | "unknown";
  /** What made it: a scan, or a card's button (or another tablet: seen in the queue). */
  via: "scan" | "button";
};

type Props = RepeatAfter & {
  polygonId: number;
  seconds: number;
  onDone: () => void;
  onUndo: () => void;
  onCancel: () => void;
};

export function RepeatScanDialog({ polygonId, seconds, after, via, onDone, onUndo, onCancel }: Props) {
  const t = useTranslations("stationTools");
  const focusRef = useRef<HTMLButtonElement>(null);
  const polygon = ticketCode(polygonId);
  const title =
    via === "button" && after !== "unknown"
      ? t("repeatTitleMoved", { polygon, seconds, step: after })
      : t("repeatTitle", { polygon, seconds });
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={focusRef}>
      {after === "finish" ? (
        <>
          <p className="text-2xl font-semibold">{t("repeatAlreadyDone", { polygon })}</p>
          <p className="text-xl">{t("repeatAlreadyDoneHint")}</p>
          <BigChoice
            focusRef={focusRef}
            main={{ label: t("repeatOk"), onClick: onCancel }}
            other={{ label: t("repeatUndo"), onClick: onUndo }}
          />
        </>
      ) : (
        <>
          <p className="text-2xl">{t("repeatQuestion")}</p>
          <BigChoice
            focusRef={focusRef}
            main={{ label: t("repeatDone"), onClick: onDone }}
            other={{ label: t("repeatCancel"), onClick: onCancel }}
          />
        </>
      )}
    </Dialog>
  );
}

type Choice = { label: string; onClick: () => void };

/** The dialog's two answers: the likely one large and focused, the other beside it. */
function BigChoice({
  focusRef,
  main,
  other,
}: {
  focusRef: RefObject<HTMLButtonElement | null>;
  main: Choice;
  other: Choice;
}) {
  return (
    <div className="flex flex-wrap gap-4">
      <Button ref={focusRef} className="min-h-24 flex-1 text-4xl font-black" onClick={main.onClick}>
        {main.label}
      </Button>
      <Button variant="secondary" className="min-h-24 text-2xl" onClick={other.onClick}>
        {other.label}
      </Button>
    </div>
  );
}
