// The GS1 splitter on random and hostile codes as long as a scan may be: the
// longest code a route takes is the roll label's 200 characters
// (lib/cutting/rolls/register-roll.ts; a pack scan takes 64). Each must be
// answered in milliseconds (issue 40: a 74-character label once took 11 s of
// the server's only thread), and every answer must be one the parser can
// stand behind: a reading whose elements give back the text, or a reason.
import { describe, expect, it } from "vitest";
import { createRandom, type Random } from "@/lib/base/prng";
import { parseGs1 } from "./gs1";

const longestScan = 200;
const GS = "\u001d";
const now = new Date("2026-11-23T12:00:00Z");
/** The one time bound the issue asks for; a parse takes well under a tenth of it. */
const boundMs = 5;

/**
 * The time of one parse: the least of a few runs of the same input, since a
 * busy machine stops any thread for milliseconds now and then (the scheduler,
 * the garbage collector), and that is no time the parse itself takes.
 */
function parseMs(text: string): number {
  let leastMs = Infinity;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    parseGs1(text, { now });
    leastMs = Math.min(leastMs, performance.now() - started);
  }
  return leastMs;
}

const digits = (random: Random, length: number) =>
  Array.from({ length }, () => String(random.int(0, 9))).join("");
const repeat = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const sprinkle = (random: Random, text: string, share: number) =>
  [...text].map((character) => (random.chance(share) ? GS : "") + character).join("");

/** AIs and data run together as a reader that drops FNC1 sends them: many ways back to try. */
function elementsRunTogether(random: Random, length: number): string {
  const ais = ["10", "21", "90", "91", "99", "37", "30", "01", "17", "8001", "3103", "253", "8003", "7230"];
  let text = "";
  while (text.length < length) text += random.pick(ais) + digits(random, random.int(1, 12));
  return text.slice(0, length);
}

/** Each shape of code, and whether some of its codes read (the others are all refused). */
const shapes: [string, (random: Random, length: number) => string, boolean][] = [
  ['"10" repeated, a bad character last', (_, length) => repeat("10", length - 1) + "^", false],
  ['"10" repeated', (_, length) => repeat("10", length), true],
  ['"91" repeated (X..90)', (_, length) => repeat("91", length), true],
  ['"8003" repeated', (_, length) => repeat("8003", length), false],
  ["digits only", (random, length) => digits(random, length), true],
  ["digits with GS sprinkled", (random, length) => sprinkle(random, digits(random, length), 0.1), true],
  ["AIs run together", elementsRunTogether, true],
  [
    "AIs run together, GS sprinkled",
    (random, length) => sprinkle(random, elementsRunTogether(random, length), 0.05),
    true,
  ],
  ["bracketed", (random, length) => repeat(`(10)${digits(random, 3)}(91)`, length), true],
  [
    "any printable character",
    (random, length) => Array.from({ length }, () => String.fromCharCode(random.int(32, 126))).join(""),
    false,
  ],
];

describe("the GS1 splitter on codes up to the longest scan", () => {
  it.each(shapes)(
    "answers %s in under 5 ms, with a reading that gives back the text or a reason",
    (_, make, readsSome) => {
      const random = createRandom(40);
      parseGs1(make(random, longestScan), { now }); // the first call compiles the code
      let slowestMs = 0;
      let readings = 0;
      for (let round = 0; round < 150; round++) {
        const length = round < 30 ? longestScan : random.int(1, longestScan);
        const text = make(random, length);
        const result = parseGs1(text, { now });
        slowestMs = Math.max(slowestMs, parseMs(text));
        if (result.ok) {
          readings++;
          const withoutGs = text.replaceAll(GS, "");
          const printed = withoutGs.startsWith("(") ? withoutGs.replace(/[()]/g, "") : withoutGs;
          expect(result.data.elements.map(({ ai, value }) => ai + value).join("")).toBe(printed);
        } else {
          expect(result.reason).toMatch(/\S/);
        }
      }
      expect(readings > 0).toBe(readsSome);
      expect(slowestMs).toBeLessThan(boundMs);
    },
  );

  it("refuses the labels of the report with the reason a lot too long gives", () => {
    for (const repeats of [34, 92]) {
      expect(parseGs1("10" + "10".repeat(repeats) + "^", { now })).toEqual({
        ok: false,
        reason: "(10) is longer than 20",
      });
    }
  });

  it("reads a label of nearly the longest scan that holds, every variable field ended by GS", () => {
    const fields = ["0108712345000165" + "10" + "L".repeat(20), "21" + "S".repeat(20), "91" + "A".repeat(90)];
    const text = [...fields, "400" + "O".repeat(30), "3712"].join(GS);
    expect(text.length).toBeGreaterThan(190);
    expect(parseGs1(text, { now })).toMatchObject({
      ok: true,
      data: { gtin: "08712345000165", lot: "L".repeat(20), serial: "S".repeat(20), count: 12 },
    });
  });
});
