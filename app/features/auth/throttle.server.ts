import type { Database } from "../../../database/client.server";
import { clearHits, hit, hitsInWindow } from "~/lib/rate-limit.server";

// Failed sign-ins are counted in the database (they survive restarts and are shared by every
// instance), per account to stop password guessing and per IP to stop spraying many accounts.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 20;

export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

const accountKey = (email: string) => `login-account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `login-ip:${ip}`;

export async function signInBlocked(db: Database, ip: string, email: string): Promise<boolean> {
  const [byAccount, byIp] = await Promise.all([
    hitsInWindow(db, accountKey(email), LOGIN_WINDOW_SECONDS),
    hitsInWindow(db, ipKey(ip), LOGIN_WINDOW_SECONDS),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byIp >= MAX_FAILURES_PER_IP;
}

export async function recordFailedSignIn(db: Database, ip: string, email: string): Promise<void> {
  await hit(db, accountKey(email), MAX_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_SECONDS);
  await hit(db, ipKey(ip), MAX_FAILURES_PER_IP, LOGIN_WINDOW_SECONDS);
}

/** A successful sign-in forgives the account's earlier typos (the IP count stays). */
export async function clearFailedSignIns(db: Database, email: string): Promise<void> {
  await clearHits(db, accountKey(email));
}
