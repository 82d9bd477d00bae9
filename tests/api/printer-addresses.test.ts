// Issue 40, item 9: a printer at the server's own LAN address was accepted;
// only loopback was refused. Every address of the server's network interfaces
// (all families), and a name that resolves to one, is now a 400 naming it,
// with nothing stored, whether the printer is added or moved; a neighbour on
// the same network is still a printer. The addresses are this machine's own.
import { isIP } from "node:net";
import { hostname, networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import * as adminPrinterRoute from "@/app/api/admin/printers/[id]/route";
import * as adminPrintersRoute from "@/app/api/admin/printers/route";
import { printers } from "@/lib/db/schema";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

// No PRINTER_ALLOWED_NETWORKS: the workshop's network only.
const ctx = setUpApiRoutes({ seed: false });
const admin = employee(["admin"]);
type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };

/** This machine's addresses on its networks (not loopback), as an admin types them. */
const lanAddresses = Object.values(networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .filter((entry) => !entry.internal)
  .map((entry) => entry.address.replace(/%.*$/, ""));
const typed = (address: string) => (isIP(address) === 6 ? `[${address}]` : address);

const post = async (address: string, name = "Probe") =>
  adminPrintersRoute.POST(
    await apiRequest("/api/admin/printers", { method: "POST", as: admin, body: { name, address } }),
  );
const stored = () => ctx.handle.db.select().from(printers);

describe("a printer at the server's own address", () => {
  it("the machine has an address on a network to try", () => {
    expect(lanAddresses.length).toBeGreaterThan(0);
  });

  it.each(lanAddresses.map(typed))(
    "refuses %s (and on port 9100) with a 400 that says why",
    async (address) => {
      for (const written of [address, `${address}:9100`]) {
        const response = await post(written);
        expect(response.status).toBe(400);
        const problem = await json<Problem>(response);
        expect(problem.title).toBe("This address is not a printer on the workshop's network");
        expect(problem.detail).toMatch(/this server's own address|link-local address/);
        expect(problem.errors?.address?.[0]).toContain("not a printer on the workshop's network");
      }
      expect(await stored()).toEqual([]);
    },
  );

  it("refuses the server's IPv4 addresses written inside IPv6 ([::ffff:a.b.c.d])", async () => {
    const ipv4 = lanAddresses.filter((address) => isIP(address) === 4);
    for (const address of ipv4) {
      const response = await post(`[::ffff:${address}]`);
      expect(response.status).toBe(400);
      expect((await json<Problem>(response)).detail).toContain(`this server's own address (${address})`);
    }
    expect(await stored()).toEqual([]);
  });

  it("refuses the server's own host name", async () => {
    const response = await post(hostname());
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).detail).toMatch(/a name for (this server's own|a loopback)/);
    expect(await stored()).toEqual([]);
  });

  it("takes a neighbour on the same network, and refuses to move it to the server", async () => {
    const server = lanAddresses.find((address) => isIP(address) === 4) ?? "10.0.0.5";
    // The neighbour: the same network, last part changed (never the server's own).
    const parts = server.split(".").map(Number);
    const neighbour = [...parts.slice(0, 3), parts[3] === 250 ? 251 : 250].join(".");
    const added = await post(neighbour, "Pack 1");
    expect(added.status).toBe(201);
    const printer = await json<{ id: number; host: string }>(added);
    expect(printer.host).toBe(neighbour);
    const moved = await adminPrinterRoute.PATCH(
      await apiRequest(`/api/admin/printers/${printer.id}`, {
        method: "PATCH",
        as: admin,
        body: { name: "Pack 1", address: `${typed(lanAddresses[0] ?? server)}:9100` },
      }),
      routeParams({ id: printer.id }),
    );
    expect(moved.status).toBe(400);
    expect((await stored()).map((row) => row.host)).toEqual([neighbour]);
  });
});
