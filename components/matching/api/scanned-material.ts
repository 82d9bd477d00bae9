// GET /api/matching/materials/{ean}: the CPQ's material behind a scanned EAN.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MaterialView, Unavailable } from "@/lib/cpq/product-view";
import { fetchJson } from "@/lib/http/fetch-json";
import { matchingKey } from "./keys";

export type MaterialAnswer = { status: "ok"; material: MaterialView } | Unavailable;

export const scannedMaterialQueryOptions = (ean: string) =>
  queryOptions({
    queryKey: [...matchingKey, "cpq-material", ean],
    queryFn: ({ signal }) =>
      fetchJson<MaterialAnswer>(`/api/matching/materials/${encodeURIComponent(ean)}`, { signal }),
    // A material's facts do not change while the roll is in the hands.
    staleTime: 10 * 60_000,
  });

export const useScannedMaterial = (ean: string) => useQuery(scannedMaterialQueryOptions(ean));
