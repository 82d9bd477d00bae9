// The addresses an admin may give a printer, spelled the ways an attacker
// spells them, and what PRINTER_ALLOWED_NETWORKS lets through.
import { describe, expect, it } from "vitest";
import { isIP } from "node:net";
import { allowedNetworkList, checkPrinterHost, inetAton, serverAddresses } from "./printer-address-policy";

const none = allowedNetworkList([]);
/** A resolver that answers from a table instead of DNS (the real one is used in tests/api). */
const names =
  (table: Record<string, string[]>) =>
  (host: string): Promise<string[]> =>
    Promise.resolve(table[host] ?? []);

/** Spellings of hosts a printer must not have, with the kind of address each is. */
const refused: [string, RegExp][] = [
  ["127.0.0.1", /loopback/],
  ["127.1", /loopback address \(127\.0\.0\.1\)/],
  ["2130706433", /loopback address \(127\.0\.0\.1\)/],
  ["0x7f.1", /loopback address \(127\.0\.0\.1\)/],
  ["0x7F000001", /loopback/],
  ["0177.0.0.1", /loopback/],
  ["127.255.255.254", /loopback/],
  ["[::1]", /loopback address \(::1\)/],
  ["[0:0:0:0:0:0:0:1]", /loopback/],
  ["[::ffff:127.0.0.1]", /loopback address \(127\.0\.0\.1\)/],
  ["[::ffff:7f00:1]", /loopback address \(127\.0\.0\.1\)/],
  ["[::127.0.0.1]", /loopback/],
  ["[64:ff9b::7f00:1]", /loopback/],
  ["169.254.169.254", /link-local address \(169\.254\.169\.254\)/],
  ["2852039166", /link-local address \(169\.254\.169\.254\)/],
  ["[fe80::1]", /link-local/],
  ["[::ffff:169.254.169.254]", /link-local/],
  ["0.0.0.0", /unspecified/],
  ["0", /unspecified/],
  ["[::]", /unspecified address \(::\)/],
  ["224.0.0.1", /multicast/],
  ["239.255.255.250", /multicast/],
  ["[ff02::1]", /multicast/],
  ["255.255.255.255", /broadcast/],
  ["256.1.1.1", /no IP address/],
  ["08.1", /no IP address/],
];

