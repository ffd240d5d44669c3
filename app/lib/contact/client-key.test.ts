import { describe, expect, it } from "vitest";
import { clientKey } from "./client-key";

describe("clientKey", () => {
  it("counts an IPv4 address alone, written either way", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const key = clientKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientKey("2001:0DB8:0001:0002:0:0:0:abcd")).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
  });

  it("counts a client whose forwarded address does not parse by the socket's own address", () => {
    // TRUST_PROXY set, no proxy in front: the client writes X-Forwarded-For itself.
    expect(clientKey("not-an-address", "203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("", "2001:db8:1:2::7")).toBe("2001:db8:1:2::/64");
    expect(clientKey("garbage", "203.0.113.9")).not.toBe(clientKey("garbage", "203.0.113.10"));
    // A forwarded address that parses is the client's, whatever the socket (the proxy's) is.
    expect(clientKey("198.51.100.4", "10.0.0.1")).toBe("198.51.100.4");
  });

  it("puts a client with no address at all under one key", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("", undefined)).toBe("unknown");
    expect(clientKey("x", "also not one")).toBe("unknown");
  });
});
