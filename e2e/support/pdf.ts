// What Chromium's print makes of a page: the PDF of page.pdf with the page's
// own @page size (preferCSSPageSize), read for its pages and their size in
// points. Chromium writes each page's dictionary uncompressed.
import type { Page } from "@playwright/test";

export type PdfPage = { width: number; height: number };

/** The pages of the PDF Chromium prints of this page, as the printer would get it. */
export async function printedPages(page: Page): Promise<PdfPage[]> {
  await page.emulateMedia({ media: "print" });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  await page.emulateMedia({ media: "screen" });
  const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
  const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
  if (boxes.length !== pages) throw new Error(`${pages} pages but ${boxes.length} media boxes`);
  return boxes;
}

/** Millimetres in PDF points (1 pt = 1/72 in). */
export const mmToPt = (mm: number) => (mm / 25.4) * 72;
