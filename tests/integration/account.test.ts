// "Your account": each session with its device, the address the server determined at sign-in
// (never a header the client wrote) and when it was last used; signing out one or all of the
// others; a new password, given the current one, ends every other session.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, afterAll, describe, expect, it } from "vitest";
import { session, user } from "../../database/schema";
import { changePassword, listSessions, signOutOthers, signOutSession } from "~/features/account/account.server";
import { ACCOUNT_MESSAGES } from "~/features/account/schema";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { signInAdmin } from "~/features/auth/session.server";
import { TOO_MANY_ATTEMPTS } from "~/features/auth/throttle.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { testDatabases } from "./databases";

const OWNER = { email: "owner@account.example", password: "owner-password-long" };
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

describe.each(testDatabases)("your account on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  let userId = "";
  beforeAll(async () => {
    database = await open();
    auth = createAuth({ db: database.db, secret: "s".repeat(40), siteUrl: "http://localhost" });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await createOrPromoteAdmin(auth, database.db, OWNER);
    userId = (await database.db.select().from(user).where(eq(user.email, OWNER.email)))[0]!.id;
    await database.db.delete(session).where(eq(session.userId, userId));
  });

  /** Signs in through the admin's own sign-in, from `address` as the server determined it, with a forged X-Forwarded-For. */
  async function signIn(address: string, userAgent: string, password = OWNER.password) {
    const context = provideCapabilities(new RouterContextProvider(), { database, auth });
    context.set(clientAddressContext, address);
    const request = new Request("http://localhost/admin/login", {
      method: "POST",
      headers: { "user-agent": userAgent, "x-forwarded-for": "6.6.6.6" },
    });
    const outcome = await signInAdmin(context, request, OWNER.email, password);
    if (!outcome.ok) throw new Error(outcome.reason);
    const cookie = outcome.cookies[0]!.split(";")[0]!;
    const found = await auth.api.getSession({ headers: new Headers({ cookie }) });
    return found!.session.id;
  }

  it("lists each session with its device and the address the server determined, never the one a header claimed", async () => {
    const phone = await signIn("203.0.113.20", PHONE);
    await signIn("2001:db8::7", LAPTOP);
    const sessions = await listSessions(database.db, userId, phone);
    expect(sessions.map(({ device, address, current }) => ({ device, address, current }))).toEqual([
      { device: "Chrome on Android", address: "203.0.113.20", current: true },
      { device: "Safari on Mac", address: "2001:db8::7", current: false },
    ]);
    expect(JSON.stringify(sessions)).not.toContain("6.6.6.6");
  });

  it("signs out one other session, or all of them, but never the one in use", async () => {
    const phone = await signIn("203.0.113.20", PHONE);
    const laptop = await signIn("203.0.113.21", LAPTOP);
    await signIn("203.0.113.22", LAPTOP);
    expect(await signOutSession(database.db, userId, phone, phone)).toMatchObject({ message: ACCOUNT_MESSAGES.gone });
    expect(await signOutSession(database.db, userId, phone, laptop)).toMatchObject({ ok: true });
    expect((await listSessions(database.db, userId, phone)).map((s) => s.id)).not.toContain(laptop);
    expect(await signOutOthers(database.db, userId, phone)).toBe(1);
    expect((await listSessions(database.db, userId, phone)).map((s) => s.id)).toEqual([phone]);
  });

  it("changes the password only given the current one, and ends every other session", async () => {
    const phone = await signIn("203.0.113.20", PHONE);
    await signIn("203.0.113.21", LAPTOP);
    const form = (current: string, password: string) => ({ current, password, confirm: password });
    const who = { userId, sessionId: phone };
    let checks = 0;
    const throttle = { admit: async () => ++checks <= 2, forgive: async () => {} };
    expect(await changePassword(auth, database.db, who, form("not-it", "a-new-long-password"), throttle)).toMatchObject(
      {
        ok: false,
        fieldErrors: { current: ACCOUNT_MESSAGES.wrongPassword },
      },
    );
    expect((await listSessions(database.db, userId, phone)).length).toBe(2);
    expect(await changePassword(auth, database.db, who, form(OWNER.password, "a-new-long-password"), throttle)).toEqual(
      {
        ok: true,
      },
    );
    // Past the throttle's limit even the right password is not checked.
    expect(
      await changePassword(auth, database.db, who, form("a-new-long-password", "another-long-password"), throttle),
    ).toMatchObject({
      ok: false,
      message: TOO_MANY_ATTEMPTS,
    });
    expect((await listSessions(database.db, userId, phone)).map((s) => s.id)).toEqual([phone]);
    await expect(signIn("203.0.113.23", PHONE)).rejects.toThrow();
    expect(await signIn("203.0.113.23", PHONE, "a-new-long-password")).toBeTruthy();
  });
});
