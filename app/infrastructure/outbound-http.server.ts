// Requests to addresses an admin typed (webhook endpoints). Such an address must not become a way
// into the server's own network (SSRF): only https, only public unicast addresses (ipaddr.js's
// range table: private, loopback, link-local, carrier-grade NAT, unique-local, IPv4-mapped, NAT64,
// 6to4, Teredo, documentation and the rest are refused), every address a name resolves to checked
// at each request, and the connection made to the address that was checked, so a name that
// resolves differently a moment later (DNS rebinding) gains nothing. Redirects are never followed.
// Each request has a connect and a total timeout, and at most MAX_ANSWER_BYTES of the answer are read.
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import ipaddr from "ipaddr.js";

export interface OutboundPolicy {
  /**
   * Loopback addresses (127.0.0.0/8, ::1) and plain http to them: for development and tests only
   * (WEBHOOKS_ALLOW_LOOPBACK, which the configuration refuses in production).
   */
  allowLoopback: boolean;
  /** How a name is resolved; the system's resolver unless a test gives another. */
  lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** The address may not be called; the message says why, in words an admin can act on. */
export class RefusedAddress extends Error {
  override name = "RefusedAddress";
}

/** The request was made and did not complete (no connection, a timeout, a broken answer). */
export class OutboundFailure extends Error {
  override name = "OutboundFailure";
}

export const CONNECT_TIMEOUT_MS = 5_000;
export const TOTAL_TIMEOUT_MS = 10_000;
export const MAX_ANSWER_BYTES = 64 * 1024;

const PUBLIC_ONLY = "Webhooks go only to public addresses on the internet, not to this server's own network.";

/** IPv6's global unicast space: anything outside it (IPv4-compatible ::/96, unallocated space) is not the internet. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/** The range `address` falls in, by ipaddr.js's table; "unicast" only for a public address. */
function rangeOf(address: string): string {
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range === "unicast" && parsed.kind() === "ipv6" && !parsed.match(GLOBAL_UNICAST_V6)) return "not global unicast";
  return range;
}

/** Why `address` (an IP address) may not be called, or undefined when it may. */
export function addressRefusal(address: string, policy: Pick<OutboundPolicy, "allowLoopback">): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address.`;
  const range = rangeOf(address);
  if (range === "unicast" || (policy.allowLoopback && range === "loopback")) return undefined;
  return `${address} is a private or special address (${range}). ${PUBLIC_ONLY}`;
}

const systemLookup = (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true });

/** A lookup that takes longer than this fails: the resolver's own timeouts can run far past a request's budget. */
export const LOOKUP_TIMEOUT_MS = CONNECT_TIMEOUT_MS;

/**
 * The address a request to `url` may connect to, after every check: https (http only to loopback
 * where that is allowed), and every address the name resolves to public. Throws RefusedAddress.
 */
export async function checkedAddress(url: URL, policy: OutboundPolicy): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowLoopback))
    throw new RefusedAddress("The address must start with https://.");
  if (url.username || url.password) throw new RefusedAddress("The address must not carry a user name or password.");
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string; family: number }[];
  if (net.isIP(hostname)) addresses = [{ address: hostname, family: net.isIP(hostname) }];
  else {
    let timer: NodeJS.Timeout | undefined;
    try {
      addresses = await Promise.race([
        (policy.lookup ?? systemLookup)(hostname),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("lookup timed out")), LOOKUP_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new OutboundFailure(`${hostname} could not be found (DNS).`);
    } finally {
      clearTimeout(timer);
    }
  }
  if (!addresses.length) throw new OutboundFailure(`${hostname} could not be found (DNS).`);
  // Every address, not only the first: a name with one public and one private address is refused.
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, policy);
    // For a name, the address is not repeated: the form must not become a way to read the internal DNS.
    if (refusal)
      throw new RefusedAddress(
        hostname === address
          ? refusal
          : `${hostname} resolves to a private or special address (${rangeOf(address)}). ${PUBLIC_ONLY}`,
      );
    if (url.protocol === "http:" && rangeOf(address) !== "loopback")
      throw new RefusedAddress("The address must start with https://.");
  }
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

export interface OutboundAnswer {
  status: number;
  /** From the start of the connection to the end of the answer (or of what was read of it). */
  durationMs: number;
}

/**
 * POSTs `body` as JSON to `url` after the checks of `checkedAddress`, connecting to the checked
 * address. Answers the HTTP status, whatever it is (a redirect is answered, not followed); throws
 * RefusedAddress before any connection, or OutboundFailure.
 */
export async function postJson(
  url: URL,
  body: string,
  headers: Record<string, string>,
  policy: OutboundPolicy,
  limits: { connectTimeoutMs?: number; totalTimeoutMs?: number } = {},
): Promise<OutboundAnswer> {
  const { connectTimeoutMs = CONNECT_TIMEOUT_MS, totalTimeoutMs = TOTAL_TIMEOUT_MS } = limits;
  const target = await checkedAddress(url, policy);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const secure = url.protocol === "https:";
  const started = performance.now();
  return new Promise<OutboundAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: OutboundAnswer | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const request = (secure ? https : http).request({
      host: target.address,
      family: target.family,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: "POST",
      // The certificate is checked against the name, not the address connected to.
      ...(secure && !net.isIP(hostname) ? { servername: hostname } : {}),
      headers: {
        host: url.host,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        ...headers,
      },
      // A fresh connection each time: a pooled one could outlive the address check it was made for.
      agent: false,
    });
    const fail = (reason: string) => {
      finish(new OutboundFailure(reason));
      request.destroy();
    };
    const total = setTimeout(() => fail(`no complete answer within ${totalTimeoutMs / 1000} s`), totalTimeoutMs);
    request.on("socket", (socket) => {
      const connecting = setTimeout(
        () => fail(`could not connect within ${connectTimeoutMs / 1000} s`),
        connectTimeoutMs,
      );
      socket.once(secure ? "secureConnect" : "connect", () => clearTimeout(connecting));
      socket.once("close", () => clearTimeout(connecting));
    });
    request.on("error", (error: NodeJS.ErrnoException) => fail(failureReason(error)));
    request.on("response", (response) => {
      const answer = () => ({ status: response.statusCode ?? 0, durationMs: Math.round(performance.now() - started) });
      let read = 0;
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        // Only the status matters; a long answer is cut, never kept.
        if (read > MAX_ANSWER_BYTES) {
          finish(answer());
          response.destroy();
        }
      });
      response.on("end", () => finish(answer()));
      response.on("error", () => finish(answer()));
    });
    request.end(body);
  });
}

/** A connection's failure in a few words: the code, never the answer's content. */
function failureReason(error: NodeJS.ErrnoException): string {
  const code = error.code ?? error.name;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ECONNRESET") return "connection reset";
  if (code?.startsWith("ERR_TLS") || code?.includes("CERT") || code?.includes("VERIFY") || code?.includes("SIGNATURE"))
    return `TLS certificate not accepted (${code})`;
  return `could not connect (${code})`;
}
