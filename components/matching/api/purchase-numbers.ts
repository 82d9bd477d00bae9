// GET and POST /api/matching/purchase-numbers: each polygon's purchase number
// (kept in the CPQ) for a project, and setting one. The write carries its own
// Idempotency-Key, so a repeat after a lost answer sets it once.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PurchaseNumber } from "@/lib/matching/cpq";
import { ApiError, fetchJson, type Problem } from "@/lib/http/fetch-json";
import { matchingKey } from "./keys";

const purchaseNumbersKey = [...matchingKey, "purchase-numbers"] as const;

export const purchaseNumbersQueryOptions = (productionProjectId: number) =>
  queryOptions({
    queryKey: [...purchaseNumbersKey, productionProjectId],
    queryFn: ({ signal }) =>
      fetchJson<{ purchaseNumbers: PurchaseNumber[] }>(
        `/api/matching/purchase-numbers?projects=${productionProjectId}`,
        { signal },
      ),
    staleTime: 60_000,
  });

/** Purchase numbers of a project's polygons by CPQ polygon id (empty while loading or when the CPQ has none). */
export function usePurchaseNumbers(productionProjectId: number | undefined) {
  const query = useQuery({
    ...purchaseNumbersQueryOptions(productionProjectId ?? 0),
    enabled: productionProjectId !== undefined,
  });
  return new Map((query.data?.purchaseNumbers ?? []).map((p) => [p.polygonId, p.purchaseNumber]));
}

export async function postPurchaseNumber(
  input: Omit<PurchaseNumber, "purchaseNumber"> & { purchaseNumber: string },
) {
  const response = await fetch("/api/matching/purchase-numbers", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(input),
    cache: "no-store",
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    throw new ApiError(response.status, problem ?? { status: response.status });
  }
  return (await response.json()) as PurchaseNumber;
}

export function useSetPurchaseNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPurchaseNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseNumbersKey }),
  });
}
