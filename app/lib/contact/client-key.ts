import ipaddr from "ipaddr.js";

/**
 * The key a contact or report limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address too), and an IPv6 address by its /64 network — one subscriber line or host is given a whole /64,
 * so counting each address alone would give a single sender 2^64 allowances. Anything that is not an IP
 * address (Express gives `undefined` for a socket already gone) counts under one shared key.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return "unknown";
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}
