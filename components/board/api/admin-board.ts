// The admin's wall-board routes: GET, POST /api/board/devices; DELETE /api/board/devices/{id};
// GET /api/board/targets; PUT /api/board/targets/{id}.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DepartmentTarget } from "@/lib/board/department-targets";
import type { BoardDevice, IssuedDevice } from "@/lib/board/devices-admin";
import type { DailyTargetBody, IssueDeviceBody } from "@/lib/board/schemas";
import { fetchJson } from "@/lib/http/fetch-json";

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "board", "devices"],
    queryFn: ({ signal }) => fetchJson<BoardDevice[]>("/api/board/devices", { signal }),
  });

export const useDevices = () => useQuery(devicesQueryOptions());

export function useIssueDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueDeviceBody) =>
      fetchJson<IssuedDevice>("/api/board/devices", { method: "POST", body }),
    // The new device is listed at once, whatever the refetch after it answers (a slow or failed read
    // must not hide what was just issued); the refetch then brings the list up to date.
    onSuccess: ({ device }) => {
      const { queryKey } = devicesQueryOptions();
      queryClient.setQueryData(queryKey, (list) => [
        device,
        ...(list ?? []).filter((d) => d.id !== device.id),
      ]);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fetchJson<BoardDevice>(`/api/board/devices/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryOptions().queryKey }),
  });
}

export const targetsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "board", "targets"],
    queryFn: ({ signal }) => fetchJson<DepartmentTarget[]>("/api/board/targets", { signal }),
  });

export const useTargets = () => useQuery(targetsQueryOptions());

export function useSaveTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departmentId, body }: { departmentId: number; body: DailyTargetBody }) =>
      fetchJson(`/api/board/targets/${departmentId}`, { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetsQueryOptions().queryKey }),
  });
}
