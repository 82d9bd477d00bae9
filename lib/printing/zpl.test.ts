import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/messages";
import type { JobTicket, PackageLabel } from "./label-data";
import { readCode128, renderZpl } from "./testing/render-zpl";
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
    expect(escapeFieldData("A^XZ~JR_b")).toBe("A_5EXZ_7EJR_5Fb");
    expect(escapeFieldData("tab\there")).toBe("tab_09here");
    expect(escapeFieldData("Gödel")).toBe("Gödel");
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
    expect(tickets).toContain("^FDLevering: –^FS");
    const images = await renderZpl(tickets, 100, 150, 12);
    expect(images.map(readCode128)).toEqual(["P0042", "P0043"]);
  });
});
