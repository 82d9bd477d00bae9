// The inputs of the fuzz pass: a valid value built from a zod schema (through
// its JSON Schema), the odd values an attacker sends instead (wrong types, NUL,
// unpaired surrogates, long strings, huge numbers, malformed escapes, arrays
// for objects), and a seeded choice among them so every run sends the same.
import { z } from "zod";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** A string the pattern likely accepts (the patterns of this app's schemas). */
function stringFor(schema: JsonSchema): string {
  if (schema.format === "date-time") return "2026-11-23T08:00:00.000Z";
  const pattern = schema.pattern ?? "";
  if (pattern.includes("#[0-9a-fA-F]")) return "#123456";
  if (pattern.includes("\\d{4,6}")) return "1234";
  if (pattern.startsWith("^-?\\d") || pattern.startsWith("^\\d")) return "1";
  return "A".repeat(Math.max(schema.minLength ?? 1, 2));
}

/** A valid value for the schema: required fields only (optional ones are what the fuzz adds). */
export function validValue(schema: JsonSchema, withOptional = false): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return validValue(options.find((o) => o.type !== "null") ?? options[0]!, withOptional);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => withOptional || (schema.required ?? []).includes(key))
          .map(([key, inner]) => [key, validValue(inner, withOptional)]),
      );
    case "array":
      return schema.items ? [validValue(schema.items, withOptional)] : [];
    case "string":
      return stringFor(schema);
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return schema.default ?? 1;
  }
}

/** Odd values for a JSON body field. */
export const oddJsonValues: unknown[] = [
  "\u0000",
  "wrong roll\u0000",
  "x\ud800",
  "x\udc00y",
  "\u0007bell",
  "line\r\nbreak\ttab",
  "x".repeat(100_000),
  "%u0031",
  " 1",
  "",
  "\u202egnp.exe",
  "😀",
  2 ** 31,
  2 ** 53,
  1e308,
  -1,
  0,
  1.5,
  -(2 ** 31) - 1,
  true,
  null,
  {},
  [],
  [{}],
  ["\u0000"],
  [2 ** 31],
  { "\u0000": 1 },
];

/** The odd value for a field, and for an array field also the value as its one item (an array's items are fields too). */
export function asFieldValues(value: unknown, fieldSchema: JsonSchema): unknown[] {
  const isArray = [fieldSchema, ...(fieldSchema.anyOf ?? [])].some((s) => s.type === "array");
  return isArray ? [value, [value]] : [value];
}

/** Odd values for a query parameter or a route param, as Next hands them over (decoded strings). */
export const oddStrings: string[] = [
  "\u0000",
  "1\u0000",
  "\ud800",
  " 1",
  "1 ",
  "2147483648",
  "9007199254740993",
  "1e308",
  "-1",
  "0",
  "%u0031",
  "%",
  "x".repeat(10_000),
  "",
  "0x10",
  "١",
  "１",
  "1.5",
  "[]",
  "null",
];

/**
 * Odd values for every route param, each one sent: the odd strings, and what a
 * path segment carries once Next has decoded it once (`%25` → `%`): malformed
 * escapes, dots, slashes and separators.
 */
export const oddPathParams: string[] = [
  ...oddStrings,
  "%E0%A4%A",
  "%ED%A0%80",
  "%25",
  "%%",
  ".",
  "..",
  "a/b",
  "\u2028",
  "1;2",
  "1,2",
];

/** Odd CPQ asset references (`<application>.<url, base64url>.<signature>`, lib/cpq/asset-refs.ts). */
export const oddAssetRefs: string[] = [
  `%.a.${"A".repeat(32)}`,
  `%25.a.${"A".repeat(32)}`,
  `%E0%A4%A.a.${"A".repeat(32)}`,
  `%ud800.a.${"A".repeat(32)}`,
  `1.${"A".repeat(4001)}.${"A".repeat(32)}`,
  `${"9".repeat(41)}.aHR0cDovL2NwcQ.${"A".repeat(32)}`,
  `1.aHR0cDovL2NwcQ.${"A".repeat(31)}`,
  `1.aHR0cDovLzEyNy4wLjAuMTo1NDMy.${"A".repeat(32)}`,
  `1.aHR0cDovL2NwcQ.${"A".repeat(32)}.x`,
  `1..${"A".repeat(32)}`,
  `\u0000.aHR0cDovL2NwcQ.${"A".repeat(32)}`,
  "1.%2F%2E%2E.AAAA",
];

/** Odd multipart forms of a photo route: odd fields, a photo that is text, not an image, too large or empty. */
export function oddPhotoForms(): [string, Record<string, string | Blob>][] {
  const png = (size: number, type = "image/png") => new Blob([new Uint8Array(size)], { type });
  return [
    ["valid", { remark: "Torn", photo: png(10) }],
    ...oddStrings.slice(0, 12).flatMap((value): [string, Record<string, string>][] => [
      [`remark ${JSON.stringify(value).slice(0, 20)}`, { remark: value }],
      [`reasonId ${JSON.stringify(value).slice(0, 20)}`, { reasonId: value }],
    ]),
    ["photo as text", { remark: "x", photo: "not a file" }],
    ["photo of html", { remark: "x", photo: png(10, "text/html") }],
    ["photo of no type", { remark: "x", photo: png(10, "") }],
    ["photo over 2 MB", { remark: "x", photo: png(2 * 1024 * 1024 + 1) }],
    ["empty photo", { photo: png(0) }],
  ];
}

/** Raw bodies: empty, not JSON, JSON of the wrong kind, malformed escapes in JSON. */
export const oddRawBodies: string[] = [
  "",
  " ",
  "null",
  "[]",
  "1",
  '"text"',
  "{",
  "[{}]",
  '{"a":',
  '"\\u0000"',
  '{"x":"\\ud800"}',
  '{"x":"\\u00"}',
  "%u0031",
  "\u0000",
  "[".repeat(5000),
];

/** A seeded generator (mulberry32): the same choices on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many values at the head of each list every field gets (NUL, then NUL after text, then an unpaired surrogate). */
const alwaysSent = 3;

/** `count` of the values: the first few always, the rest chosen by the generator. */
export function pick<T>(values: readonly T[], count: number, random: () => number): T[] {
  if (values.length <= count) return [...values];
  const rest = values.slice(alwaysSent);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [...values.slice(0, alwaysSent), ...rest.slice(0, count - alwaysSent)];
}

/** The tally every fuzz file prints. */
export type Tally = { sent: number; serverErrors: string[] };
