// What single-line and multi-line text refuse: control characters, line
// separators, text-direction controls and unpaired surrogates.
import { describe, expect, it } from "vitest";
import { controlCharacterMessage, isCleanText, multiLineText, singleLineText } from "./text";

const single = singleLineText().trim().max(80);
const multi = multiLineText().max(500);

/** Each refused in both kinds of text. */
const layoutControls: Record<string, string> = {
  "U+2028 line separator": "\u2028",
  "U+2029 paragraph separator": "\u2029",
  "U+200E left-to-right mark": "\u200e",
  "U+200F right-to-left mark": "\u200f",
  "U+061C Arabic letter mark": "\u061c",
  "U+202A left-to-right embedding": "\u202a",
  "U+202B right-to-left embedding": "\u202b",
  "U+202C pop directional formatting": "\u202c",
  "U+202D left-to-right override": "\u202d",
  "U+202E right-to-left override": "\u202e",
  "U+2066 left-to-right isolate": "\u2066",
  "U+2067 right-to-left isolate": "\u2067",
  "U+2068 first-strong isolate": "\u2068",
  "U+2069 pop directional isolate": "\u2069",
  NUL: "\u0000",
  "U+0085 next line (C1)": "\u0085",
  DEL: "\u007f",
  "lone high surrogate": "\ud800",
  "lone low surrogate": "\udc00",
};

describe("single-line text", () => {
  it.each(Object.entries(layoutControls))(
    "refuses %s, anywhere in the text (also at its end, before trim)",
    (_, ch) => {
      for (const text of [`Hall${ch}TV`, `${ch}Hall`, `Hall${ch}`]) {
        expect(single.safeParse(text).success, JSON.stringify(text)).toBe(false);
        expect(isCleanText(text)).toBe(false);
      }
    },
  );

  it("refuses newlines and tabs, with the message the screens translate", () => {
    for (const text of ["Hall\nTV", "Hall\rTV", "Hall\tTV"]) {
      const parsed = single.safeParse(text);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(controlCharacterMessage);
    }
  });

  it("keeps names in any script, emoji with joiners and flags, and trims spaces", () => {
    for (const text of ["Hal 2 – Ñoño", "שולחן חיתוך", "قسم الخياطة", "👩‍🔧 TV", "🇳🇱", "Zürich\u00a0Hall"])
      expect(single.parse(text)).toBe(text);
    expect(single.parse("  Hall TV  ")).toBe("Hall TV");
  });
});

describe("multi-line text", () => {
  it("keeps tab, line feed and carriage return", () => {
    expect(multi.parse("colour off\r\n\tsee roll 3")).toBe("colour off\r\n\tsee roll 3");
  });

  it.each(Object.entries(layoutControls))("refuses %s", (_, ch) => {
    expect(multi.safeParse(`colour${ch} off`).success).toBe(false);
    expect(isCleanText(`colour${ch} off`, true)).toBe(false);
  });
});
