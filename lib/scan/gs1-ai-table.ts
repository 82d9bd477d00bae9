// GS1 Application Identifiers this app reads, with each AI's format as the
// GS1 Barcode Syntax Dictionary gives it (github.com/gs1/gs1-syntax-dictionary,
// Apache-2.0, GS1 AISBL). Plain data so the parser stays small enough for every
// floor page's first download (no zod).
//
// One row per AI or range of AIs: "AI [*] components # title", in the
// dictionary's own notation. "*": a predefined length that needs no FNC1 after
// it. A component: a character set (N digits, X GS1's set 82, Y set 39, Z
// base64url) and a length ("N14" exactly 14, "X..20" 1 to 20), "[…]" when it
// may be left off at the end, then the checks this app runs ("csum" a GS1
// check digit, "yymmd0" a date whose day 00 means the month's end, "yymmdd" a
// date). The dictionary's other checks (country codes, IBAN, non-zero…) are
// not run here: a field that breaks one still reads.

const rows = `
00 * N18,csum # SSCC
01 * N14,csum # GTIN
02 * N14,csum # CONTENT
03 * N14,csum # MTO GTIN
10 X..20 # BATCH/LOT
11 * N6,yymmd0 # PROD DATE
12 * N6,yymmd0 # DUE DATE
13 * N6,yymmd0 # PACK DATE
15 * N6,yymmd0 # BEST BEFORE
16 * N6,yymmd0 # SELL BY
17 * N6,yymmd0 # USE BY
20 * N2 # VARIANT
21 X..20 # SERIAL
22 X..20 # CPV
235 X..28 # TPX
240 X..30 # ADDITIONAL ID
241 X..30 # CUST. PART No.
242 N..6 # MTO VARIANT
243 X..20 # PCN
250 X..30 # SECONDARY SERIAL
251 X..30 # REF. TO SOURCE
253 N13,csum [X..17] # GDTI
254 X..20 # GLN EXTENSION COMPONENT
255 N13,csum [N..12] # GCN
30 N..8 # VAR. COUNT
3100-3105 * N6 # NET WEIGHT (kg)
3110-3115 * N6 # LENGTH (m)
3120-3125 * N6 # WIDTH (m)
3130-3135 * N6 # HEIGHT (m)
3140-3145 * N6 # AREA (m2)
3150-3155 * N6 # NET VOLUME (l)
3160-3165 * N6 # NET VOLUME (m3)
3200-3205 * N6 # NET WEIGHT (lb)
3210-3215 * N6 # LENGTH (in)
3220-3225 * N6 # LENGTH (ft)
3230-3235 * N6 # LENGTH (yd)
3240-3245 * N6 # WIDTH (in)
3250-3255 * N6 # WIDTH (ft)
3260-3265 * N6 # WIDTH (yd)
3270-3275 * N6 # HEIGHT (in)
3280-3285 * N6 # HEIGHT (ft)
3290-3295 * N6 # HEIGHT (yd)
3300-3305 * N6 # GROSS WEIGHT (kg)
3310-3315 * N6 # LENGTH (m), log
3320-3325 * N6 # WIDTH (m), log
3330-3335 * N6 # HEIGHT (m), log
3340-3345 * N6 # AREA (m2), log
3350-3355 * N6 # VOLUME (l), log
3360-3365 * N6 # VOLUME (m3), log
3370-3375 * N6 # KG PER m2
37 N..8 # COUNT
400 X..30 # ORDER NUMBER
401 X..30 # GINC
402 N17,csum # GSIN
403 X..30 # ROUTE
410-417 * N13,csum # GLN
420 X..20 # SHIP TO POST
421 N3 X..9 # SHIP TO POST
422 N3 # ORIGIN
423 N3 [N3] [N3] [N3] [N3] # COUNTRY - INITIAL PROCESS
424 N3 # COUNTRY - PROCESS
425 N3 [N3] [N3] [N3] [N3] # COUNTRY - DISASSEMBLY
426 N3 # COUNTRY - FULL PROCESS
7001 N13 # NSN
7002 X..30 # MEAT CUT
7003 N6,yymmdd N4 # EXPIRY TIME
7006 N6,yymmdd # FIRST FREEZE DATE
7007 N6,yymmdd [N6],yymmdd # HARVEST DATE
7230-7239 X2 X..28 # CERT
8001 N4 N5 N3 N1 N1 # DIMENSIONS
8002 X..20 # CMT No.
8003 N1 N13,csum [X..16] # GRAI
8004 X..30 # GIAI
8005 N6 # PRICE PER UNIT
8006 N14,csum N4 # ITIP
8007 X..34 # IBAN
8008 N6,yymmdd N2 [N2] [N2] # PROD TIME
8010 Y..30 # CPID
8011 N..12 # CPID SERIAL
8012 X..20 # VERSION
8020 X..25 # REF No.
8026 N14,csum N4 # ITIP CONTENT
8030 Z..90 # DIGSIG
8111 N4 # POINTS
90 X..30 # INTERNAL
91-99 X..90 # INTERNAL
`;

