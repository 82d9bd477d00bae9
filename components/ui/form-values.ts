// Numbers of the admin forms' text fields, left for the zod schema to judge:
// a blank or a word is NaN (the schema names the field), never a silent 0.
export const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** Blank means none. */
export const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** "100, 290" → [100, 290]. */
export const numbersOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
