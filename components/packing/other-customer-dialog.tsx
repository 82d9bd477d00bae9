"use client";
// The pallet carries another customer's packages: the packer says whether this
// one goes on it anyway (sent again with allowOtherCustomer) or stays off.
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

type OtherCustomerDialogProps = {
  barcode: string;
  customer: string;
  palletCustomers: string[];
  onLoad: () => void;
  onKeepOff: () => void;
};

export function OtherCustomerDialog({
  barcode,
  customer,
  palletCustomers,
  onLoad,
  onKeepOff,
}: OtherCustomerDialogProps) {
  const t = useTranslations("packing.feedback");
  // "Don't load" has the focus: a stray Enter keeps the pallet one customer's.
  const keepOffRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={t("otherCustomerTitle", { barcode })}
      onClose={onKeepOff}
      initialFocus={keepOffRef}
      className="border-warn border-4"
    >
      <p className="text-xl">
        {t("otherCustomerDetail", { barcode, customer, customers: palletCustomers.join(", ") })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" onClick={onLoad}>
          {t("otherCustomerLoad")}
        </Button>
        <Button ref={keepOffRef} variant="secondary" onClick={onKeepOff}>
          {t("otherCustomerKeepOff")}
        </Button>
      </div>
    </Dialog>
  );
}
