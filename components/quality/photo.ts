// A check's photo from the tablet's camera, made small on the tablet before it
// is kept or sent (docs/quality.md): at most 1280 px on its long side, JPEG
// about 0.8, base64 without the `data:` prefix, under the server's 512 KB.
import type { PhotoInput } from "@/lib/quality/schemas";

/** The types the results route takes (lib/quality/schemas.ts; not imported: zod stays off the tablet). */
const photoTypes = ["image/jpeg", "image/webp", "image/png"] as const;

const maxSide = 1280;
const maxBytes = 512 * 1024;
const firstQuality = 0.8;
const lowerQualities = [0.65, 0.5];

async function jpegOf(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
  if (!blob) throw new Error("The photo could not be made smaller");
  return blob;
}

const base64Of = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string"
        ? resolve(reader.result.replace(/^data:[^,]*,/, ""))
        : reject(new Error("The photo could not be read"));
    reader.onerror = () => reject(reader.error ?? new Error("The photo could not be read"));
    reader.readAsDataURL(blob);
  });

/** The photo ready to send; throws when the browser cannot read the file as an image. */
export async function photoForCheck(file: Blob): Promise<PhotoInput> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    // A busy picture at 0.8 can be over the limit: less quality, the same size.
    let blob = await jpegOf(bitmap, width, height, firstQuality);
    for (const quality of lowerQualities) {
      if (blob.size <= maxBytes) break;
      blob = await jpegOf(bitmap, width, height, quality);
    }
    // A browser that cannot encode JPEG hands back PNG: the photo says what it is (the server checks its bytes).
    const type = photoTypes.find((t) => t === blob.type) ?? "image/jpeg";
    return { type, base64: await base64Of(blob) };
  } finally {
    bitmap.close();
  }
}

/** The photo as an <img> source (the page's CSP allows data: images). */
export const photoSource = (photo: PhotoInput) => `data:${photo.type};base64,${photo.base64}`;
