// Lot tracing both ways over a real database and the embedded upstream: a lot
// forward (its rolls, every line cut from it with project, customer, metres,
// status and shipped; a line matched with its label only), a line backward
// (a line cut from two lots lists both), the search box's readings (a lot, a
// roll's own label, a supplier's GS1 label), the CSV, and the recall: every
// unshipped line on hold in one step, audited, each released as any hold;
// supervisors and admins only.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as releaseRoute from "@/app/api/holds/[id]/release/route";
import * as findRoute from "@/app/api/trace/find/route";
import * as lineRoute from "@/app/api/trace/lines/[productionPolygonId]/route";
import * as csvRoute from "@/app/api/trace/lots/[lot]/csv/route";
import * as recallRoute from "@/app/api/trace/lots/[lot]/recall/route";
import * as lotRoute from "@/app/api/trace/lots/[lot]/route";
import { takeFromRoll } from "@/lib/cutting/rolls/roll-usage";
import { insertRoll, type Roll } from "@/lib/cutting/rolls/rolls-store";
import type { SessionEmployee } from "@/lib/base/roles";
import { auditLog, materialLots, polygonProblems } from "@/lib/db/schema";
import { traceReadsOver } from "@/lib/embedded-api/queries/trace-reads";
import * as t from "@/lib/embedded-api/schema";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { onUpstreamCall } from "@/lib/production-api/gateway";
import type { FindResult, LineTrace, LotTrace, RecallResult } from "@/lib/trace/schemas";
import { traceLot } from "@/lib/trace/trace-lot";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";
import { parseCsv } from "../support/csv";
import { insertProject } from "../support/production-fixtures";

const ctx = setUpApiRoutes();
const supervisor = { ...employee(["supervisor"]), locale: "en" as const };
const admin = { ...employee(["admin"]), locale: "en" as const };
const operator = employee(["operator"], [1]);
/** The seeded Velvet (tests/support/api-seed.ts). */
const velvet = "8712345678906";
const stockKeeper = { employeeId: null, name: "Test stock" };

let r1: Roll, r2: Roll, r3: Roll;
/** Seeded P-1001's two lines (at 100 in cutting), Jansen's line at 290 (waiting in sewing), De Vries's shipped line and one matched with the lot's label only. */
let lines: { first: number; second: number; jansen: number; shipped: number; matched: number };

const newRoll = (lot: string) =>
  insertRoll(
    ctx.handle.db,
    {
      materialCode: velvet,
      gtin: `0${velvet}`,
      materialName: "Velvet",
      lot,
      widthMm: 1400,
      lengthMm: 50_000,
      place: "Rek A1",
    },
    stockKeeper,
  );

const cut = (roll: Roll, productionPolygonId: number, lengthMm: number) =>
  takeFromRoll(
    ctx.handle.db,
    roll.id,
    { lengthMm, detail: { productionPolygonId, plannedLengthMm: lengthMm, boundLengthMm: lengthMm } },
    stockKeeper,
  );

beforeAll(async () => {
  const db = ctx.handle.db;
  const jansen = await insertProject(db, {
    projectNumber: "P-2001",
    customerName: "Jansen",
    materials: [{ material: "Velvet", eanCode: velvet }],
    polygons: [{ polygonId: 8101, lineNumber: 1, statuses: [{ value: 100 }, { value: 290 }], materials: [] }],
  });
  const deVries = await insertProject(db, {
    projectNumber: "P-2002",
    customerName: "De Vries",
    polygons: [
      { polygonId: 8201, lineNumber: 1, statuses: [{ value: 600 }, { value: 700 }] },
      { polygonId: 8202, lineNumber: 2, statuses: [{ value: 100 }] },
    ],
  });
  lines = {
    first: ctx.ids.polygonIds[0],
    second: ctx.ids.polygonIds[1],
    jansen: jansen.polygonIds[0]!,
    shipped: deVries.polygonIds[0]!,
    matched: deVries.polygonIds[1]!,
  };
  await db.insert(t.polygonDepartments).values([
    { productionPolygonId: lines.jansen, productionDepartmentId: ctx.ids.departments.SEW },
    { productionPolygonId: lines.matched, productionDepartmentId: ctx.ids.departments.CUT },
  ]);
  [r1, r2, r3] = [await newRoll("L24-172"), await newRoll("L24-172"), await newRoll("L24-199")];
  await cut(r1, lines.first, 2600);
  await cut(r1, lines.second, 2400);
  await cut(r3, lines.second, 2400);
  await cut(r2, lines.jansen, 3000);
  await cut(r2, lines.shipped, 2800);
  // Matched at the matching screen with a supplier's label of the lot: no roll of it cut here.
  await db.insert(materialLots).values({
    entryId: 990_001,
    productionPolygonId: lines.matched,
    polygonId: 8202,
    productionProjectId: deVries.id,
    eanCode: velvet,
    gtin: `0${velvet}`,
    lot: "L24-172",
    recordedByName: "Test matcher",
  });
});

