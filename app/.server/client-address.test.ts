import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

describe("addressKey: what limits on the client address count by", () => {
  it("an IPv6 address counts by its /64, however it is written", () => {
    const key = addressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:db8:1:2:a:b:c:d%eth0")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("an IPv4 address is itself, also when written as IPv6", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:c633:6407")).toBe("198.51.100.7");
    expect(addressKey("::ffff:198.51.100.8")).not.toBe(addressKey("::ffff:198.51.100.7"));
  });

  it("anything else is taken as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
