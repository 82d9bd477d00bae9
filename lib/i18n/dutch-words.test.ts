// The Dutch floor speaks one way (issue 45, item 4): je/jouw on every screen,
// never u/uw, and the screen reader's prefix for a good scan is not the word
// of the Done button.
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import nl from "@/messages/nl.json";

const textsOf = (value: unknown, prefix = ""): [string, string][] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => textsOf(inner, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];

describe("Dutch texts", () => {
  it("address the employee as je/jouw, never u/uw", () => {
    // "u" is also the abbreviation of uur ("{hours} u"): after a number or a {…} it is not a pronoun.
    const isFormal = (text: string) => /\b[Uu]w\b/u.test(text) || /(?<![\d}]\s?)\b[Uu]\b/u.test(text);
    const formal = textsOf(nl).filter(([, text]) => isFormal(text));
    expect(formal).toEqual([]);
    expect(nl.station.problem.remark).toBe("In je eigen woorden");
  });

  it("announce a good scan with a word that is not the Done button's", () => {
    const doneWords = new Set([nl.station.card.done, nl.stationTools.repeatDone]);
    expect(doneWords.has(nl.scan.feedback.tone.success)).toBe(false);
    expect(
      new Set([en.station.card.done, en.stationTools.repeatDone]).has(en.scan.feedback.tone.success),
    ).toBe(false);
  });
});
