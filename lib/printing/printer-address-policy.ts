// Which hosts an admin may give a printer: a host on the workshop's network.
// Loopback, link-local (the cloud's metadata service at 169.254.169.254),
// unspecified and multicast addresses, and every address of the server's own
// network interfaces, are refused however they are spelled, unless
// PRINTER_ALLOWED_NETWORKS allows them (an own address only when it names that
// very address): else the printer's status check would tell open ports of the
// server's own host from closed ones. A host name is resolved, and every
// address it resolves to is checked. Printers of LABEL_PRINTERS are the
// operator's own word and are not checked. (docs/security.md)
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { AppError } from "@/lib/errors";

type Range = { network: string; prefix: number; type: "ipv4" | "ipv6"; kind: string };

const refusedRanges: Range[] = [
  { network: "0.0.0.0", prefix: 8, type: "ipv4", kind: "an unspecified" },
  { network: "127.0.0.0", prefix: 8, type: "ipv4", kind: "a loopback" },
  { network: "169.254.0.0", prefix: 16, type: "ipv4", kind: "a link-local" },
  { network: "224.0.0.0", prefix: 4, type: "ipv4", kind: "a multicast" },
  { network: "255.255.255.255", prefix: 32, type: "ipv4", kind: "a broadcast" },
  { network: "::", prefix: 128, type: "ipv6", kind: "an unspecified" },
  { network: "::1", prefix: 128, type: "ipv6", kind: "a loopback" },
  { network: "fe80::", prefix: 10, type: "ipv6", kind: "a link-local" },
  { network: "ff00::", prefix: 8, type: "ipv6", kind: "a multicast" },
];

const familyOf = (address: string) => (isIP(address) === 4 ? "ipv4" : "ipv6");

/**
 * PRINTER_ALLOWED_NETWORKS (IPs or CIDRs, checked by lib/env.ts): every network
 * it lists, and apart the single addresses it lists (an IP, a /32 or a /128),
 * the only way to allow one of the server's own addresses: a network that
 * happens to hold the server (10.0.0.0/8) does not.
 */
export type AllowedNetworks = { networks: BlockList; addresses: BlockList };

export function allowedNetworkList(entries: readonly string[]): AllowedNetworks {
  const networks = new BlockList();
  const addresses = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.trim().split("/");
    if (isIP(address) === 0) continue;
    const family = familyOf(address);
    const isOneAddress = prefix === undefined || Number(prefix) === (family === "ipv4" ? 32 : 128);
    if (isOneAddress) {
      networks.addAddress(address, family);
      addresses.addAddress(address, family);
    } else networks.addSubnet(address, Number(prefix), family);
  }
  return { networks, addresses };
}

/** The server's own addresses now: every address of every network interface, all families (the zone of a link-local one left off). */
export type OwnAddresses = () => readonly string[];

export const serverAddresses: OwnAddresses = () =>
  Object.values(networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => entry.address.replace(/%.*$/, "")),
  );

/** Whether `address` is one of `own`, compared as addresses (`fd00::2` is `fd00:0::2`). */
function isOwnAddress(address: string, own: readonly string[]): boolean {
  const list = new BlockList();
  for (const entry of own) if (isIP(entry) !== 0) list.addAddress(entry, familyOf(entry));
  return list.check(address, familyOf(address));
}

/** One part of an inet_aton spelling: decimal, octal (leading 0) or hexadecimal (0x). */
function atonPart(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9]\d*$/.test(part)) return Number(part);
  return null;
}

/** A host made of numbers only (`127.1`, `0x7f.1`, `256.1.1.1`): never a name, an address or nothing. */
const isNumeric = (host: string) => host.split(".").every((part) => /^(0x[0-9a-f]*|\d+)$/i.test(part));

/**
 * The dotted IPv4 address of an inet_aton spelling (`127.1`, `2130706433`,
 * `0x7f.1`, `0177.0.0.1`), which the resolver and so `net.connect` accept;
 * null when the host is not one (a name, or numbers that are no address).
 */
