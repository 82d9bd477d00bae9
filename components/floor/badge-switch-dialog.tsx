"use client";
// A badge scanned at a shared station: "Switch to <name>" with the PIN keypad.
// The PIN is checked and the current operator's running time paused
// (POST /api/work-time/switch), then the badge holder is signed in through
// next-auth's "badge" provider and the station reloads as theirs.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { requestSignIn } from "@/components/auth/sign-in-request";
import { PinKeypad } from "@/components/auth/pin-keypad";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/http/fetch-json";
import { switchTo, useBadgeHolder } from "@/components/floor/api/switch-operator";

type BadgeSwitchDialogProps = { badgeCode: string; departmentId: number; onClose: () => void };

export function BadgeSwitchDialog({ badgeCode, departmentId, onClose }: BadgeSwitchDialogProps) {
  const t = useTranslations("workTime.badge");
  const holder = useBadgeHolder(badgeCode);
  const [pin, setPin] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = holder.data?.displayName;

  const submit = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const next = await switchTo(badgeCode, pin, departmentId);
      const result = await requestSignIn("badge", { badgeCode, pin }, window.location.pathname);
      if (result.kind !== "ok") throw new Error(t("failed"));
      // This station again when the badge holder may work here, else their own first screen.
      window.location.assign(next.mayStay ? window.location.pathname : next.home);
    } catch (caught) {
      setPin("");
      setIsBusy(false);
      if (caught instanceof ApiError && caught.status === 400) setError(t("wrongPin"));
      else if (caught instanceof ApiError && caught.status === 429)
        setError(caught.problem.detail ?? t("failed"));
      else setError(t("failed"));
    }
  };

  return (
    <Dialog title={name ? t("title", { name }) : t("titleUnknown")} onClose={onClose}>
      {holder.isPending && <p className="text-xl">{t("loading")}</p>}
      {holder.isError && (
        <p role="alert" className="text-bad text-xl font-semibold">
          {/* Too many look-ups without a switch (429) says so; anything else reads as an unknown badge. */}
          {holder.error instanceof ApiError && holder.error.status === 429
            ? (holder.error.problem.detail ?? t("failed"))
            : t("unknown", { code: badgeCode })}
        </p>
      )}
      {name && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="text-xl">{t("intro", { name })}</p>
          <PinKeypad pin={pin} onChange={setPin} disabled={isBusy} />
          {error && (
            <p role="alert" className="text-bad text-xl font-semibold">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" className="min-w-40 text-xl" disabled={isBusy || pin.length < 4}>
              {t("switch", { name })}
            </Button>
            <Button variant="ghost" onClick={onClose} disabled={isBusy}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
      {!name && (
        <Button variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      )}
    </Dialog>
  );
}
