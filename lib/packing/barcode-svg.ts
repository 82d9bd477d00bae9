// Code 128 barcodes as SVG, drawn on the server with bwip-js so that no
// barcode code reaches the tablet's first download.
import { toSVG } from "bwip-js/node";

/** An SVG of the barcode (bars only: the label prints the text itself, larger). */
export function code128Svg(text: string): string {
  return toSVG({ bcid: "code128", text, scale: 2, height: 14, includetext: false, paddingwidth: 10 });
}
