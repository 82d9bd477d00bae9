// /matching – material matching: scan a roll to match it, browse the rows, report and repair defects.
import { MatchingScreen } from "@/components/matching/matching-screen";
import { Forbidden } from "@/components/shell/forbidden";
import { QueryProvider } from "@/components/shell/query-provider";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { getTranslator } from "@/lib/i18n/messages";

export default async function MatchingPage() {
  const employee = await requireEmployee("/matching");
  if (!mayOpenScreen(employee, { kind: "matching" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return (
    <>
      <ScreenHeader title={t("screens.matching.title")} description={t("screens.matching.description")} />
      <QueryProvider>
        <MatchingScreen />
      </QueryProvider>
    </>
  );
}