export type CharacterSet = "N" | "X" | "Y" | "Z";
export type AiCheck = "csum" | "yymmd0" | "yymmdd";

export type AiComponent = {
  characterSet: CharacterSet;
  /** The least length when present (an optional one may also be left off at the end). */
  minLength: number;
  maxLength: number;
  isOptional: boolean;
  checks: AiCheck[];
};

export type AiDefinition = {
  ai: string;
  title: string;
  components: AiComponent[];
  /** Digits only. */
  isNumeric: boolean;
  /** Exact length of the data; or null when it may vary up to `maxLength`. */
  fixedLength: number | null;
  minLength: number;
  maxLength: number;
  /** GS1 predefines its length: the next AI may follow without FNC1. */
  isPredefinedLength: boolean;
  hasCheckDigit: boolean;
  /** 31nn…36nn: the 4th digit says where the decimal point is. */
  hasDecimalDigit: boolean;
};

function componentOf(text: string, row: string): AiComponent {
  const parts = /^(\[)?([NXYZ])(\.\.)?(\d+)(\])?((?:,(?:csum|yymmd0|yymmdd))*)$/.exec(text);
  if (!parts || Boolean(parts[1]) !== Boolean(parts[5])) throw new Error(`bad GS1 AI row "${row}"`);
  const [, optional, characterSet, upTo, length, , checks = ""] = parts;
  const maxLength = Number(length);
  return {
    characterSet: characterSet as CharacterSet,
    minLength: upTo ? (optional ? 0 : 1) : maxLength,
    maxLength,
    isOptional: Boolean(optional),
    checks: checks.split(",").filter(Boolean) as AiCheck[],
  };
}

function definitionsOf(row: string): AiDefinition[] {
  const [spec = "", title = ""] = row.split(" # ");
  const [range = "", ...rest] = spec.split(" ");
  const isPredefinedLength = rest[0] === "*";
  const components = rest.slice(isPredefinedLength ? 1 : 0).map((part) => componentOf(part, row));
  const isVariable = components.some((c) => c.isOptional || c.minLength !== c.maxLength);
  const maxLength = components.reduce((sum, c) => sum + c.maxLength, 0);
  const [first = "", last = first] = range.split("-");
  const width = first.length;
  return Array.from({ length: Number(last) - Number(first) + 1 }, (_, index) => {
    const ai = String(Number(first) + index).padStart(width, "0");
    return {
      ai,
      title,
      components,
      isNumeric: components.every((c) => c.characterSet === "N"),
      fixedLength: isVariable ? null : maxLength,
      minLength: components.reduce((sum, c) => sum + (c.isOptional ? 0 : c.minLength), 0),
      maxLength,
      isPredefinedLength,
      hasCheckDigit: components.some((c) => c.checks.includes("csum")),
      hasDecimalDigit: /^3[1-6]\d\d$/.test(ai),
    };
  });
}

export const aiDefinitions: ReadonlyMap<string, AiDefinition> = new Map(
  rows
    .trim()
    .split("\n")
    .flatMap(definitionsOf)
    .map((definition) => [definition.ai, definition] as const),
);

/** The longest data any AI this app knows may hold. */
export const longestAiData = Math.max(...[...aiDefinitions.values()].map((d) => d.maxLength));

/** The AI that `text` starts with (2, 3 or 4 digits; no AI is the start of another), if any. */
export function findAi(text: string): { ai: string; definition: AiDefinition } | null {
  for (const length of [2, 3, 4]) {
    const definition = aiDefinitions.get(text.slice(0, length));
    if (definition) return { ai: definition.ai, definition };
  }
  return null;
}