describe("printer address policy", () => {
  it("reads the inet_aton spellings the resolver takes", () => {
    expect(inetAton("127.1")).toBe("127.0.0.1");
    expect(inetAton("2130706433")).toBe("127.0.0.1");
    expect(inetAton("0x7f.1")).toBe("127.0.0.1");
    expect(inetAton("0177.0.0.01")).toBe("127.0.0.1");
    expect(inetAton("10.1.258")).toBe("10.1.1.2");
    expect(inetAton("192.168.1.20")).toBe("192.168.1.20");
    expect(inetAton("printer-1.workshop")).toBeNull();
    expect(inetAton("1.2.3.4.5")).toBeNull();
    expect(inetAton("256.1.1.1")).toBeNull();
  });

  it.each(refused)("refuses %s with a 400 naming what it is", async (host, why) => {
    const refusal = checkPrinterHost(host, none, names({}));
    await expect(refusal).rejects.toMatchObject({ status: 400, code: "invalid_input" });
    const error = (await refusal.catch((e: unknown) => e)) as { detail: string; fieldErrors: object };
    expect(error.detail).toMatch(why);
    expect(error.detail).toContain("PRINTER_ALLOWED_NETWORKS");
    expect(error.fieldErrors).toHaveProperty("address");
  });

  it("resolves a host name and refuses it when any of its addresses is refused", async () => {
    const dns = names({
      localhost: ["::1", "127.0.0.1"],
      sneaky: ["10.0.0.21", "169.254.169.254"],
      "zebra-pack1": ["10.0.0.21"],
    });
    await expect(checkPrinterHost("localhost", none, dns)).rejects.toThrow(/name for a loopback/);
    await expect(checkPrinterHost("sneaky", none, dns)).rejects.toThrow(/169\.254\.169\.254/);
    await expect(checkPrinterHost("nowhere", none, dns)).rejects.toThrow(/cannot be found/);
    await expect(checkPrinterHost("zebra-pack1", none, dns)).resolves.toBe("zebra-pack1");
  });

  it("resolves names with the system's resolver: localhost is refused", async () => {
    await expect(checkPrinterHost("localhost", none)).rejects.toMatchObject({ status: 400 });
  });

  it("accepts hosts on the workshop's network and stores IPs in their plain spelling", async () => {
    await expect(checkPrinterHost("10.0.0.21", none)).resolves.toBe("10.0.0.21");
    await expect(checkPrinterHost("0xa.0.0.21", none)).resolves.toBe("10.0.0.21");
    await expect(checkPrinterHost("192.168.1.20", none)).resolves.toBe("192.168.1.20");
    await expect(checkPrinterHost("[fd00::21]", none)).resolves.toBe("[fd00::21]");
  });

  it("lets PRINTER_ALLOWED_NETWORKS allow what it lists, and nothing more", async () => {
    const allowed = allowedNetworkList(["127.0.0.1/32", "::1", "169.254.7.0/24"]);
    await expect(checkPrinterHost("127.0.0.1", allowed)).resolves.toBe("127.0.0.1");
    await expect(checkPrinterHost("2130706433", allowed)).resolves.toBe("127.0.0.1");
    await expect(checkPrinterHost("[::ffff:127.0.0.1]", allowed)).resolves.toBe("[::ffff:127.0.0.1]");
    await expect(checkPrinterHost("[::1]", allowed)).resolves.toBe("[::1]");
    await expect(checkPrinterHost("169.254.7.9", allowed)).resolves.toBe("169.254.7.9");
    await expect(checkPrinterHost("127.0.0.2", allowed)).rejects.toThrow(/loopback/);
    await expect(checkPrinterHost("169.254.169.254", allowed)).rejects.toThrow(/link-local/);
  });

  describe("the server's own addresses (issue 40, item 9)", () => {
    /** The server as a test sees it: a LAN address of each family, a link-local one with its zone left off. */
    const own = () => ["127.0.0.1", "::1", "10.0.0.5", "fd00::5", "fe80::fc:ff:fe00:1"];
    const dns = names({
      "shop-server": ["10.0.0.5"],
      "shop-server6": ["fd00::5"],
      "zebra-pack1": ["10.0.0.21"],
    });

    it.each([
      "10.0.0.5",
      "10.0.0.5:9100",
      "0xa.0.0.5",
      "167772165",
      "[::ffff:10.0.0.5]",
      "[::ffff:a00:5]",
      "[fd00::5]",
      "[fd00:0:0::5]",
    ])("refuses %s: an address of the server itself", async (typed) => {
      const host = typed.replace(/:9100$/, "");
      await expect(checkPrinterHost(host, none, dns, own)).rejects.toThrow(/this server's own address/);
    });

    it("refuses a name that resolves to the server, and takes a neighbour on the same network", async () => {
      await expect(checkPrinterHost("shop-server", none, dns, own)).rejects.toThrow(
        /name for this server's own address \(10\.0\.0\.5\)/,
      );
      await expect(checkPrinterHost("shop-server6", none, dns, own)).rejects.toThrow(
        /own address \(fd00::5\)/,
      );
      await expect(checkPrinterHost("zebra-pack1", none, dns, own)).resolves.toBe("zebra-pack1");
      await expect(checkPrinterHost("10.0.0.6", none, dns, own)).resolves.toBe("10.0.0.6");
      await expect(checkPrinterHost("[fd00::6]", none, dns, own)).resolves.toBe("[fd00::6]");
    });

    it("allows an own address only when PRINTER_ALLOWED_NETWORKS names that very address", async () => {
      const network = allowedNetworkList(["10.0.0.0/8", "fd00::/8"]);
      await expect(checkPrinterHost("10.0.0.5", network, dns, own)).rejects.toThrow(/only by naming it/);
      await expect(checkPrinterHost("[::ffff:10.0.0.5]", network, dns, own)).rejects.toThrow(
        /only by naming it/,
      );
      await expect(checkPrinterHost("[fd00::5]", network, dns, own)).rejects.toThrow(/only by naming it/);
      await expect(checkPrinterHost("10.0.0.6", network, dns, own)).resolves.toBe("10.0.0.6");
      const named = allowedNetworkList(["10.0.0.5/32", "fd00::5"]);
      await expect(checkPrinterHost("10.0.0.5", named, dns, own)).resolves.toBe("10.0.0.5");
      await expect(checkPrinterHost("[fd00::5]", named, dns, own)).resolves.toBe("[fd00::5]");
    });

    it("reads the machine's own interfaces by default: each of its addresses is refused", async () => {
      const addresses = serverAddresses();
      expect(addresses).toContain("127.0.0.1");
      for (const address of addresses) {
        const typed = isIP(address) === 6 ? `[${address}]` : address;
        await expect(checkPrinterHost(typed, none, names({}))).rejects.toMatchObject({ status: 400 });
      }
    });
  });
});