const getLot = async (as: SessionEmployee, lot: string, query = `?materialCode=${velvet}`) =>
  lotRoute.GET(
    await apiRequest(`/api/trace/lots/${encodeURIComponent(lot)}${query}`, { as }),
    routeParams({ lot }),
  );

const getLine = async (as: SessionEmployee, id: number) =>
  lineRoute.GET(await apiRequest(`/api/trace/lines/${id}`, { as }), routeParams({ productionPolygonId: id }));

const recall = async (as: SessionEmployee, body: unknown, lot = "L24-172") =>
  recallRoute.POST(
    await apiRequest(`/api/trace/lots/${lot}/recall`, { method: "POST", as, body }),
    routeParams({ lot }),
  );

const release = async (id: number) =>
  releaseRoute.POST(
    await apiRequest(`/api/holds/${id}/release`, {
      method: "POST",
      as: supervisor,
      body: { remark: "Lot tested fine" },
    }),
    routeParams({ id }),
  );

const statusOf = async (id: number) =>
  currentStatusOf(await ctx.upstream.polygon.getById({ id }))?.productionStatusValue;

describe("a lot forward", () => {
  it("lists its rolls and every line cut from it, with customer, metres, status and shipped", async () => {
    const response = await getLot(supervisor, "L24-172");
    expect(response.status).toBe(200);
    const trace = await json<LotTrace>(response);
    expect(trace).toMatchObject({ lot: "L24-172", materialCode: velvet });
    expect(trace.rolls.map((r) => [r.rollId, r.code, r.lengthMm, r.lengthLeftMm, r.status, r.cutMm])).toEqual(
      [
        [r1.id, r1.code, 50_000, 45_000, "in-stock", 5000],
        [r2.id, r2.code, 50_000, 44_200, "in-stock", 5800],
      ],
    );
    const byLine = new Map(trace.lines.map((line) => [line.productionPolygonId, line]));
    expect(trace.lines).toHaveLength(5);
    expect(byLine.get(lines.first)).toMatchObject({
      projectNumber: "P-1001",
      productionProjectId: ctx.ids.productionProjectId,
      cutMm: 2600,
      rollIds: [r1.id],
      status: 100,
      shipped: false,
      packages: [{ barcode: "PKG-0001", isPacked: false }],
    });
    expect(byLine.get(lines.jansen)).toMatchObject({
      projectNumber: "P-2001",
      customer: "Jansen",
      cutMm: 3000,
      rollIds: [r2.id],
      status: 290,
      statusLabel: "Cutting done",
      shipped: false,
    });
    expect(byLine.get(lines.shipped)).toMatchObject({ customer: "De Vries", status: 700, shipped: true });
    expect(byLine.get(lines.matched)).toMatchObject({ customer: "De Vries", cutMm: 0, rollIds: [] });
    // The other lot's roll is not this lot's: the second line took 2400 mm of each.
    expect(byLine.get(lines.second)).toMatchObject({ cutMm: 2400, rollIds: [r1.id] });
  });

  it("reads its lines set-based with the embedded API in process: the same answer, no upstream read a line", async () => {
    const db = ctx.handle.db;
    const query = { materialCode: velvet };
    // Through the upstream (a real one): the kept order specs and one package read a line.
    const perLine = await traceLot(db, ctx.upstream, "L24-172", query, "en", { reads: null });
    const operations: string[] = [];
    const stop = onUpstreamCall((record) => operations.push(record.operation));
    let setBased: LotTrace;
    try {
      setBased = await traceLot(db, ctx.upstream, "L24-172", query, "en", { reads: traceReadsOver(db) });
    } finally {
      stop();
    }
    expect(setBased).toEqual(perLine);
    expect(setBased.lines.map((line) => line.customer)).toContain("Jansen");
    // The status lists in memory (loaded by the first trace) say each line's status and project.
    expect(
      operations.filter((op) => /^(polygon\/getbyid|polygonpackage\/|projectexport\/)/.test(op)),
    ).toEqual([]);
  });

  it("answers 404 for a lot nobody knows, 400 for one GS1 does not allow, 403 for an operator", async () => {
    expect((await getLot(supervisor, "NOPE-1")).status).toBe(404);
    expect((await getLot(supervisor, "a b", "")).status).toBe(400);
    expect((await getLot(supervisor, "L24-172", "?materialCode=12ab")).status).toBe(400);
    expect((await getLot(operator, "L24-172")).status).toBe(403);
    expect((await getLot(admin, "L24-172", "")).status).toBe(200);
  });

  it("is found by the lot as typed, a roll's own label and a supplier's GS1 label", async () => {
    const find = async (q: string) => {
      const response = await findRoute.GET(
        await apiRequest(`/api/trace/find?q=${encodeURIComponent(q)}`, { as: supervisor }),
      );
      expect(response.status).toBe(200);
      return json<FindResult>(response);
    };
    expect(await find("L24-172")).toEqual({
      readAs: "lot",
      matches: [{ lot: "L24-172", materialCode: velvet, materialName: "Velvet", rolls: 2 }],
    });
    expect(await find(r3.code)).toMatchObject({ readAs: "roll", matches: [{ lot: "L24-199", rolls: 1 }] });
    expect(await find(`]C1010${velvet}10L24-172`)).toMatchObject({
      readAs: "gs1",
      matches: [{ lot: "L24-172", materialCode: velvet, rolls: 2 }],
    });
    expect(await find(`(01)0${velvet}(10)L24-199`)).toMatchObject({
      readAs: "gs1",
      matches: [{ lot: "L24-199" }],
    });
    expect(await find("NOTHING-HERE")).toEqual({ readAs: "lot", matches: [] });
  });

  it("downloads the lot's customers and lines as a CSV", async () => {
    const response = await csvRoute.GET(
      await apiRequest(`/api/trace/lots/L24-172/csv?materialCode=${velvet}`, { as: supervisor }),
      routeParams({ lot: "L24-172" }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("lot-L24-172.csv");
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual([
      "Customer",
      "Project",
      "Line",
      "Product",
      "Material",
      "Lot",
      "Rolls",
      "Metres",
      "Status",
      "Shipped",
      "Packages",
    ]);
    expect(rows).toHaveLength(6);
    const jansen = rows.find((row) => row[0] === "Jansen");
    expect(jansen).toEqual([
      "Jansen",
      "P-2001",
      "1",
      "Curtain",
      velvet,
      "L24-172",
      r2.code,
      "3.00",
      "Cutting done",
      "no",
      "",
    ]);
    expect(rows.find((row) => row[0] === "De Vries" && row[9] === "yes")).toBeDefined();
  });
});

describe("a line backward", () => {
  it("lists both lots of a line cut from two", async () => {
    const response = await getLine(supervisor, lines.second);
    expect(response.status).toBe(200);
    expect(await json<LineTrace>(response)).toEqual({
      productionPolygonId: lines.second,
      productionProjectId: ctx.ids.productionProjectId,
      lots: [
        {
          materialCode: velvet,
          materialName: "Velvet",
          lot: "L24-172",
          rollIds: [r1.id],
          rollCodes: [r1.code],
          cutMm: 2400,
        },
        {
          materialCode: velvet,
          materialName: "Velvet",
          lot: "L24-199",
          rollIds: [r3.id],
          rollCodes: [r3.code],
          cutMm: 2400,
        },
      ],
    });
  });

  it("shows a lot matched with the supplier's label, 404 for no such line, 403 for an operator", async () => {
    expect((await json<LineTrace>(await getLine(supervisor, lines.matched))).lots).toEqual([
      { materialCode: velvet, materialName: null, lot: "L24-172", rollIds: [], rollCodes: [], cutMm: 0 },
    ]);
    expect((await getLine(supervisor, 987_654)).status).toBe(404);
    expect((await getLine(operator, lines.second)).status).toBe(403);
  });
});

describe("the recall", () => {
  it("holds every unshipped line of the lot in one step, audited, and each hold is released as any other", async () => {
    const refused = await recall(operator, { materialCode: velvet, reason: "Fades" });
    expect(refused.status).toBe(403);
    expect(await statusOf(lines.first)).toBe(100);
    expect((await recall(supervisor, { materialCode: velvet, reason: "  " })).status).toBe(400);

    const response = await recall(supervisor, {
      materialCode: velvet,
      reason: "Supplier: the velours fades",
    });
    expect(response.status).toBe(200);
    const result = await json<RecallResult>(response);
    expect(result.shipped).toEqual([lines.shipped]);
    expect(result.alreadyOnHold).toEqual([]);
    expect(result.notHeld).toEqual([]);
    expect(result.held.map((h) => h.productionPolygonId).sort()).toEqual(
      [lines.first, lines.second, lines.jansen, lines.matched].sort(),
    );
    expect(result.held.find((h) => h.productionPolygonId === lines.jansen)).toEqual({
      productionPolygonId: lines.jansen,
      productionDepartmentId: ctx.ids.departments.SEW,
      statusBeforeHold: 290,
    });
    for (const id of [lines.first, lines.second, lines.jansen, lines.matched])
      expect(await statusOf(id)).toBe(900);
    expect(await statusOf(lines.shipped)).toBe(700);
    const polygon = await ctx.upstream.polygon.getById({ id: lines.jansen });
    expect(currentStatusOf(polygon)?.remarks).toBe("Recall of lot L24-172: Supplier: the velours fades");
    const problems = await ctx.handle.db
      .select({ remark: polygonProblems.remark, statusBeforeHold: polygonProblems.statusBeforeHold })
      .from(polygonProblems)
      .where(eq(polygonProblems.productionPolygonId, lines.jansen));
    expect(problems).toEqual([
      { remark: "Recall of lot L24-172: Supplier: the velours fades", statusBeforeHold: 290 },
    ]);
    const audit = await ctx.handle.db
      .select({ status: auditLog.status })
      .from(auditLog)
      .where(eq(auditLog.action, "trace.recall"));
    expect(audit.map((row) => row.status).sort()).toEqual([200, 400, 403]);

    // The lot's page says so; a second recall holds nothing more.
    const trace = await json<LotTrace>(await getLot(supervisor, "L24-172"));
    expect(trace.lines.filter((line) => line.isOnHold)).toHaveLength(4);
    const again = await json<RecallResult>(
      await recall(supervisor, { materialCode: velvet, reason: "Again" }),
    );
    expect(again.held).toEqual([]);
    expect(again.alreadyOnHold).toHaveLength(4);

    // Released as today: back to where each line was.
    expect((await release(lines.jansen)).status).toBe(200);
    expect(await statusOf(lines.jansen)).toBe(290);
    expect((await release(lines.first)).status).toBe(200);
    expect(await statusOf(lines.first)).toBe(100);
    expect((await release(lines.matched)).status).toBe(200);
    expect(await statusOf(lines.matched)).toBe(100);
  });
});
