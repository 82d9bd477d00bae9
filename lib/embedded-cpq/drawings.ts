// The stand-in's pictures, drawn as SVG: a configured product at its width
// and height (to scale) in its fabric's colour, and a material swatch.
const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

export type ProductDrawing = {
  /** The polygon type code: CUR, ROM, ROL, PLI, VER or RAIL. */
  kind: string;
  /** mm */
  width: number;
  /** mm; null for a rail. */
  height: number | null;
  colour: string;
  label: string;
  /** 2 for a pair of curtains. */
  parts?: number;
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The product inside a box of w × h (px); the rail or head on top. */
function body(kind: string, w: number, h: number, colour: string, parts: number): string {
  const head = `<rect x="-6" y="-10" width="${w + 12}" height="10" rx="3" fill="#6b7075"/>`;
  const fabric = (x: number, width: number) =>
    `<rect x="${x}" y="0" width="${width}" height="${h}" fill="${colour}" stroke="#55595e" stroke-width="1"/>`;
  switch (kind) {
    case "CUR": {
      const panel = w / parts;
      const folds = range(parts).flatMap((p) =>
        range(Math.max(3, Math.round(panel / 18))).map((i) => {
          const x = p * panel + ((i + 0.5) * panel) / Math.max(3, Math.round(panel / 18));
          return `<line x1="${x}" y1="2" x2="${x}" y2="${h - 2}" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>`;
        }),
      );
      return `${range(parts)
        .map((p) => fabric(p * panel + 1, panel - 2))
        .join("")}${folds.join("")}${head}`;
    }
    case "ROM": {
      const folds = range(4).map((i) => {
        const y = h * (0.62 + i * 0.09);
        return `<path d="M0 ${y} Q${w / 2} ${y + 14} ${w} ${y}" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`;
      });
      return `${fabric(0, w)}${folds.join("")}${head}`;
    }
    case "ROL":
      return `${fabric(0, w)}<rect x="-4" y="${h - 6}" width="${w + 8}" height="8" fill="#6b7075"/><line x1="${w + 10}" y1="0" x2="${w + 10}" y2="${h * 0.7}" stroke="#8d9096" stroke-width="2" stroke-dasharray="2 3"/><rect x="-8" y="-14" width="${w + 16}" height="14" rx="7" fill="#6b7075"/>`;
    case "PLI":
      return `${fabric(0, w)}${range(Math.round(h / 10))
        .map(
          (i) =>
            `<polyline points="0,${i * 10} ${w},${i * 10 + 5}" fill="none" stroke="#000" stroke-opacity="0.15"/>`,
        )
        .join("")}${head}`;
    case "VER": {
      const count = Math.max(4, Math.round(w / 14));
      const slat = w / count;
      return `${range(count)
        .map(
          (i) =>
            `<rect x="${i * slat + 1}" y="0" width="${slat - 2}" height="${h}" fill="${colour}" stroke="#55595e" stroke-width="0.6"/>`,
        )
        .join("")}${head}`;
    }
    default: {
      // A rail: the profile with its gliders.
      const gliders = range(Math.max(4, Math.round(w / 25)))
        .map(
          (i, _, all) =>
            `<circle cx="${((i + 0.5) * w) / all.length}" cy="16" r="3" fill="#f4f2ec" stroke="#55595e"/>`,
        )
        .join("");
      return `<rect x="0" y="0" width="${w}" height="12" rx="3" fill="${colour}" stroke="#55595e"/>${gliders}`;
    }
  }
}

export function drawProduct(drawing: ProductDrawing): string {
  const maxSide = 360;
  const scale = maxSide / Math.max(drawing.width, drawing.height ?? 0, 1);
  const w = Math.max(40, Math.round(drawing.width * scale));
  const h = drawing.height === null ? 24 : Math.max(40, Math.round(drawing.height * scale));
  const size = drawing.height === null ? `${drawing.width} mm` : `${drawing.width} × ${drawing.height} mm`;
  const viewW = w + 80;
  const viewH = h + 96;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewW} ${viewH}" width="${viewW}" height="${viewH}" role="img" aria-label="${escapeXml(`${drawing.label}, ${size}`)}">
<rect width="100%" height="100%" fill="#ffffff"/>
<g transform="translate(40 38)">${body(drawing.kind, w, h, drawing.colour, drawing.parts ?? 1)}
<line x1="0" y1="${h + 18}" x2="${w}" y2="${h + 18}" stroke="#333" marker-start="url(#a)" marker-end="url(#a)"/>
</g>
<defs><marker id="a" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="6" markerHeight="6"><circle cx="3" cy="3" r="2" fill="#333"/></marker></defs>
<text x="${viewW / 2}" y="${h + 78}" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#222">${escapeXml(size)}</text>
<text x="${viewW / 2}" y="14" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#555">${escapeXml(drawing.label)}</text>
</svg>`;
}

/** A swatch of a material in its colour, with its name. */
export function drawSwatch(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeXml(name)}">
<rect width="160" height="160" fill="${colour}"/>
<g stroke="#000" stroke-opacity="0.08">${range(16)
    .map((i) => `<line x1="0" y1="${i * 10}" x2="160" y2="${i * 10 + 6}"/>`)
    .join("")}</g>
<rect y="124" width="160" height="36" fill="#ffffff" fill-opacity="0.85"/>
<text x="80" y="146" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#222">${escapeXml(name)}</text>
</svg>`;
}

export { escapeXml };
