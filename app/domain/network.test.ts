import { describe, expect, it } from "vitest";
import { networkOf, UNKNOWN_NETWORK } from "./network";

describe("networkOf", () => {
  it("keys IPv4 by the address", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys every IPv6 address of one /64 alike, however written", () => {
    const a = networkOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:0db8:0001:0002::/64");
    expect(networkOf("2001:db8:1:2::1")).toBe(a);
    expect(networkOf("2001:DB8:1:2:ffff::")).toBe(a);
    expect(networkOf("2001:db8:1:3::1")).not.toBe(a);
    expect(networkOf("::1")).toBe("0000:0000:0000:0000::/64");
    expect(networkOf("::ffff:192.0.2.1")).toBe("0000:0000:0000:0000::/64");
  });

  it("puts a missing or unreadable address in one shared bucket", () => {
    expect(networkOf(null)).toBe(UNKNOWN_NETWORK);
    expect(networkOf("")).toBe(UNKNOWN_NETWORK);
    expect(networkOf("not an address")).toBe(UNKNOWN_NETWORK);
    expect(networkOf("1:2:3:4:5:6:7:8:9")).toBe(UNKNOWN_NETWORK);
  });
});
