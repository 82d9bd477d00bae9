"use client";
// /admin/printers: the label printers (address, resolution, label size, whom
// they serve), each with its state and jobs; a form for a new or chosen one.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DeleteButton } from "@/components/admin/form-controls";
import { Button } from "@/components/ui/button";
import { useDeletePrinter, usePrinters, type PrinterRow } from "./api/admin-printers";
import { PrinterForm } from "./printer-form";
import { PrinterJobs } from "./printer-jobs";

export function PrintersAdmin() {
  const t = useTranslations("printing.admin");
  const tAdmin = useTranslations("admin");
  const printers = usePrinters();
  const remove = useDeletePrinter();
  const [editing, setEditing] = useState<PrinterRow | "new" | null>(null);

  if (printers.isPending) return <p className="text-xl">{tAdmin("loading")}</p>;
  if (printers.error)
    return (
      <p role="alert" className="text-bad text-xl font-semibold">
        {tAdmin("loadFailed")}
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing("new")}>{t("new")}</Button>
        </div>
      ) : (
        <PrinterForm
          key={editing === "new" ? "new" : editing.id}
          printer={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {remove.error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {remove.error.message}
        </p>
      )}
      {printers.data.length === 0 && <p className="text-lg">{t("none")}</p>}
      <ul aria-label={t("listLabel")} className="flex flex-col gap-4">
        {printers.data.map((printer) => (
          <li
            key={printer.id}
            aria-label={printer.name}
            className="flex flex-col gap-3 rounded-lg border-2 border-gray-300 p-4"
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <h2 className="text-2xl font-bold">{printer.name}</h2>
              <span className="font-mono text-lg">{`${printer.host}:${printer.port}`}</span>
              <span className="text-lg">
                {t("summary", {
                  dpmm: printer.dotsPerMm,
                  width: printer.labelWidthMm,
                  height: printer.labelHeightMm,
                })}
              </span>
              {printer.source === "setting" && <span className="text-lg">{t("fromSettingShort")}</span>}
              <span className="ml-auto flex gap-3">
                <Button variant="secondary" onClick={() => setEditing(printer)}>
                  {tAdmin("edit")}
                </Button>
                {printer.source === "admin" && (
                  <DeleteButton
                    label={tAdmin("delete")}
                    confirmLabel={tAdmin("confirmDelete", { name: printer.name })}
                    isPending={remove.isPending}
                    onDelete={() => remove.mutate(printer.id)}
                  />
                )}
              </span>
            </div>
            <PrinterJobs printer={printer} />
          </li>
        ))}
      </ul>
    </div>
  );
}
