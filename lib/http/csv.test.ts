import { describe, expect, it } from "vitest";
import { csvCell, csvOf } from "./csv";

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks, and leaves plain text and numbers alone", () => {
    expect(csvCell("Velvet")).toBe("Velvet");
    expect(csvCell(2.5)).toBe("2.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("defuses text Excel would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("+31 6")).toBe("'+31 6");
    expect(csvCell("-")).toBe("-");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("-cmd|' /C calc'!A0")).toBe("'-cmd|' /C calc'!A0");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
    expect(csvCell("\n=1+1")).toBe('"\'\n=1+1"');
    // A negative amount written as text is a number to Excel, nothing more.
    expect(csvCell("-2.5")).toBe("-2.5");
  });
});

describe("csvOf", () => {
  it("writes a byte-order mark, CRLF after every row, and booleans as words", () => {
    expect(
      csvOf([
        ["name", "done"],
        ["Crème, brûlée", true],
        [null, false],
      ]),
    ).toBe('\uFEFFname,done\r\n"Crème, brûlée",true\r\n,false\r\n');
  });
});
