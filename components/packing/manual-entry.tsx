"use client";
// A barcode typed by hand, for a label the scanner cannot read. Typing here is
// never taken for a scan (the scanner listener leaves text fields alone).
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

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
      <Field
        id={id}
        label={t("manualLabel")}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        className="w-64"
      />
      <Button type="submit" variant="secondary">
        {t("manualSubmit")}
      </Button>
    </form>
  );
}
