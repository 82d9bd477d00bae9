"use client";
// Pack or pallet: two large toggle buttons, the pressed one dark.
import { useTranslations } from "next-intl";

export type Mode = "pack" | "pallet";

export function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const t = useTranslations("packing");
  const modeButton = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={`min-h-14 min-w-32 rounded-lg border-2 px-5 text-xl font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
        mode === value ? "border-ink bg-ink text-white" : "border-ink bg-white"
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t("modeLabel")} className="flex gap-2">
      {modeButton("pack", t("modePack"))}
      {modeButton("pallet", t("modePallet"))}
    </div>
  );
}
