"use client";
// "Deactivate Sem?": a deactivated employee is signed out everywhere at once,
// so the admin says so twice.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

type DeactivateDialogProps = {
  name: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function DeactivateDialog({ name, isBusy, onConfirm, onClose }: DeactivateDialogProps) {
  const t = useTranslations("admin.employees");
  return (
    <Dialog title={t("deactivateTitle", { name })} onClose={onClose}>
      <p className="text-lg">{t("deactivateText", { name })}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" disabled={isBusy} aria-busy={isBusy} onClick={onConfirm}>
          {t("deactivateConfirm")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("deactivateCancel")}
        </Button>
      </div>
    </Dialog>
  );
}
