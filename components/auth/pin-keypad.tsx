"use client";
// A large on-screen PIN keypad (digits, Clear, Back) for gloved fingers; the
// physical keyboard's digits, Backspace and Escape work too.
import { useEffect } from "react";
import { useTranslations } from "next-intl";

export const maxPinLength = 6;

const keyClasses =
  "min-h-16 min-w-16 rounded-xl border-2 border-ink bg-white text-3xl font-bold text-ink active:bg-gray-300 focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

type PinKeypadProps = { pin: string; onChange: (pin: string) => void; disabled?: boolean };

export function PinKeypad({ pin, onChange, disabled = false }: PinKeypadProps) {
  const t = useTranslations("login");
  const press = (digit: string) => onChange((pin + digit).slice(0, maxPinLength));

  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      if (/^\d$/.test(event.key)) onChange((pin + event.key).slice(0, maxPinLength));
      else if (event.key === "Backspace") onChange(pin.slice(0, -1));
      else if (event.key === "Escape") onChange("");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [pin, onChange, disabled]);

  return (
    <div className="flex flex-col gap-4">
      <p className="flex min-h-12 items-center justify-center gap-3 text-4xl" aria-live="polite">
        <span aria-hidden="true">{pin.length > 0 ? "●".repeat(pin.length) : "–"}</span>
        <span className="sr-only">{t("pinEntered", { count: pin.length })}</span>
      </p>
      <div role="group" aria-label={t("keypad")} className="grid grid-cols-3 gap-3">
        {["1", "2", "3", "4", "5", "6", "7", "8", "9"].map((digit) => (
          <button
            key={digit}
            type="button"
            className={keyClasses}
            disabled={disabled}
            onClick={() => press(digit)}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          className={`${keyClasses} text-xl`}
          disabled={disabled}
          onClick={() => onChange("")}
        >
          {t("clear")}
        </button>
        <button type="button" className={keyClasses} disabled={disabled} onClick={() => press("0")}>
          0
        </button>
        <button
          type="button"
          className={`${keyClasses} text-xl`}
          disabled={disabled}
          onClick={() => onChange(pin.slice(0, -1))}
        >
          <span aria-hidden="true">⌫</span> {t("back")}
        </button>
      </div>
    </div>
  );
}
