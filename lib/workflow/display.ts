// How a status value is shown (its label and colour, and the text colour on it),
// apart from the workflow's rules: the floor's screens import only this, and
// rules.ts's roles (with their zod schemas) stay off the tablets' first load.
import type { Locale } from "@/lib/base/roles";
import type { WorkflowStatus } from "./schemas";

export type StatusDisplay = { value: number; label: string; colour: string | null; isKnown: boolean };

/** How a value is shown: its label and colour, or its number when the catalogue does not know it. */
export function displayStatus(statuses: WorkflowStatus[], value: number, locale: Locale): StatusDisplay {
  const status = statuses.find((s) => s.value === value);
  if (!status) return { value, label: String(value), colour: null, isKnown: false };
  return {
    value,
    label: locale === "nl" ? status.labelNl : status.labelEn,
    colour: status.colour,
    isKnown: true,
  };
}

/** Black or white text, whichever reads better on this `#rrggbb` background. */
export function textColourOn(hex: string): "#000000" | "#ffffff" {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((n >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.179 ? "#000000" : "#ffffff";
}
