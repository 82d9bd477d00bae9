import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import bwipjs from "bwip-js/node";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { parseBarcode } from "@/lib/scan/grammar";
import { codesOfFrame } from "./decoded-code";

const gs = "\u001d";

beforeAll(async () => {
  // The same WebAssembly the worker loads, read from node_modules (never the CDN).
  const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  await prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(wasm).buffer }, fireImmediately: true });
});

/** A label drawn as a printer would, read by zxing-cpp with the worker's text mode. */
async function readLabel(bcid: string, text: string) {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    paddingwidth: 12,
    paddingheight: 12,
    backgroundcolor: "FFFFFF",
  });
  return codesOfFrame(await readBarcodes(new Uint8Array(png), { tryHarder: true, textMode: "Plain" }));
}

describe("codesOfFrame", () => {
  it.each([
    ["gs1-128", "]C1"],
    ["gs1datamatrix", "]d2"],
  ])("keeps a %s label's FNC1s as %s and GS, so the lot stays the lot", async (bcid, identifier) => {
    const codes = await readLabel(bcid, "(01)08712345000165(10)LOT42(8001)14000001207600");
    expect(codes).toEqual([`${identifier}010871234500016510LOT42${gs}800114000001207600`]);
    expect(parseBarcode(codes[0]!)).toMatchObject({
      kind: "material",
      ean: "8712345000165",
      gs1: { lot: "LOT42" },
    });
  });

  it("gives a plain Code 128 as its text", async () => {
    expect(await readLabel("code128", "PK0000000042X")).toEqual(["PK0000000042X"]);
  });

  it("gives each code of a frame once", () => {
    expect(
      codesOfFrame([
        { text: "PK0000000042X", symbologyIdentifier: "]C0", contentType: "Text" },
        { text: "8712345000165", symbologyIdentifier: "]E0", contentType: "Text" },
        { text: "PK0000000042X", symbologyIdentifier: "]C0", contentType: "Text" },
        { text: "", symbologyIdentifier: "]C0", contentType: "Text" },
      ]),
    ).toEqual(["PK0000000042X", "8712345000165"]);
  });
});
