// GS1 Application Identifiers this app reads, after the GS1 General
// Specifications (section 3, "GS1 Application Identifier definitions", and
// figure 7.8.5-2 of the AIs with a predefined length). Plain data so the
// parser stays small enough for every floor page's first download (no zod).
//
// One row per AI: "AI format title". Format: "N14" exactly 14 digits, "N..8" up
// to 8 digits, "X..20" up to 20 characters of GS1's character set 82, "N3+X..9"
// fixed digits then more characters (read as up to 12 characters). Flags after
// the format: "c" the last digit is a GS1 check digit, "d" a date YYMMDD, "n"
// a 3-digit AI whose 4th digit says where the decimal point is (310n…).

const rows = `
00 N18c SSCC
01 N14c GTIN
02 N14c CONTENT
03 N14c MTO GTIN
10 X..20 BATCH/LOT
11 N6d PROD DATE
12 N6d DUE DATE
13 N6d PACK DATE
15 N6d BEST BEFORE
16 N6d SELL BY
17 N6d USE BY
20 N2 VARIANT
21 X..20 SERIAL
22 X..20 CPV
235 X..28 TPX
240 X..30 ADDITIONAL ID
241 X..30 CUST. PART No.
242 N..6 MTO VARIANT
243 X..20 PCN
250 X..30 SECONDARY SERIAL
251 X..30 REF. TO SOURCE
253 N13+X..17 GDTI
254 X..20 GLN EXTENSION COMPONENT
30 N..8 VAR. COUNT
310 N6n NET WEIGHT (kg)
311 N6n LENGTH (m)
312 N6n WIDTH (m)
313 N6n HEIGHT (m)
314 N6n AREA (m2)
315 N6n NET VOLUME (l)
316 N6n NET VOLUME (m3)
320 N6n NET WEIGHT (lb)
321 N6n LENGTH (in)
322 N6n LENGTH (ft)
323 N6n LENGTH (yd)
324 N6n WIDTH (in)
325 N6n WIDTH (ft)
326 N6n WIDTH (yd)
330 N6n GROSS WEIGHT (kg)
331 N6n LENGTH (m), log
332 N6n WIDTH (m), log
333 N6n HEIGHT (m), log
334 N6n AREA (m2), log
335 N6n VOLUME (l), log
336 N6n VOLUME (m3), log
337 N6n KG PER m2
37 N..8 COUNT
400 X..30 ORDER NUMBER
401 X..30 GINC
402 N17c GSIN
403 X..30 ROUTE
410 N13c SHIP TO LOC
411 N13c BILL TO
412 N13c PURCHASE FROM
413 N13c SHIP FOR LOC
414 N13c LOC No.
415 N13c PAY TO
416 N13c PROD/SERV LOC
420 X..20 SHIP TO POST
421 N3+X..9 SHIP TO POST
422 N3 ORIGIN
423 N3+N..12 COUNTRY - INITIAL PROCESS
424 N3 COUNTRY - PROCESS
425 N3+N..12 COUNTRY - DISASSEMBLY
426 N3 COUNTRY - FULL PROCESS
7003 N10 EXPIRY TIME
7006 N6d FIRST FREEZE DATE
8001 N14 DIMENSIONS
8002 X..20 CMT No.
8003 N14+X..16 GRAI
8004 X..30 GIAI
8005 N6 PRICE PER UNIT
8006 N18 ITIP
8007 X..34 IBAN
8008 N8+N..4 PROD TIME
8020 X..25 REF No.
90 X..30 INTERNAL
91 X..90 INTERNAL
92 X..90 INTERNAL
93 X..90 INTERNAL
94 X..90 INTERNAL
95 X..90 INTERNAL
96 X..90 INTERNAL
97 X..90 INTERNAL
98 X..90 INTERNAL
99 X..90 INTERNAL
`;

export type AiDefinition = {
  /** The AI, or its first three digits when the fourth gives the decimals (310n). */
  ai: string;
  title: string;
  isNumeric: boolean;
  /** Exact length of the data; or null when up to `maxLength`. */
  fixedLength: number | null;
  maxLength: number;
  hasCheckDigit: boolean;
  isDate: boolean;
  hasDecimalDigit: boolean;
};

function definitionOf(row: string): AiDefinition {
  const [ai = "", format = "", ...title] = row.split(" ");
  const parts = /^(N|X)(\.\.)?(\d+)(?:\+(?:N|X)\.\.(\d+))?([cdn]*)$/.exec(format);
  if (!parts) throw new Error(`bad GS1 AI format "${format}"`);
  const [, type, upTo, length, extra, flags = ""] = parts;
  const base = Number(length);
  return {
    ai,
    title: title.join(" "),
    isNumeric: type === "N" && !format.includes("+X"),
    fixedLength: upTo || extra ? null : base,
    maxLength: base + Number(extra ?? 0),
    hasCheckDigit: flags.includes("c"),
    isDate: flags.includes("d"),
    hasDecimalDigit: flags.includes("n"),
  };
}

export const aiDefinitions: ReadonlyMap<string, AiDefinition> = new Map(
  rows
    .trim()
    .split("\n")
    .map((row) => {
      const definition = definitionOf(row);
      return [definition.ai, definition] as const;
    }),
);

/**
 * The AIs whose length GS1 predefines (figure 7.8.5-2), by their first two
 * digits: AI plus data length. Only these may be followed by the next AI
 * without a separator; every other element ends at a GS or at the end.
 */
export const predefinedLengths: ReadonlyMap<string, number> = new Map([
  ...(["00"] as const).map((p) => [p, 20] as const),
  ...["01", "02", "03"].map((p) => [p, 16] as const),
  ["04", 18],
  ...["11", "12", "13", "14", "15", "16", "17", "18", "19"].map((p) => [p, 8] as const),
  ["20", 4],
  ...["31", "32", "33", "34", "35", "36"].map((p) => [p, 10] as const),
  ["41", 16],
]);

/** The definition of the AI that `text` starts with (2, 3 or 4 digits), if any. */
export function findAi(text: string): { ai: string; definition: AiDefinition } | null {
  for (const length of [2, 3, 4]) {
    const definition = aiDefinitions.get(text.slice(0, length));
    if (!definition) continue;
    if (!definition.hasDecimalDigit) return { ai: text.slice(0, length), definition };
    const decimals = text[3];
    if (decimals === undefined || !/\d/.test(decimals)) return null;
    return { ai: text.slice(0, 4), definition };
  }
  return null;
}
