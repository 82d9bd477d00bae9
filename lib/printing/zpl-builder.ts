// A small ZPL II writer: one label format (^XA … ^XZ) laid out in millimetres
// and turned into dots by the printer's resolution, with UTF-8 text (^CI28)
// and every field's data through one escaper and ^FH, so a ^, ~ or \ in a
// customer's name cannot end the field, start a command or break the line.
// No npm library was worth its weight here (docs/printing.md says why).

/** The printer's resolution and the label stock it holds. */
export type Media = { dotsPerMm: number; widthMm: number; heightMm: number };

/**
 * Characters that ^FH writes as `_hh`: the hex indicator itself, the two
 * command prefixes, the backslash (the escape of ^FB) and control codes.
 */
const needsHex = /[_^~\\\u0000-\u001f\u007f]/g;

const hex = (char: string) => `_${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`;

/**
 * The one escaper of field data (`^FH^FD…^FS`), for every text and barcode
 * that reaches ZPL: ^ ~ _ \ and control codes as `_hh`; other text as is
 * (UTF-8 under ^CI28).
 *
 * Text goes in a field block (^FB), which reads `\&` as a line break, `\(` as
 * a soft hyphen and `\\` as a backslash, and reads them after ^FH has turned
 * `_5C` back into `\` (zpl-renderer-js shows it: a package type `Tube\&HIDDEN`
 * printed its tail over the barcode). So in text a backslash before `&`, `(`
 * or `\` is followed by a space, and control and line-separator characters are
 * spaces: the text stays on its line. A barcode's data is kept exact.
 */
export function escapeFieldData(data: string, field: "text" | "barcode"): string {
  const kept =
    field === "barcode"
      ? data
      : data.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ").replace(/\\(?=[&(\\])/g, "\\ ");
  return kept.replace(needsHex, hex);
}

/**
 * Cuts text to what fits on one line of `widthMm` at `heightMm`: the scalable
 * condensed font 0 averages about half its height per character; 0.55 leaves room.
 */
export function fitText(text: string, widthMm: number, heightMm: number): string {
  const max = Math.max(1, Math.floor(widthMm / (heightMm * 0.55)));
  const chars = [...text.replace(/\s+/g, " ").trim()];
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
}

type TextField = {
  xMm: number;
  yMm: number;
  heightMm: number;
  text: string;
  /** The line's width; text is cut to fit it. */
  widthMm: number;
  align?: "L" | "R" | "C";
};

type BarcodeField = { xMm: number; yMm: number; heightMm: number; widthMm: number; data: string };

/** Modules of a Code 128 symbol: start, data, check, stop (13), quiet zones (20); digit pairs in subset C. */
function code128Modules(data: string): number {
  const isDigits = /^\d+$/.test(data) && data.length % 2 === 0;
  const symbols = isDigits ? data.length / 2 : data.length;
  return 11 * (symbols + 2) + 13 + 20;
}

export class ZplLabel {
  private readonly parts: string[] = [];

  constructor(private readonly media: Media) {}

  /** Millimetres to whole dots. */
  dots(mm: number): number {
    return Math.max(0, Math.round(mm * this.media.dotsPerMm));
  }

  text({ xMm, yMm, heightMm, text, widthMm, align = "L" }: TextField): this {
    const h = this.dots(heightMm);
    const line = fitText(text, widthMm, heightMm);
    this.parts.push(
      `^FO${this.dots(xMm)},${this.dots(yMm)}^A0N,${h},${h}^FB${this.dots(widthMm)},1,0,${align},0^FH^FD${escapeFieldData(line, "text")}^FS`,
    );
    return this;
  }

  /** Code 128 (^BC, automatic subsets), with the widest bars that fit `widthMm`, no text line. */
  code128({ xMm, yMm, heightMm, widthMm, data }: BarcodeField): this {
    const moduleDots = Math.min(10, Math.max(1, Math.floor(this.dots(widthMm) / code128Modules(data))));
    const h = this.dots(heightMm);
    this.parts.push(
      `^FO${this.dots(xMm)},${this.dots(yMm)}^BY${moduleDots},3,${h}^BCN,${h},N,N,N,A^FH^FD${escapeFieldData(data, "barcode")}^FS`,
    );
    return this;
  }

  /** A horizontal rule, `thicknessMm` thick. */
  rule(xMm: number, yMm: number, widthMm: number, thicknessMm = 0.3): this {
    const t = Math.max(1, this.dots(thicknessMm));
    this.parts.push(`^FO${this.dots(xMm)},${this.dots(yMm)}^GB${this.dots(widthMm)},${t},${t}^FS`);
    return this;
  }

  /** The whole format: UTF-8, label width and length set, origin at the corner, `copies` of it (^PQ). */
  toString(copies = 1): string {
    const { widthMm, heightMm } = this.media;
    const head = `^XA^CI28^PW${this.dots(widthMm)}^LL${this.dots(heightMm)}^LH0,0`;
    return `${head}${this.parts.join("")}^PQ${Math.max(1, Math.floor(copies))}^XZ\n`;
  }
}
