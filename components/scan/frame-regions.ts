// Where in a camera frame each read looks, in turn: a reader that only ever
// sees the whole frame misses a small or distant label, and one whose bright
// surroundings skew the threshold of each scan line (docs/scanning.md, "The camera").

export type FrameRegion = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Size of the picture handed to the decoder. */
  outWidth: number;
  outHeight: number;
};

/** Largest side of a whole frame handed to the decoder: more pixels cost decode time on a tablet. */
export const fullFrameMaxPx = 1280;
/** Frames larger than this have their centre read at full resolution. */
const largeFramePx = 640;

/**
 * The part of a frame the read of `pass` looks at, alternating: the whole
 * frame (scaled down if large), then the centre: at the camera's full
 * resolution when the frame is large (a distant label keeps its bars there),
 * else its middle three quarters enlarged to the frame's size (the edges,
 * often glare, packaging or a neighbour's label, fall out; a small code
 * gets more pixels per bar).
 */
export function frameRegion(pass: number, width: number, height: number): FrameRegion {
  if (pass % 2 === 0) {
    const scale = Math.min(1, fullFrameMaxPx / Math.max(width, height));
    return {
      x: 0,
      y: 0,
      width,
      height,
      outWidth: Math.round(width * scale),
      outHeight: Math.round(height * scale),
    };
  }
  const part = Math.max(width, height) > largeFramePx ? 1 / 2 : 3 / 4;
  const cropWidth = Math.round(width * part);
  const cropHeight = Math.round(height * part);
  const scale = part === 1 / 2 ? 1 : Math.min(1 / part, fullFrameMaxPx / Math.max(cropWidth, cropHeight));
  return {
    x: Math.round((width - cropWidth) / 2),
    y: Math.round((height - cropHeight) / 2),
    width: cropWidth,
    height: cropHeight,
    outWidth: Math.round(cropWidth * scale),
    outHeight: Math.round(cropHeight * scale),
  };
}
