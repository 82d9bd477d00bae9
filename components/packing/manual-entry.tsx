"use client";
// A barcode typed by hand, for a label the scanner cannot read. Typing here is
// never taken for a scan (the scanner listener leaves text fields alone).
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function ManualEntry({ onSubmit }: { onSubmit: (barcode: string) => void }) {
  const t = useTranslations("packing");
  const id = useId();
  const [value, setValue] = useState("");
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const barcode = value.trim();
        if (!barcode) return;
        onSubmit(barcode);
        setValue("");
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-lg font-semibold">
          {t("manualLabel")}
        </label>
        <input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          className="border-ink min-h-12 w-64 rounded-lg border-2 px-4 text-xl focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        />
      </div>
      <Button type="submit" variant="secondary">
        {t("manualSubmit")}
      </Button>
    </form>
  );
}
