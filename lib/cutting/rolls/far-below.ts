// A leftover the cutter must confirm (the tablet asks, the leftover route
// refuses it unconfirmed): 0 mm always, or more than the offcut minimum (and
// more than 5 % of the length left) below what the roll has left. Its
// shortfall leaves the stock as waste, so a mistyped 0 must not pass unasked.
// Plain: the cutter's screen imports it too.
export const isFarBelowRest = (lengthMm: number, lengthLeftMm: number, minimumMm: number): boolean =>
  lengthMm === 0 || lengthLeftMm - lengthMm > Math.max(minimumMm, Math.round(lengthLeftMm * 0.05));
