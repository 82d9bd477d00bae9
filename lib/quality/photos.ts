// A check's photo as the tablet sends it (base64, downscaled there): at most
// 512 KB once decoded, and an image of the type it says (its first bytes).
import { AppError } from "@/lib/errors";
import { maxPhotoBytes, type PhotoInput, type ResultBody } from "./schemas";

const signatures: Record<PhotoInput["type"], (bytes: Buffer) => boolean> = {
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/png": (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  "image/webp": (b) =>
    b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

/** Refuses (400, naming the field) a photo that is larger than allowed or not the image it says it is. */
export function assertPhotosFit(values: { photos?: PhotoInput[] }[]): void {
  const errors: Record<string, string[]> = {};
  values.forEach((value, v) =>
    value.photos?.forEach((photo, p) => {
      const bytes = Buffer.from(photo.base64, "base64");
      const field = `values.${v}.photos.${p}`;
      if (bytes.length > maxPhotoBytes) errors[field] = ["The photo is larger than 512 KB"];
      else if (!signatures[photo.type](bytes)) errors[field] = [`The photo is no ${photo.type} image`];
    }),
  );
  if (Object.keys(errors).length > 0)
    throw new AppError("invalid_input", "Invalid input", "A photo is not a small image.", errors);
}

/** The result as the audit row keeps it: each photo by its type and size (its bytes are kept once, in quality_photos). */
export const resultForAudit = (body: ResultBody) => ({
  ...body,
  values: body.values.map(({ photos, ...value }) =>
    photos
      ? { ...value, photos: photos.map((p) => ({ type: p.type, base64Chars: p.base64.length })) }
      : value,
  ),
});
