// Where in a camera frame each read looks, and how hard it tries, in turn: a
// reader that only ever sees the whole frame misses a small or distant label,
// and one whose bright surroundings skew the threshold of each scan line
// (docs/scanning.md, "The camera").

export type FrameRegion = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Size of the picture handed to the decoder. */
  outWidth: number;
  outHeight: number;
  /** Also try the picture turned, inverted and downscaled (slower). */
  isThorough: boolean;
};

/** Largest side of a whole frame handed to the decoder: more pixels cost decode time on a tablet. */
export const fullFrameMaxPx = 1280;
/** Frames larger than this have their centre read at full resolution. */
const largeFramePx = 640;
/** The reads of one cycle: whole frame (quick), centre, whole frame (thorough), wider centre. */
export const passesPerCycle = 4;

/** A centre part of the frame, `part` of each side, enlarged by up to `zoom` (never beyond fullFrameMaxPx). */
function centre(width: number, height: number, part: number, zoom: number, isThorough: boolean): FrameRegion {
  const cropWidth = Math.round(width * part);
  const cropHeight = Math.round(height * part);
  const scale = Math.min(zoom, fullFrameMaxPx / Math.max(cropWidth, cropHeight));
  return {
    x: Math.round((width - cropWidth) / 2),
    y: Math.round((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
    outWidth: Math.round(cropWidth * scale),
    outHeight: Math.round(cropHeight * scale),
    isThorough,
  };
}

/**
 * The part of a frame the read of `pass` looks at, in a cycle of four:
 * 1. the whole frame (scaled down if large), upright only;
 * 2. the centre: at the camera's full resolution when the frame is large (a
 *    distant label keeps its bars there), else its middle three quarters
 *    enlarged to the frame's size (a small code gets more pixels per bar);
 * 3. the whole frame again, also turned, inverted and downscaled (a label held
 *    sideways, a blurred one up close);
 * 4. the middle five sixths as they are.
 * Crops also leave out the frame's edges (glare, a white sheet, a neighbour's
 * label), which skew the threshold of a scan line through the code.
 */
export function frameRegion(pass: number, width: number, height: number): FrameRegion {
  const step = pass % passesPerCycle;
  const isLarge = Math.max(width, height) > largeFramePx;
  if (step === 1)
    return isLarge ? centre(width, height, 1 / 2, 1, true) : centre(width, height, 3 / 4, 4 / 3, true);
  if (step === 3) return centre(width, height, 5 / 6, 1, false);
  const scale = Math.min(1, fullFrameMaxPx / Math.max(width, height));
  return {
    x: 0,
    y: 0,
    width,
    height,
    outWidth: Math.round(width * scale),
    outHeight: Math.round(height * scale),
    isThorough: step === 2,
  };
}
