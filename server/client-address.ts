// Who sent a request, as far as this server can know. Behind proxies, X-Forwarded-For lists
// the client and each proxy it went through, each proxy appending the address it received the
// request from; only the entries written by proxies we trust can be believed, and they are on
// the right. The walk is proxy-addr's (the one Express uses): from the socket address leftwards,
// past every trusted proxy, to the first address a trusted proxy saw. See docs/running.md, "Behind a proxy".
import type http from "node:http";
import net from "node:net";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";
import type { TrustProxy } from "../app/infrastructure/env.server.ts";

export type TrustedHop = (address: string, hop: number) => boolean;

/** The rule TRUST_PROXY describes: the nearest `hops` proxies, or proxies at these addresses. */
export function trustedHop(trust: TrustProxy): TrustedHop {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

export interface RequestOrigin {
  /** The client's address for limits and logs: an IPv6 client stands for its /64. */
  clientIp: string;
  /** "https:" or "http:" as the client used it, when a trusted proxy said so. */
  protocol?: string;
  /** The host the client asked for, when a trusted proxy said so. */
  host?: string;
}

/**
 * The client's address and, when the server's direct peer is a trusted proxy, the protocol and
 * host the client used. X-Forwarded-Proto and X-Forwarded-Host follow the same trust as the
 * address: only believed from a trusted peer, and then their right-most entry (the one that
 * peer wrote; entries to its left may come from the client).
 */
export function requestOrigin(req: http.IncomingMessage, trust: TrustedHop): RequestOrigin {
  const clientIp = clientKey(proxyAddr(req, trust));
  const peer = req.socket.remoteAddress;
  if (!peer || !trust(peer, 0)) return { clientIp };
  const protocol = lastEntry(req.headers["x-forwarded-proto"])?.toLowerCase();
  const host = lastEntry(req.headers["x-forwarded-host"]);
  return {
    clientIp,
    protocol: protocol === "https" || protocol === "http" ? `${protocol}:` : undefined,
    host: host && isHost(host) ? host : undefined,
  };
}

/**
 * The key limits count a client by. An IPv4 client seen through an IPv6 socket
 * (`::ffff:a.b.c.d`, what a server listening on `::` reports) is that IPv4 address; an IPv6
 * client is its /64, the block one subscriber line or host is given, so that rotating through
 * the addresses of one's own block does not make a new client.
 */
export function clientKey(address: string): string {
  if (!net.isIP(address)) return address || "unknown";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}

function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(",") : header;
  return value?.split(",").at(-1)?.trim() || undefined;
}

/** A host[:port] as a URL would carry it, nothing more (no path, credentials or spaces). */
function isHost(value: string): boolean {
  const url = URL.parse(`http://${value}`);
  return url !== null && url.host === value.toLowerCase() && url.pathname === "/" && !url.username;
}
