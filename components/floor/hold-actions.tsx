"use client";
// "Release hold" and "Set status" for one line, on the supervisor's problems
// list, the project page and (release only) a station's on-hold card. Says
// what happened in words; a server-rendered page is read again afterwards.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { QueryProvider } from "@/components/shell/query-provider";
import { Button } from "@/components/ui/button";
import { displayStatus } from "@/lib/workflow/display";
import { ReleaseHoldDialog } from "./release-hold-dialog";
import { SetStatusDialog, type LineStatus } from "./set-status-dialog";

type Props = LineStatus & {
  isOnHold: boolean;
  mayRelease: boolean;
  maySetStatus: boolean;
  /** Re-read the server-rendered page after a change (the project page). */
  refreshesPage?: boolean;
  /** Says what happened where the screen wants it (a list whose row goes away); else beside the buttons. */
  onChanged?: (sentence: string) => void;
};

export function HoldActions(props: Props) {
  return (
    <QueryProvider>
      <HoldButtons {...props} />
    </QueryProvider>
  );
}

function HoldButtons({
  polygonId,
  name,
  statuses,
  currentValue,
  isOnHold,
  mayRelease,
  maySetStatus,
  refreshesPage = false,
  onChanged,
}: Props) {
  const t = useTranslations("holds");
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState<"release" | "set" | null>(null);
  const [said, setSaid] = useState("");
  const labelOf = (value: number) => displayStatus(statuses, value, locale).label;
  const done = (sentence: string) => {
    setOpen(null);
    if (onChanged) onChanged(sentence);
    else setSaid(sentence);
    if (refreshesPage) router.refresh();
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {isOnHold && mayRelease && <Button onClick={() => setOpen("release")}>{t("release")}</Button>}
      {maySetStatus && (
        <Button variant="secondary" onClick={() => setOpen("set")}>
          {t("setStatus")}
        </Button>
      )}
      {!onChanged && (
        <p role="status" className="text-ok text-lg font-semibold">
          {said}
        </p>
      )}
      {open === "release" && (
        <ReleaseHoldDialog
          polygonId={polygonId}
          name={name}
          onClose={() => setOpen(null)}
          onReleased={(result) => done(t("released", { name, status: labelOf(result.statusValue) }))}
        />
      )}
      {open === "set" && (
        <SetStatusDialog
          polygonId={polygonId}
          name={name}
          statuses={statuses}
          currentValue={currentValue}
          onClose={() => setOpen(null)}
          onSet={(result) => done(t("statusSet", { name, status: labelOf(result.statusValue) }))}
        />
      )}
    </div>
  );
}
