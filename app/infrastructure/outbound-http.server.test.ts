import http from "node:http";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OutboundFailure, RefusedAddress, addressRefusal, checkedAddress, postJson } from "./outbound-http.server";

const strict = { allowLoopback: false };
const forDevelopment = { allowLoopback: true };

describe("the addresses a webhook may reach", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.5", "private"],
    ["100.64.0.1", "carrierGradeNat"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "linkLocal"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["::1", "loopback"],
    ["fe80::1", "linkLocal"],
    ["fc00::1", "uniqueLocal"],
    ["fd12:3456::1", "uniqueLocal"],
    ["::ffff:127.0.0.1", "ipv4Mapped"],
    ["::ffff:8.8.8.8", "ipv4Mapped"],
    ["64:ff9b::a00:1", "rfc6052"],
    ["224.0.0.1", "multicast"],
    // IPv6 outside the global unicast space (2000::/3): IPv4-compatible addresses, unallocated space.
    ["::a9fe:a9fe", "not global unicast"],
    ["::7f00:1", "not global unicast"],
    ["4000::1", "not global unicast"],
    ["255.255.255.255", "broadcast"],
  ])("refuses %s (%s)", (address, range) => {
    expect(addressRefusal(address, strict)).toBe(
      `${address} is a private or special address (${range}). Webhooks go only to public addresses on the internet, not to this server's own network.`,
    );
  });

  it("lets public addresses through, and loopback only where development allows it", () => {
    expect(addressRefusal("8.8.8.8", strict)).toBeUndefined();
    expect(addressRefusal("2606:4700:4700::1111", strict)).toBeUndefined();
    expect(addressRefusal("172.32.0.1", strict)).toBeUndefined();
    expect(addressRefusal("127.0.0.1", forDevelopment)).toBeUndefined();
    expect(addressRefusal("::1", forDevelopment)).toBeUndefined();
    // Development allows loopback, not the rest of the private ranges.
    expect(addressRefusal("10.0.0.5", forDevelopment)).toContain("private");
    expect(addressRefusal("::ffff:127.0.0.1", forDevelopment)).toContain("ipv4Mapped");
  });

  it("refuses http, and addresses written other ways that name a private one", async () => {
    const lookup = vi.fn(async () => [{ address: "8.8.8.8", family: 4 }]);
    await expect(checkedAddress(new URL("http://hooks.example/in"), { ...strict, lookup })).rejects.toThrow(
      "The address must start with https://.",
    );
    // The URL parser reads 0x7f.1 and 2130706433 as 127.0.0.1, and [::ffff:a00:1] as a mapped 10.0.0.1.
    for (const url of ["https://0x7f.1/", "https://2130706433/", "https://[::ffff:a00:1]/", "https://[::1]/"])
      await expect(checkedAddress(new URL(url), { ...strict, lookup }), url).rejects.toBeInstanceOf(RefusedAddress);
    expect(lookup).toHaveBeenCalledTimes(0);
    // http is for loopback in development only, never for a name that resolves to a public address.
    await expect(checkedAddress(new URL("http://hooks.example/in"), { ...forDevelopment, lookup })).rejects.toThrow(
      "The address must start with https://.",
    );
  });

  it("refuses a name when any address it resolves to is private, and answers the address it checked", async () => {
    const resolvesTo =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    await expect(
      checkedAddress(new URL("https://hooks.example/"), { ...strict, lookup: resolvesTo("8.8.8.8", "10.1.2.3") }),
    ).rejects.toThrow(
      "hooks.example resolves to a private or special address (private). Webhooks go only to public addresses",
    );
    // The refusal of a name does not say which internal address it has.
    await expect(
      checkedAddress(new URL("https://db.internal/"), { ...strict, lookup: resolvesTo("10.4.0.7") }),
    ).rejects.not.toThrow("10.4.0.7");
    await expect(
      checkedAddress(new URL("https://metadata.example/"), { ...strict, lookup: resolvesTo("169.254.169.254") }),
    ).rejects.toThrow("(linkLocal)");
    // The real resolver: "localhost" is loopback.
    await expect(checkedAddress(new URL("https://localhost/"), strict)).rejects.toThrow("(loopback)");
    await expect(
      checkedAddress(new URL("https://hooks.example/"), { ...strict, lookup: resolvesTo("2606:4700::6810:84e5") }),
    ).resolves.toEqual({ address: "2606:4700::6810:84e5", family: 6 });
  });
});

