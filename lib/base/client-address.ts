// The address a request came from, for the per-address sign-in limit. The
// connection's own address is the truth: server/serve.mjs writes it into
// `x-shopfloor-peer-address` on every request (replacing whatever a client
// sent under that name). X-Forwarded-For is believed only from proxies named
// in TRUSTED_PROXIES, and then only up to its right-most untrusted hop.
import { BlockList, isIP } from "node:net";

export const peerAddressHeader = "x-shopfloor-peer-address";

/** Set by server/serve.mjs in this process: the peer header is the server's own, never a client's. */
const peerMarker = "__shopfloorPeerAddressHeader";
export const isPeerHeaderTrusted = () => (globalThis as Record<string, unknown>)[peerMarker] === true;

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is 10.0.0.1. */
const normalize = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** An entry of TRUSTED_PROXIES: an IP or a CIDR; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix?: number } | null {
  const [address = "", prefixText, ...rest] = entry.trim().split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  if (prefixText === undefined) return { address };
  const prefix = Number(prefixText);
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(prefixText) && prefix <= max ? { address, prefix } : null;
}

export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseProxyEntry(entry);
    if (!parsed) continue;
    const type = isIP(parsed.address) === 4 ? "ipv4" : "ipv6";
    if (parsed.prefix === undefined) list.addAddress(parsed.address, type);
    else list.addSubnet(parsed.address, parsed.prefix, type);
  }
  return list;
}

const isTrusted = (list: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
};

/**
 * The client's address: the connection's peer, unless the peer is a trusted
 * proxy; then the right-most X-Forwarded-For hop that is not a trusted proxy
 * (hops to its left were written by the client and prove nothing).
 */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  let address = normalize(peer);
  if (!isTrusted(trusted, address)) return address;
  const hops = (forwardedFor ?? "").split(",").map(normalize).filter(Boolean);
  for (const hop of hops.reverse()) {
    address = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return address;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** The client's address of a request's headers; "unknown" when the server did not say who connected. */
export function clientAddressOf(
  headers: HeaderSource,
  trusted: BlockList,
  isPeerTrusted = isPeerHeaderTrusted(),
): string {
  const read = (name: string) => {
    const value = headers instanceof Headers ? (headers.get(name) ?? undefined) : headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const peer = isPeerTrusted ? read(peerAddressHeader) : undefined;
  // Without server/serve.mjs in front (next dev), no header can be believed:
  // every request shares one address, so the limit errs on the safe side.
  if (!peer) return "unknown";
  return resolveClientAddress(peer, read("x-forwarded-for"), trusted);
}
