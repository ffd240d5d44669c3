import ipaddr from "ipaddr.js";

/**
 * The key a contact or report limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address too), and an IPv6 address by its /64 network — one subscriber line or host is given a whole /64,
 * so counting each address alone would give a single sender 2^64 allowances.
 *
 * `address` is what Express took as the client's (with TRUST_PROXY, from X-Forwarded-For, which a client reaching
 * the server without the proxy writes itself); when it is not an IP address the client is counted by the socket's
 * own remote address instead, so unreadable headers do not all share (and exhaust) one allowance. Only when neither
 * is an address (a socket already gone) does it count under one shared key.
 */
export function clientKey(address: string, socketAddress?: string): string {
  if (ipaddr.isValid(address)) return keyOf(address);
  return socketAddress !== undefined && ipaddr.isValid(socketAddress) ? keyOf(socketAddress) : "unknown";
}

function keyOf(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}
