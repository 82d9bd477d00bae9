// The office search box finds lots (issue 44): a lot's name gives the lot's
// trace page of each fabric it is a lot of (two fabrics may share the name),
// a roll's own label its roll's lot, a lot kept only on a matched entry too;
// a word without a digit is no lot.
import { beforeAll, describe, expect, it } from "vitest";
import * as searchRoute from "@/app/api/search/route";
import { insertRoll, type Roll } from "@/lib/cutting/rolls/rolls-store";
import { materialLots } from "@/lib/db/schema";
import type { SearchHit } from "@/lib/search/search";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);
const velvet = "8712345678906";
const linen = "8712345678913";
const stockKeeper = { employeeId: null, name: "Test stock" };

let velvetRoll: Roll;

const newRoll = (materialCode: string, materialName: string, lot: string) =>
  insertRoll(
    ctx.handle.db,
    {
      materialCode,
      gtin: `0${materialCode}`,
      materialName,
      lot,
      widthMm: 1400,
      lengthMm: 50_000,
      place: "Rek A1",
    },
    stockKeeper,
  );

beforeAll(async () => {
  velvetRoll = await newRoll(velvet, "Velvet", "L24-172");
  await newRoll(linen, "Linen", "L24-172");
  await ctx.handle.db.insert(materialLots).values({
    entryId: 990_101,
    productionPolygonId: ctx.ids.polygonIds[0],
    polygonId: 1,
    productionProjectId: ctx.ids.productionProjectId,
    eanCode: "8712345678920",
    gtin: "08712345678920",
    lot: "M-77",
    recordedByName: "Test matcher",
  });
});

async function hits(q: string): Promise<SearchHit[]> {
  const response = await searchRoute.GET(
    await apiRequest(`/api/search?q=${encodeURIComponent(q)}`, { as: supervisor }),
  );
  expect(response.status).toBe(200);
  return json<SearchHit[]>(response);
}

const lotHitsOf = async (q: string) => (await hits(q)).filter((hit) => hit.kind === "lot");

describe("GET /api/search finds lots", () => {
  it("gives each fabric of a lot its trace page", async () => {
    expect(await lotHitsOf("L24-172")).toEqual([
      {
        kind: "lot",
        lot: "L24-172",
        materialCode: velvet,
        materialName: "Velvet",
        href: `/trace/lots/L24-172?materialCode=${velvet}`,
      },
      {
        kind: "lot",
        lot: "L24-172",
        materialCode: linen,
        materialName: "Linen",
        href: `/trace/lots/L24-172?materialCode=${linen}`,
      },
    ]);
  });

  it("finds the lot of a roll by the roll's own label, in any case", async () => {
    expect(await lotHitsOf(velvetRoll.code.toLowerCase())).toEqual([
      expect.objectContaining({
        lot: "L24-172",
        materialCode: velvet,
        href: `/trace/lots/L24-172?materialCode=${velvet}`,
      }),
    ]);
  });

  it("finds a lot kept only on a matched entry, and no lot for a word or an unknown lot", async () => {
    expect(await lotHitsOf("M-77")).toEqual([
      expect.objectContaining({ lot: "M-77", materialCode: "8712345678920", materialName: null }),
    ]);
    expect(await lotHitsOf("Velvet")).toEqual([]);
    expect(await lotHitsOf("L99-999")).toEqual([]);
  });
});
