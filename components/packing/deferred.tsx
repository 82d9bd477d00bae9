"use client";
// The packing station's parts that its first paint does not show: loaded after
// the page is shown (the panels at once, the dialogs when the page is idle), so
// /pack's first-load JavaScript is what taking a scan needs
// (docs/benchmarks.md, "First-load JavaScript"). Each renders nothing until loaded.
import { lazyAfterMount } from "@/components/ui/after-mount";

export const PackPanels = lazyAfterMount(() => import("./pack-panels").then((m) => m.PackPanels));

export const ChoiceDialog = lazyAfterMount(() => import("./choice-dialog").then((m) => m.ChoiceDialog));

export const UndoConfirmDialog = lazyAfterMount(() =>
  import("./undo-confirm-dialog").then((m) => m.UndoConfirmDialog),
);

export const OtherCustomerDialog = lazyAfterMount(() =>
  import("./other-customer-dialog").then((m) => m.OtherCustomerDialog),
);

/** Fetches the dialogs' code (and the cache step of an answer, the undo's question, the pallet's words) once the page is idle, so none waits for it. */
export function preloadDeferredParts(): () => void {
  const load = () => {
    void import("./api/pack-cache");
    void import("./api/undo-preview");
    void import("./pallet-feedback");
    void import("./choice-dialog");
    void import("./undo-confirm-dialog");
    void import("./other-customer-dialog");
  };
  // Safari before 18 has no requestIdleCallback.
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 500);
  return () => clearTimeout(id);
}