describe("a request to a checked address", () => {
  let server: http.Server;
  let port = 0;
  const seen: { host?: string; path?: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ host: request.headers.host, path: request.url });
      if (request.url === "/slow") return; // never answers
      if (request.url === "/endless") {
        // An answer that never ends: only the cap stops the reading.
        response.writeHead(200);
        const chunk = Buffer.alloc(16 * 1024, "x");
        const timer = setInterval(() => response.write(chunk), 1);
        response.on("close", () => clearInterval(timer));
        return;
      }
      if (request.url === "/big") {
        response.writeHead(200);
        const chunk = Buffer.alloc(16 * 1024, "x");
        for (let i = 0; i < 64; i++) response.write(chunk);
        return response.end();
      }
      if (request.url === "/moved") {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/elsewhere` });
        return response.end();
      }
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    seen.length = 0;
    vi.restoreAllMocks();
  });

  it("connects to the address it checked, naming the host the admin typed", async () => {
    // The name resolves once, to loopback; the request goes there with the name in its Host header.
    const lookup = vi.fn(async () => [{ address: "127.0.0.1", family: 4 }]);
    const answer = await postJson(new URL(`http://hooks.test:${port}/in?x=1`), "{}", {}, { ...forDevelopment, lookup });
    expect(answer.status).toBe(204);
    expect(seen).toEqual([{ host: `hooks.test:${port}`, path: "/in?x=1" }]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("refuses before any connection is made", async () => {
    const plain = vi.spyOn(http, "request");
    const secure = vi.spyOn(https, "request");
    await expect(
      postJson(
        new URL(`https://internal.example:${port}/`),
        "{}",
        {},
        {
          ...strict,
          lookup: async () => [{ address: "192.168.0.10", family: 4 }],
        },
      ),
    ).rejects.toBeInstanceOf(RefusedAddress);
    await expect(postJson(new URL(`http://127.0.0.1:${port}/`), "{}", {}, strict)).rejects.toBeInstanceOf(
      RefusedAddress,
    );
    expect(plain).not.toHaveBeenCalled();
    expect(secure).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it("answers a redirect's status without following it", async () => {
    const answer = await postJson(new URL(`http://127.0.0.1:${port}/moved`), "{}", {}, forDevelopment);
    expect(answer.status).toBe(302);
    expect(seen.map((request) => request.path)).toEqual(["/moved"]);
  });

  it("gives up on an endpoint that does not answer in time, and reads no more than the cap of a long answer", async () => {
    await expect(
      postJson(new URL(`http://127.0.0.1:${port}/slow`), "{}", {}, forDevelopment, { totalTimeoutMs: 300 }),
    ).rejects.toThrow(new OutboundFailure("no complete answer within 0.3 s"));
    const big = await postJson(new URL(`http://127.0.0.1:${port}/big`), "{}", {}, forDevelopment);
    expect(big.status).toBe(200);
    const started = Date.now();
    const endless = await postJson(new URL(`http://127.0.0.1:${port}/endless`), "{}", {}, forDevelopment, {
      totalTimeoutMs: 5_000,
    });
    expect(endless.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up on a connection whose TLS handshake never completes", async () => {
    // A TCP server that accepts and then says nothing: the https request never gets its handshake.
    const accepted: net.Socket[] = [];
    const silent = net.createServer((socket) => void accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      await expect(
        postJson(new URL(`https://127.0.0.1:${silentPort}/`), "{}", {}, forDevelopment, { connectTimeoutMs: 300 }),
      ).rejects.toThrow(new OutboundFailure("could not connect within 0.3 s"));
    } finally {
      for (const socket of accepted) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("gives up on a name whose lookup does not answer", async () => {
    const never = () => new Promise<never>(() => {});
    await expect(postJson(new URL("https://hooks.example/"), "{}", {}, { ...strict, lookup: never })).rejects.toThrow(
      new OutboundFailure("hooks.example could not be found (DNS)."),
    );
  }, 10_000);

  it("says a refused connection in a few words", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(postJson(new URL(`http://127.0.0.1:${closedPort}/`), "{}", {}, forDevelopment)).rejects.toThrow(
      "connection refused",
    );
  });
});
