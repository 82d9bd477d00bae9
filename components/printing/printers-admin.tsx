"use client";
// /admin/printers: the label printers (address, resolution, label size, whom
// they serve), each with its state and jobs; a form for a new or chosen one.
import { useTranslations } from "next-intl";
import { AdminList, RecordHeading } from "@/components/ui/admin-list";
import { QueryGate } from "@/components/ui/query-gate";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { useDeletePrinter, usePrinters } from "./api/admin-printers";
import { PrinterForm } from "./printer-form";
import { PrinterJobs } from "./printer-jobs";

export function PrintersAdmin() {
  const t = useTranslations("printing.admin");
  const tAdmin = useTranslations("admin");
  const printers = usePrinters();
  const remove = useDeletePrinter();
  const departments = useDepartments();
  const departmentName = (id: number) => departments.data?.find((d) => d.id === id)?.name ?? `#${id}`;
  return (
    <QueryGate queries={[printers]} loading={tAdmin("loading")} failed={tAdmin("loadFailed")}>
      {() => (
        <>
          {printers.data?.length === 0 && <p className="text-lg">{t("none")}</p>}
          <AdminList
            newLabel={t("new")}
            listLabel={t("listLabel")}
            records={printers.data ?? []}
            keyOf={(printer) => printer.id}
            nameOf={(printer) => printer.name}
            // A printer of LABEL_PRINTERS is refused (409) with a sentence shown above the list.
            remove={remove}
            renderForm={(printer, done) => <PrinterForm printer={printer} onDone={done} />}
            renderFacts={(printer) => (
              <div className="flex basis-full flex-col gap-3 text-lg">
                <RecordHeading name={printer.name} detail={`– ${printer.host}:${printer.port}`} />
                <span>
                  {t("summary", {
                    dpmm: printer.dotsPerMm,
                    width: printer.labelWidthMm,
                    height: printer.labelHeightMm,
                  })}
                  {printer.source === "setting" && ` ${t("fromSettingShort")}`}
                </span>
                {printer.departmentIds.length > 0 && (
                  <span>
                    {t("departmentsSummary", {
                      departments: printer.departmentIds.map(departmentName).join(", "),
                    })}
                  </span>
                )}
                {printer.deviceIds.length > 0 && (
                  <span>{t("devicesSummary", { devices: printer.deviceIds.join(", ") })}</span>
                )}
                <PrinterJobs printer={printer} />
              </div>
            )}
          />
        </>
      )}
    </QueryGate>
  );
}
