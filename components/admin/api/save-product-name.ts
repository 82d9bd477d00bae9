// PUT /api/admin/product-names: keep (or, blank, remove) a product type's Dutch name; every screen's catalogue follows.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { workflowQueryOptions } from "@/components/workflow/api/get-workflow";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ProductName } from "@/lib/workflow/product-name-schema";

export function useSaveProductName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductName) =>
      fetchJson<ProductName[]>("/api/admin/product-names", { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workflowQueryOptions().queryKey }),
  });
}