export function inetAton(host: string): string | null {
  if (!isNumeric(host)) return null;
  const parts = host.split(".");
  const values = parts.map(atonPart);
  if (parts.length > 4 || values.some((v) => v === null)) return null;
  const numbers = values as number[];
  const last = numbers.pop()!;
  if (numbers.some((v) => v > 255) || last >= 2 ** (8 * (4 - numbers.length))) return null;
  const value = numbers.reduce((sum, v, i) => sum + v * 2 ** (8 * (3 - i)), 0) + last;
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = v4
    ? address.slice(0, v4.index) +
      [(+v4[1]! << 8) + +v4[2]!, (+v4[3]! << 8) + +v4[4]!].map((n) => n.toString(16)).join(":")
    : address;
  const [head = "", tail] = text.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const groups =
    tail === undefined
      ? split(head)
      : [
          ...split(head),
          ...Array<string>(8 - split(head).length - split(tail).length).fill("0"),
          ...split(tail),
        ];
  return groups.map((group) => parseInt(group, 16));
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), -compatible (::a.b.c.d) or NAT64 (64:ff9b::/96) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const isMapped = g.slice(0, 5).every((n) => n === 0) && (g[5] === 0xffff || g[5] === 0);
  const isNat64 = g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((n) => n === 0);
  if (!isMapped && !isNat64) return null;
  return [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join(".");
}

const refusedRangeOf = (address: string) => {
  const type = familyOf(address);
  return refusedRanges.find((range) => {
    if (range.type !== type) return false;
    const list = new BlockList();
    list.addSubnet(range.network, range.prefix, range.type);
    return list.check(address, type);
  });
};

/** Why an address is refused ("a loopback address (127.0.0.1)"), or null when a printer may have it. */
function refusalOf(address: string, allowed: AllowedNetworks, own: readonly string[]): string | null {
  const family = familyOf(address);
  const inner = family === "ipv6" ? embeddedIpv4(address) : null;
  // An own address inside an IPv6 one (::ffff:a.b.c.d) is still the server's: BlockList matches the two.
  const effective = inner ?? address;
  const isOwn = isOwnAddress(effective, own);
  if (allowed.networks.check(address, family)) {
    if (!isOwn || allowed.addresses.check(effective, familyOf(effective))) return null;
    return `this server's own address (${effective}), which PRINTER_ALLOWED_NETWORKS allows only by naming it`;
  }
  const range = refusedRangeOf(address);
  if (range) return `${range.kind} address (${address})`;
  if (inner) return refusalOf(inner, allowed, own);
  return isOwn ? `this server's own address (${address})` : null;
}

const refuse = (typed: string, why: string) =>
  new AppError(
    "invalid_input",
    "This address is not a printer on the workshop's network",
    `"${typed}" is ${why}. A printer must be a host on the workshop's network; PRINTER_ALLOWED_NETWORKS can allow others.`,
    { address: [`"${typed}" is ${why}: not a printer on the workshop's network`] },
  );

export type ResolveHost = (host: string) => Promise<string[]>;

const resolveWithDns: ResolveHost = async (host) => {
  const answers = await Promise.race([
    lookup(host, { all: true, verbatim: true }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), 3_000).unref()),
  ]);
  return answers.map((answer) => answer.address);
};

/**
 * Checks the host an admin typed and gives the host to store: an IP address
 * in its plain spelling (`127.1` → 127.0.0.1, `[::ffff:7f00:1]` stays bracketed),
 * a host name as typed. Throws a 400 (invalid_input on `address`) when refused.
 */
export async function checkPrinterHost(
  typed: string,
  allowed: AllowedNetworks,
  resolve: ResolveHost = resolveWithDns,
  ownAddresses: OwnAddresses = serverAddresses,
): Promise<string> {
  const own = ownAddresses();
  const host = typed.trim();
  const bare = host.replace(/^\[(.*)\]$/, "$1");
  const literal = isIP(bare) !== 0 ? bare : inetAton(bare);
  if (literal === null && isNumeric(bare)) throw refuse(typed, "no IP address this app can read");
  if (literal !== null) {
    const why = refusalOf(literal, allowed, own);
    if (why) throw refuse(typed, why);
    return isIP(literal) === 6 ? `[${literal}]` : literal;
  }
  const addresses = await resolve(host).catch(() => []);
  if (addresses.length === 0) throw refuse(typed, "a host name that cannot be found on the network");
  for (const address of addresses) {
    const why = refusalOf(address.replace(/%.*$/, ""), allowed, own);
    if (why) throw refuse(typed, `a name for ${why}`);
  }
  return host;
}
