"use client";
// A supplier's label that fits several rolls in stock (same GTIN and lot)
// cannot say which one is in the cutter's hands: the cutter chooses by where
// it lies and its length left, and the choice is checked as its own code.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { RollCheck } from "@/lib/cutting/cut-list/schemas";

export function ChooseRollDialog({
  reason,
  candidates,
  onChoose,
  onClose,
}: {
  reason: string;
  candidates: RollCheck["candidates"];
  onChoose: (code: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations("cutList.chooseRoll");
  return (
    <Dialog title={t("title")} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-lg">{reason}</p>
        {candidates.map((c) => (
          <Button key={c.rollId} variant="secondary" onClick={() => onChoose(c.code)}>
            {c.place
              ? t("candidate", { code: c.code, place: c.place, length: c.lengthLeftMm })
              : t("candidateNoPlace", { code: c.code, length: c.lengthLeftMm })}
          </Button>
        ))}
        <Button variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </Dialog>
  );
}
