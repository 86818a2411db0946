import type http from "node:http";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../app/infrastructure/env.server.ts";
import { clientKey, requestOrigin, trustedHop } from "./client-address.ts";

/** A request as node:http hands it over: the socket's peer and the headers it sent. */
const request = (peer: string, headers: http.IncomingHttpHeaders = {}) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers,
  }) as unknown as http.IncomingMessage;

const trust = (value: string) => trustedHop(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY);

describe("requestOrigin", () => {
  it("without TRUST_PROXY, the socket is the client and forwarded headers are ignored", () => {
    const origin = requestOrigin(
      request("203.0.113.7", {
        "x-forwarded-for": "198.51.100.1",
        "x-forwarded-proto": "https",
        "x-forwarded-host": "evil.example",
      }),
      trust(""),
    );
    expect(origin).toEqual({ clientIp: "203.0.113.7" });
  });

  it("TRUST_PROXY=1 takes the address the one proxy appended, not what the client wrote on the left", () => {
    const headers = { "x-forwarded-for": "1.2.3.4, 5.6.7.8, 198.51.100.20" };
    expect(requestOrigin(request("10.0.0.2", headers), trust("1")).clientIp).toBe("198.51.100.20");
    expect(requestOrigin(request("10.0.0.2", headers), trust("true")).clientIp).toBe("198.51.100.20");
  });

  it("TRUST_PROXY=2 (a CDN in front of a load balancer) goes back two hops", () => {
    const headers = { "x-forwarded-for": "1.2.3.4, 198.51.100.20, 192.0.2.50" };
    expect(requestOrigin(request("10.0.0.2", headers), trust("2")).clientIp).toBe("198.51.100.20");
  });

  it("a list of proxy addresses trusts those proxies only, wherever the request comes from", () => {
    const rule = trust("10.0.0.0/8, 192.0.2.50");
    const headers = { "x-forwarded-for": "1.2.3.4, 198.51.100.20, 192.0.2.50" };
    expect(requestOrigin(request("10.0.0.2", headers), rule).clientIp).toBe("198.51.100.20");
    // Not from a listed proxy: the header is the client's own words.
    expect(requestOrigin(request("203.0.113.9", headers), rule).clientIp).toBe("203.0.113.9");
  });

  it("protocol and host come from a trusted proxy only, and are the entry it wrote (right-most)", () => {
    const headers = { "x-forwarded-proto": "http, https", "x-forwarded-host": "evil.example, www.shop.example" };
    expect(requestOrigin(request("10.0.0.2", headers), trust("1"))).toMatchObject({
      protocol: "https:",
      host: "www.shop.example",
    });
    expect(requestOrigin(request("203.0.113.9", headers), trust("10.0.0.0/8"))).toEqual({ clientIp: "203.0.113.9" });
    const junk = { "x-forwarded-proto": "gopher", "x-forwarded-host": "a.example/path@b" };
    expect(requestOrigin(request("10.0.0.2", junk), trust("1"))).toEqual({
      clientIp: "10.0.0.2",
      protocol: undefined,
      host: undefined,
    });
  });

  it("rejects a TRUST_PROXY that is neither a number nor addresses", () => {
    expect(() => parseEnv({ TRUST_PROXY: "my-load-balancer" })).toThrow(/TRUST_PROXY/);
  });
});

describe("clientKey", () => {
  it("an IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is its IPv4 address", () => {
    expect(clientKey("::ffff:198.51.100.20")).toBe("198.51.100.20");
    expect(clientKey("198.51.100.20")).toBe("198.51.100.20");
  });

  it("an IPv6 client is its /64: addresses of one block are one client, other blocks are others", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("::/64");
  });
});
