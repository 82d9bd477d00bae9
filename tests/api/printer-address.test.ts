// Issue 31, item 2, as it was found: an admin gave printers loopback and
// link-local addresses (the cloud's metadata service), in odd spellings, and
// the status check told open ports from closed ones. Each is now a 400 naming
// the address, with nothing stored; a printer of LABEL_PRINTERS stays trusted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminPrinterRoute from "@/app/api/admin/printers/[id]/route";
import * as adminPrintersRoute from "@/app/api/admin/printers/route";
import { printers } from "@/lib/db/schema";
import { listPrinters } from "@/lib/printing/print-service";
import { parseLabelPrinters } from "@/lib/base/printer-config";
import { syncSettingPrinters } from "@/lib/printing/printers";
import { startHangUpServer, type MisbehavingServer } from "@/tests/support/printing/misbehaving-printers";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

// No PRINTER_ALLOWED_NETWORKS: the workshop's network only.
const ctx = setUpApiRoutes();
const admin = employee(["admin"]);
let listening: MisbehavingServer;

beforeAll(async () => {
  // Something does listen on the loopback port tried below: a refusal is the policy, not a closed port.
  listening = await startHangUpServer();
});
afterAll(async () => {
  await listening.close();
});

const post = async (address: string, name = "Probe") =>
  adminPrintersRoute.POST(
    await apiRequest("/api/admin/printers", { method: "POST", as: admin, body: { name, address } }),
  );

type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };

const spellings = [
  "127.0.0.1:{port}",
  "127.0.0.1:22",
  "127.1:{port}",
  "2130706433:{port}",
  "0x7f.1:{port}",
  "0x7f000001",
  "0177.0.0.1",
  "[::1]:5432",
  "[::ffff:127.0.0.1]:{port}",
  "[::ffff:7f00:1]",
  "[0:0:0:0:0:0:0:1]",
  "localhost:{port}",
  "169.254.169.254:80",
  "2852039166:80",
  "[fe80::1]",
  "0.0.0.0",
  "0",
  "[::]",
  "224.0.0.251",
  "[ff02::1]",
];

describe("printer addresses typed on the admin screen", () => {
  it.each(spellings)("refuses %s with a 400 that says why, and stores nothing", async (address) => {
    const response = await post(address.replace("{port}", String(listening.port)));
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    expect(problem.title).toBe("This address is not a printer on the workshop's network");
    expect(problem.detail).toMatch(/(loopback|link-local|unspecified|multicast) address/);
    expect(problem.detail).toContain("PRINTER_ALLOWED_NETWORKS");
    expect(problem.errors?.address?.[0]).toContain("not a printer on the workshop's network");
    expect(await ctx.handle.db.select().from(printers)).toEqual([]);
  });

  it("refuses an IPv6 address without brackets with a 400 that says how to write it", async () => {
    const response = await post("::ffff:127.0.0.1");
    expect(response.status).toBe(400);
    expect(JSON.stringify(await json(response))).toMatch(/in brackets/);
    expect(await ctx.handle.db.select().from(printers)).toEqual([]);
  });

  it("takes a host on the workshop's network, and refuses to move it to loopback", async () => {
    const added = await post("0xa.0.0.21:9100", "Pack 1");
    expect(added.status).toBe(201);
    const printer = await json<{ id: number; host: string; port: number }>(added);
    expect(printer).toMatchObject({ host: "10.0.0.21", port: 9100 });

    const moved = await adminPrinterRoute.PATCH(
      await apiRequest(`/api/admin/printers/${printer.id}`, {
        method: "PATCH",
        as: admin,
        body: { name: "Pack 1", address: "127.1:22" },
      }),
      routeParams({ id: printer.id }),
    );
    expect(moved.status).toBe(400);
    expect((await listPrinters(ctx.handle.db)).map((p) => `${p.host}:${p.port}`)).toEqual(["10.0.0.21:9100"]);
  });

  it("keeps a LABEL_PRINTERS printer on loopback trusted: the operator's own word", async () => {
    await syncSettingPrinters(ctx.handle.db, parseLabelPrinters(`Bench=zpl://127.0.0.1:${listening.port}`));
    const bench = (await listPrinters(ctx.handle.db)).find((p) => p.name === "Bench")!;
    const changed = await adminPrinterRoute.PATCH(
      await apiRequest(`/api/admin/printers/${bench.id}`, {
        method: "PATCH",
        as: admin,
        body: { name: "Bench", address: `127.0.0.1:${listening.port}`, departmentIds: [1] },
      }),
      routeParams({ id: bench.id }),
    );
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ host: "127.0.0.1", departmentIds: [1], source: "setting" });
  });
});
