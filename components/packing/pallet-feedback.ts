// The words of the packing station's pallet and undo outcomes, in the
// employee's language: loaded when the page is idle (deferred.tsx), so not part
// of /pack's first load; the first such answer waits for it only when sooner.
import type { useTranslations } from "next-intl";
import type { ScanFeedbackApi } from "@/components/scan/scan-feedback";
import type { NotOnePackage } from "@/lib/packing/find-packages";
import type { PalletScanResult } from "@/lib/packing/pallet";
import type { UndoResult } from "@/lib/packing/undo";

/** What use-pack-feedback.ts hands over: the band, its translators, and the shared "not one package". */
export type PackSay = {
  feedback: ScanFeedbackApi;
  t: ReturnType<typeof useTranslations<"packing.feedback">>;
  tUndo: ReturnType<typeof useTranslations<"packUndo">>;
  notOnePackage: (result: NotOnePackage) => void;
};

export function showPalletScan(
  { feedback, t, notOnePackage }: PackSay,
  result: PalletScanResult,
  palletBarcode: string | null,
) {
  switch (result.outcome) {
    case "pallet":
      return feedback.show({
        tone: "success",
        title: t("palletChosen", { barcode: result.pallet.barcode }),
        detail: t("palletChosenDetail"),
      });
    case "nested": {
      const barcode = result.pallet.children.find((c) => c.id === result.packageId)?.barcode ?? "";
      return feedback.show({
        tone: "success",
        title: t("nested"),
        detail: t("nestedDetail", { barcode, pallet: palletBarcode ?? result.pallet.barcode }),
      });
    }
    case "already-on":
      return feedback.show({ tone: "warning", title: t("alreadyOn") });
    case "other-customer":
      return feedback.show({
        tone: "warning",
        title: t("otherCustomer"),
        detail: t("otherCustomerDetail", {
          barcode: result.barcode,
          customer: result.customer,
          customers: result.palletCustomers.join(", "),
        }),
      });
    case "unknown":
    case "choose":
      return notOnePackage(result);
  }
}

export function showUndone({ feedback, t, tUndo }: PackSay, result: UndoResult) {
  const packageId = result.undone.find((e) => e.polygonPackageId !== null)?.polygonPackageId;
  const barcode = result.polygon.packages.find((p) => p.id === packageId)?.barcode;
  const named = barcode
    ? tUndo("undoneNamed", { barcode, project: result.polygon.projectNumber ?? "?" })
    : t("undoneDetail");
  feedback.show({
    tone: "undone",
    title: t("undone"),
    detail: result.isStatusKept ? `${named} ${t("statusKept")}` : named,
  });
}
