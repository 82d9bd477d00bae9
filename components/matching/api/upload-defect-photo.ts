// POST /api/materials/{id}/defect/photo: the photo of the entry's newest defect report (multipart).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DefectReport } from "@/lib/polygons/material-defects";
import { postForm } from "@/lib/http/fetch-json";
import { matchingKey } from "./keys";

export type DefectPhotoInput = { id: number; photo: Blob };

export function uploadDefectPhoto({ id, photo }: DefectPhotoInput): Promise<DefectReport> {
  const form = new FormData();
  form.set("photo", photo, "photo.jpg");
  return postForm<DefectReport>(`/api/materials/${id}/defect/photo`, form);
}

export function useUploadDefectPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDefectPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchingKey }),
  });
}
