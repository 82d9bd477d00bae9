// The wall board's one unit of type: 1 % of the screen's height on a 16:9 TV
// (10.8 px at 1920 × 1080), the width's share on a narrower screen, so every
// text scales alike at 1280 × 720 and 3840 × 2160. Read across the hall: no
// text below 3 units (32 px at 1920 × 1080), the counts 9 units and more (96 px).
import type { CSSProperties } from "react";

const unit = "min(1vh, 0.5625vw)";

/** A font size of `units` board units. */
export const boardText = (units: number): CSSProperties => ({ fontSize: `calc(${unit} * ${units})` });

/** The sizes the board uses, in units. */
export const boardSizes = {
  /** The screen's title. */
  title: 5,
  /** A department's name. */
  heading: 4.5,
  /** Every other word: labels, the day's figures, problems, the footer. */
  text: 3.2,
  /** The four counts. */
  count: 9.5,
} as const;

/** At most this many departments on the screen at once: more are shown a page at a time. */
export const departmentsPerPage = 3;
