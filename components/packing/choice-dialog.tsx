"use client";
// Several packages share the scanned barcode: the packer taps the one in hand.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { Candidate } from "@/lib/packing/find-packages";

type ChoiceDialogProps = {
  barcode: string;
  candidates: Candidate[];
  onChoose: (candidate: Candidate) => void;
  onCancel: () => void;
};

export function ChoiceDialog({ barcode, candidates, onChoose, onCancel }: ChoiceDialogProps) {
  const t = useTranslations("packing");
  return (
    <Dialog title={t("choice.title")} onClose={onCancel} className="border-warn border-4">
      <p className="text-xl">{t("choice.intro", { count: candidates.length, barcode })}</p>
      <ul className="flex flex-col gap-3">
        {candidates.map((candidate) => (
          <li key={candidate.id}>
            <button
              type="button"
              onClick={() => onChoose(candidate)}
              className="border-ink flex min-h-16 w-full flex-col items-start rounded-lg border-2 px-4 py-3 text-left text-xl focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 active:bg-gray-200"
            >
              <span className="font-bold">
                {t("choice.line", {
                  project: candidate.projectNumber ?? "?",
                  line: candidate.lineNumber ?? "?",
                })}
                {candidate.product ? ` – ${candidate.product}` : ""}
              </span>
              <span>
                {[candidate.packageType, candidate.isPacked ? t("polygon.packed") : t("polygon.notPacked")]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t("choice.cancel")}
        </Button>
      </div>
    </Dialog>
  );
}
