// /scanner – set up this tablet's hand scanner and try a scan (any signed-in employee).
import { ScannerSetup } from "@/components/scanner/scanner-setup";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { getTranslator } from "@/lib/i18n/messages";

export default async function ScannerPage() {
  const employee = await requireEmployee("/scanner");
  const t = getTranslator(employee.locale);
  return (
    <>
      <ScreenHeader title={t("screens.scanner.title")} description={t("screens.scanner.description")} />
      {/* The settings form lists the label printers to choose from. */}
      <QueryProvider>
        <ScannerSetup />
      </QueryProvider>
    </>
  );
}
