// The lot's customers and lines as a CSV download, through the app's one CSV
// writer (lib/http/csv.ts): one row per line, in the reader's language.
import type { Locale } from "@/lib/base/roles";
import { csvOf } from "@/lib/http/csv";
import { getTranslator } from "@/lib/i18n/messages";
import type { LotTrace } from "./schemas";

const metres = (mm: number) => (mm / 1000).toFixed(2);

export function lotCsv(trace: LotTrace, locale: Locale): { csv: string; fileName: string } {
  const t = getTranslator(locale);
  const codeOf = new Map(trace.rolls.map((r) => [r.rollId, r.code]));
  const header = [
    t("trace.csv.customer"),
    t("trace.csv.project"),
    t("trace.csv.line"),
    t("trace.csv.product"),
    t("trace.csv.material"),
    t("trace.csv.lot"),
    t("trace.csv.rolls"),
    t("trace.csv.metres"),
    t("trace.csv.status"),
    t("trace.csv.shipped"),
    t("trace.csv.packages"),
  ];
  const rows = trace.lines.map((line) => [
    line.customer,
    line.projectNumber,
    line.lineNumber,
    line.product,
    line.materialCode,
    trace.lot,
    line.rollIds.map((id) => codeOf.get(id) ?? String(id)).join(" "),
    metres(line.cutMm),
    line.statusLabel,
    line.shipped ? t("trace.csv.yes") : t("trace.csv.no"),
    line.packages.map((p) => p.barcode).join(" "),
  ]);
  const safeLot = trace.lot.replace(/[^A-Za-z0-9._-]/g, "_");
  return { csv: csvOf([header, ...rows]), fileName: `lot-${safeLot}.csv` };
}
