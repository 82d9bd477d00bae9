// /pack – the packing station: scan a package label to pack it, undo, pallets, labels.
import { PackingStation } from "@/components/packing/packing-station";
import { Forbidden } from "@/components/shell/forbidden";
import { ScreenHeader } from "@/components/shell/screen-header";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { getTranslator } from "@/lib/i18n/messages";

export default async function PackPage() {
  const employee = await requireEmployee("/pack");
  if (!mayOpenScreen(employee, { kind: "pack" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  return (
    <>
      <ScreenHeader title={t("screens.pack.title")} description={t("screens.pack.description")} />
      {/* No QueryProvider here: the station's data parts bring their own, loaded after the first paint. */}
      <PackingStation />
    </>
  );
}
