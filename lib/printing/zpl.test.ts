import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/messages";
import type { JobTicket, PackageLabel } from "./label-data";
import { decodePng, readCode128, renderZpl } from "@/tests/support/printing/render-zpl";
import { escapeFieldData, ZplLabel } from "./zpl-builder";
import { labelsZpl, packageLabelZpl } from "./zpl-templates";

const label: PackageLabel = {
  barcode: "8712345678906",
  projectNumber: "P-2026-0042",
  customer: "Brasserie Café Ëlsa",
  lineNumber: 3,
  product: "Rolgordijn",
  packageType: "Doos",
  number: 2,
  of: 5,
};

const ticket: JobTicket = {
  code: "P0042",
  projectNumber: "P-2026-0042",
  lineNumber: 3,
  customer: "Café Ëlsa",
  model: "Vouwgordijn",
  product: null,
  width: 1200,
  height: 1800,
  description: "Links bediend",
  materials: [
    { name: "Stof", description: "Linnen", color: "Zand", properties: [{ label: "Plooi", value: "Enkel" }] },
  ],
  plannedFinishAt: "2026-11-25T10:00:00Z",
  deliverAt: null,
};

describe("ZPL builder", () => {
  it("escapes ^, ~ and the hex indicator so data cannot start a command", () => {
    expect(escapeFieldData("A^XZ~JR_b", "text")).toBe("A_5EXZ_7EJR_5Fb");
    expect(escapeFieldData("tab\there", "barcode")).toBe("tab_09here");
    expect(escapeFieldData("Gödel", "text")).toBe("Gödel");
  });

  it("escapes a backslash, and never leaves one where a field block reads a command", () => {
    expect(escapeFieldData("Tube\\&HIDDEN", "text")).toBe("Tube_5C &HIDDEN");
    expect(escapeFieldData("a\\(-)b", "text")).toBe("a_5C (-)b");
    expect(escapeFieldData("C:\\\\share", "text")).toBe("C:_5C _5Cshare");
    expect(escapeFieldData("one\ntwo\u2028three", "text")).toBe("one two three");
    expect(escapeFieldData("AB\\&12", "barcode")).toBe("AB_5C&12");
  });

  it("sizes fields by the printer's dots per mm", () => {
    const at8 = new ZplLabel({ dotsPerMm: 8, widthMm: 100, heightMm: 50 }).text({
      xMm: 4,
      yMm: 3,
      heightMm: 7,
      widthMm: 50,
      text: "x",
    });
    const at12 = new ZplLabel({ dotsPerMm: 12, widthMm: 100, heightMm: 50 }).text({
      xMm: 4,
      yMm: 3,
      heightMm: 7,
      widthMm: 50,
      text: "x",
    });
    expect(at8.toString()).toContain("^PW800^LL400");
    expect(at8.toString()).toContain("^FO32,24^A0N,56,56");
    expect(at12.toString()).toContain("^PW1200^LL600");
    expect(at12.toString()).toContain("^FO48,36^A0N,84,84");
  });
});

describe("labels in ZPL", () => {
  it("puts the browser label's content on a package label, in the employee's language", () => {
    const zpl = packageLabelZpl({ dotsPerMm: 8, widthMm: 100, heightMm: 50 }, label, getTranslator("nl"));
    expect(zpl).toMatch(/^\^XA\^CI28/);
    for (const text of [
      "P-2026-0042",
      "Pakket 2 van 5",
      "Brasserie Café Ëlsa",
      "Regel 3 · Rolgordijn · Doos",
    ]) {
      expect(zpl).toContain(`^FD${text}^FS`);
    }
    expect(zpl).toMatch(/\^BCN,\d+,N,N,N,A\^FH\^FD8712345678906\^FS/);
  });

  it("renders to a label whose barcode a scanner reads as the package's barcode (8 and 12 dots per mm)", async () => {
    for (const dotsPerMm of [8, 12]) {
      const zpl = labelsZpl(
        { dotsPerMm, widthMm: 100, heightMm: 50 },
        { kind: "package-labels", labels: [label] },
        "en",
      );
      const [png] = await renderZpl(zpl, 100, 50, dotsPerMm);
      expect(readCode128(png!)).toBe("8712345678906");
    }
  });

  it("renders a pallet label and a job ticket with scannable codes", async () => {
    const media = { dotsPerMm: 8, widthMm: 100, heightMm: 50 };
    const pallet = labelsZpl(
      media,
      {
        kind: "pallet-label",
        labels: [
          {
            barcode: "PAL-0007",
            packageType: null,
            projectNumbers: ["P-1", "P-2"],
            customers: ["A"],
            packageCount: 12,
          },
        ],
      },
      "en",
    );
    expect(pallet).toContain("^FDPallet^FS");
    expect(pallet).toContain("^FDPackages: 12^FS");
    expect(readCode128((await renderZpl(pallet, 100, 50, 8))[0]!)).toBe("PAL-0007");

    const tall = { dotsPerMm: 12, widthMm: 100, heightMm: 150 };
    const tickets = labelsZpl(
      tall,
      { kind: "job-tickets", labels: [ticket, { ...ticket, code: "P0043" }] },
      "nl",
    );
    expect(tickets.match(/\^XA/g)).toHaveLength(2);
    expect(tickets).toContain("^FDStof · Linnen · Zand — Plooi: Enkel^FS");
    expect(tickets).toContain("^FDGeplande levering: –^FS");
    const images = await renderZpl(tickets, 100, 150, 12);
    expect(images.map(readCode128)).toEqual(["P0042", "P0043"]);
  });

  it("prints a package type named Tube\\&HIDDEN on its own line, not over the barcode", async () => {
    const media = { dotsPerMm: 8, widthMm: 100, heightMm: 50 };
    const hostile = { ...label, packageType: "Tube\\&HIDDEN" };
    const zpl = packageLabelZpl(media, hostile, getTranslator("en"));
    expect(zpl).toContain("Tube_5C &HIDDEN");
    // The same label as it was written before the escaper knew the backslash.
    const unescaped = zpl.replace("Tube_5C &HIDDEN", "Tube\\&HIDDEN");
    const inkAboveBarcode = async (text: string) => {
      const { width, pixels } = decodePng((await renderZpl(text, 100, 50, 8))[0]!);
      // Between the second line (11 + 4.5 mm, 3.4 mm high) and the barcode (20.5 mm).
      let ink = 0;
      for (let y = 19.5 * 8; y < 20.5 * 8; y++) {
        for (let x = 0; x < width; x++) if (pixels[y * width + x]! < 128) ink++;
      }
      return ink;
    };
    expect(await inkAboveBarcode(unescaped)).toBeGreaterThan(0);
    expect(await inkAboveBarcode(zpl)).toBe(0);
    expect(readCode128((await renderZpl(zpl, 100, 50, 8))[0]!)).toBe("8712345678906");
  });
});
