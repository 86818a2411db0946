// Two-factor sign-in through the real routes: turned on with a code computed from the secret the
// page shows; then the password alone makes no session, the second step does (checked for a
// staff role after it, with the address the server determined); the codes count against the same
// limits as the password; a backup code works once; a reset leaves it on; the owner's requirement
// leads a person without it to set it up first; turning it off ends the other sessions; and
// `admin:create` can clear it.
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  accountTokens,
  auditLog,
  outboxMessages,
  rateLimits,
  session,
  twoFactor,
  user,
  userRoles,
} from "../../database/schema";
import { ACCOUNT_INTENTS, ACCOUNT_MESSAGES, type TwoFactorSetup } from "~/features/account/schema";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { NOT_ADMIN_MESSAGE, WRONG_CODE_MESSAGE } from "~/features/auth/session.server";
import { adminOnly } from "~/routes/admin/doors.server";
import { TOO_MANY_ATTEMPTS } from "~/features/auth/throttle.server";
import { requireTwoFactor, twoFactorRequired } from "~/features/auth/two-factor-policy.server";
import { TEAM_INTENTS } from "~/features/team/schema";
import { requestPasswordReset, resetPassword } from "~/features/team/account-links.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { type Capabilities, clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { createFlash } from "~/infrastructure/flash.server";
import { createTrustedDevices } from "~/infrastructure/trusted-devices.server";
import { action as accountAction } from "~/routes/admin/account";
import { action as loginAction } from "~/routes/admin/login";
import { action as codeAction } from "~/routes/admin/login-code";
import { action as teamAction } from "~/routes/admin/team";
import { totpCode } from "../support/totp";
import { testDatabases } from "./databases";
import { answer } from "./route-answer";
import { accountLinks } from "./scheduled-settings";

const SECRET = "test-secret-test-secret-test-secret";
const PASSWORD = "the-owners-long-password";
const SERVER_SAW = "203.0.113.44";

/** The cookies a response set, as a browser would send them back (an expired one is dropped). */
function jar(previous: string, headers: Headers): string {
  const cookies = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || pair === `${name}=`) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join("; ");
}

describe.each(testDatabases)("two-factor sign-in on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  let capabilities: Partial<Capabilities>;
  const db = () => database.db;

  beforeAll(async () => {
    database = await open();
    auth = createAuth({ db: database.db, secret: SECRET, siteUrl: "http://localhost" });
    const cookies = { secret: SECRET, secure: false };
    capabilities = {
      database,
      auth,
      flash: createFlash(cookies),
      trustedDevices: createTrustedDevices(cookies),
    };
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db().delete(rateLimits);
    await db().delete(outboxMessages);
    await requireTwoFactor(db(), false);
  });

  const context = () => {
    const made = provideCapabilities(new RouterContextProvider(), capabilities);
    made.set(clientAddressContext, SERVER_SAW);
    return made;
  };
  const formPost = (path: string, fields: Record<string, string>, cookie: string) =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      // The client claims another address: only the one the server determined may be kept.
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "6.6.6.6" },
    });
  const routeArgs = (request: Request, pattern: string) => ({
    request,
    context: context(),
    params: {},
    url: new URL(request.url),
    pattern,
  });

  /** The password step, as a browser holding `cookie` posts it. */
  async function password(email: string, typed: string, cookie = "") {
    const result = answer(
      await loginAction(routeArgs(formPost("/admin/login", { email, password: typed }, cookie), "/admin/login")),
    );
    return { ...result, cookie: jar(cookie, result.headers) };
  }
  /** The second step, with the cookies the password step left. */
  async function code(cookie: string, typed: string, backup = false) {
    const request = formPost("/admin/login/code", { code: typed, backup: backup ? "1" : "0" }, cookie);
    const result = answer(await codeAction(routeArgs(request, "/admin/login/code")));
    return { ...result, cookie: jar(cookie, result.headers) };
  }
  /** A form of a screen behind the admin gate, posted as the browser holding `cookie`. */
  async function gated(screen: "account" | "team", cookie: string, fields: Record<string, string>) {
    const request = formPost(`/admin/${screen}`, fields, cookie);
    const args = routeArgs(request, `admin/${screen}`);
    let result: unknown;
    const gate = await Promise.resolve(
      adminOnly(args as never, async () => {
        result = await (screen === "account" ? accountAction : teamAction)(args as never);
        return new Response(null, { status: answer(result).status });
      }),
    ).catch((thrown: unknown) => thrown);
    const answered = answer(result ?? gate);
    return { ...answered, cookie: jar(cookie, answered.headers) };
  }
  /** One of "Your account"'s forms. */
  const account = (cookie: string, fields: Record<string, string>) => gated("account", cookie, fields);
  /** Where the gate sends this browser for a page of the dashboard. */
  async function dashboard(cookie: string, path = "/admin/dashboard/leads", pattern = "admin/dashboard/leads") {
    const request = new Request(`http://localhost${path}`, { headers: { cookie } });
    const page = async () => new Response("the page");
    return answer(
      await Promise.resolve(adminOnly(routeArgs(request, pattern) as never, page)).catch((thrown) => thrown),
    );
  }
  const sessionsOf = async (email: string) =>
    db()
      .select({ id: session.id, ip: session.ipAddress })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
  const noticesTo = async (userId: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, "two-factor-notice"))).filter(
      (row) => row.payload.userId === userId,
    );

  /** A staff account signed in with its password; turns two-factor sign-in on when asked. */
  async function staff(email: string, { withTwoFactor }: { withTwoFactor: boolean }) {
    await createOrPromoteAdmin(auth, db(), { email, password: PASSWORD, role: "admin" });
    const [{ id }] = (await db().select({ id: user.id }).from(user).where(eq(user.email, email))) as [{ id: string }];
    let { cookie } = await password(email, PASSWORD);
    let key = "";
    let backupCodes: string[] = [];
    if (withTwoFactor) {
      const started = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorStart, accountPassword: PASSWORD });
      const setup = (started.body as { setup: TwoFactorSetup }).setup;
      key = setup.secret;
      backupCodes = setup.backupCodes;
      cookie = (await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorConfirm, code: totpCode(key) })).cookie;
    }
    return { id, cookie, key, backupCodes };
  }

  it("turns on with a code computed from the key the page shows; then the password alone makes no session", async () => {
    const email = "asha@2fa.example";
    await createOrPromoteAdmin(auth, db(), { email, password: PASSWORD });
    const { cookie } = await password(email, PASSWORD);

    const wrongPassword = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorStart, accountPassword: "not-it" });
    expect(wrongPassword.status).toBe(400);
    const started = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorStart, accountPassword: PASSWORD });
    expect(started.status).toBe(200);
    expect(started.headers.get("cache-control")).toBe("no-store");
    const { setup } = started.body as { setup: TwoFactorSetup };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.backupCodes).toHaveLength(10);
    expect(new Set(setup.backupCodes).size).toBe(10);

    // Not on until a code from the app confirms it: a wrong one leaves it off.
    const wrong = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorConfirm, code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fieldErrors: { code: ACCOUNT_MESSAGES.wrongCode } });
    expect((await password(email, PASSWORD)).headers.get("location")).toBe("/admin/dashboard");

    const confirmed = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorConfirm, code: totpCode(setup.secret) });
    expect(confirmed.status).toBe(200);
    const [owner] = await db().select().from(user).where(eq(user.email, email));
    expect(owner!.twoFactorEnabled).toBe(true);
    expect(await noticesTo(owner!.id)).toHaveLength(1);
    // The page still works with the session better-auth gave in exchange.
    expect((await dashboard(confirmed.cookie)).status).toBe(200);

    const before = (await sessionsOf(email)).length;
    const first = await password(email, PASSWORD);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/login/code");
    expect(await sessionsOf(email)).toHaveLength(before);
    expect((await dashboard(first.cookie)).headers.get("location")).toBe("/admin/login");

    const refused = await code(first.cookie, "123456");
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: WRONG_CODE_MESSAGE });
    const signedIn = await code(first.cookie, totpCode(setup.secret));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin/dashboard");
    expect((await dashboard(signedIn.cookie)).status).toBe(200);
    // The new session keeps the address the server determined, not the forged header.
    const addresses = (await sessionsOf(email)).map((row) => row.ip);
    expect(addresses).toContain(SERVER_SAW);
    expect(addresses).not.toContain("6.6.6.6");
    const signIns = await db()
      .select({ action: auditLog.action, address: auditLog.address, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.actorId, owner!.id));
    expect(signIns).toContainEqual({ action: "sign-in-failed", address: SERVER_SAW, details: { reason: "code" } });
    expect(signIns).toContainEqual({
      action: ACCOUNT_INTENTS.twoFactorConfirm,
      address: SERVER_SAW,
      details: {},
    });
    // The code page without a password step behind it sends the browser back to sign in.
    expect((await code("", totpCode(setup.secret))).headers.get("location")).toBe("/admin/login");
  });

  it("keeps a set-up's key and backup codes until it is confirmed or cancelled, whatever reloads in between", async () => {
    const email = "kavya@2fa.example";
    await createOrPromoteAdmin(auth, db(), { email, password: PASSWORD });
    const { cookie } = await password(email, PASSWORD);
    const start = async () => {
      const started = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorStart, accountPassword: PASSWORD });
      return (started.body as { setup: TwoFactorSetup }).setup;
    };
    const first = await start();
    // The page was reloaded: starting again shows the key the app already holds, and the same codes.
    const again = await start();
    expect(again.secret).toBe(first.secret);
    expect(again.uri).toBe(first.uri);
    expect(again.backupCodes).toEqual(first.backupCodes);
    // Showing it again still takes the password.
    const guessed = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorStart, accountPassword: "not-it" });
    expect(guessed.body).toMatchObject({ fieldErrors: { accountPassword: ACCOUNT_MESSAGES.wrongPassword } });
    expect(JSON.stringify(guessed.body)).not.toContain(first.secret);

    // Cancelled: the key is forgotten, a code from it turns nothing on, and the next start makes a new one.
    expect((await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorCancel })).status).toBe(200);
    const late = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorConfirm, code: totpCode(first.secret) });
    expect(late.body).toMatchObject({ message: ACCOUNT_MESSAGES.startAgain });
    expect((await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorCancel })).body).toMatchObject({
      message: ACCOUNT_MESSAGES.nothingToCancel,
    });
    const fresh = await start();
    expect(fresh.secret).not.toBe(first.secret);
    const confirmed = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorConfirm, code: totpCode(fresh.secret) });
    expect(confirmed.status).toBe(200);
    // On: nothing is left to cancel, and the key is not shown again.
    expect((await account(confirmed.cookie, { intent: ACCOUNT_INTENTS.twoFactorCancel })).status).toBe(409);
    const shown = await account(confirmed.cookie, {
      intent: ACCOUNT_INTENTS.twoFactorStart,
      accountPassword: PASSWORD,
    });
    expect(shown.body).toMatchObject({ message: ACCOUNT_MESSAGES.alreadyOn });
  });

  it("counts the codes with the password against one limit, which the right password cannot reset", async () => {
    const email = "ravi@2fa.example";
    const { key } = await staff(email, { withTwoFactor: true });
    await db().delete(rateLimits);
    // The password (1) and four wrong codes (5) use up the account's five attempts...
    const first = await password(email, PASSWORD);
    for (let i = 0; i < 4; i++) expect((await code(first.cookie, `00000${i}`)).status).toBe(401);
    // ...so even the right code is not checked now, and neither is the right password.
    const throttled = await code(first.cookie, totpCode(key));
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ message: TOO_MANY_ATTEMPTS });
    expect((await password(email, PASSWORD)).status).toBe(429);
    // A guesser cannot name another account for the code step: that cookie is signed...
    const forged = first.cookie.replace(
      /admin_second_step=[^;]*/,
      "admin_second_step=eyJhY2NvdW50IjoieEB5LnoifQ%3D%3D",
    );
    expect((await code(forged, totpCode(key))).headers.get("location")).toBe("/admin/login");
  });

  it("ties the code step to its own sign-in: another account's step cookie or session does not lend its limit or its code", async () => {
    const victim = await staff("victim@2fa.example", { withTwoFactor: true });
    const insider = await staff("insider@2fa.example", { withTwoFactor: true });
    await db().delete(rateLimits);
    const victimStep = await password("victim@2fa.example", PASSWORD);
    const insiderStep = await password("insider@2fa.example", PASSWORD);
    const cookieNamed = (jarred: string, name: string) =>
      jarred.split("; ").find((pair) => pair.startsWith(`${name}=`) || pair.includes(`.${name}=`))!;
    // The insider's own (validly signed) step cookie beside the victim's challenge: refused unchecked.
    const paired = [cookieNamed(insiderStep.cookie, "admin_second_step"), cookieNamed(victimStep.cookie, "two_factor")];
    const borrowed = await code(paired.join("; "), totpCode(victim.key));
    expect(borrowed.headers.get("location")).toBe("/admin/login");
    // The insider's session beside the victim's pending sign-in: the code is checked for the victim,
    // so the insider's own code signs no one in and forgives nothing.
    const withSession = `${insider.cookie}; ${victimStep.cookie}`;
    const mixed = await code(withSession, totpCode(insider.key));
    expect(mixed.status).toBe(401);
    const [counted] = await db()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, "login-account:victim@2fa.example"));
    expect(counted?.count).toBe(2);
  });

  it("signs in with a backup code once; the same code again is refused", async () => {
    const email = "meera@2fa.example";
    const { backupCodes } = await staff(email, { withTwoFactor: true });
    const first = await password(email, PASSWORD);
    const signedIn = await code(first.cookie, backupCodes[3]!, true);
    expect(signedIn.headers.get("location")).toBe("/admin/dashboard");
    await db().delete(rateLimits);
    const again = await password(email, PASSWORD);
    const reused = await code(again.cookie, backupCodes[3]!, true);
    expect(reused.status).toBe(401);
    expect((await code(again.cookie, backupCodes[4]!, true)).headers.get("location")).toBe("/admin/dashboard");
  });

  it("checks the staff role after the second step: a person without one gets no session", async () => {
    const email = "former@2fa.example";
    const { id, key } = await staff(email, { withTwoFactor: true });
    await db().delete(userRoles).where(eq(userRoles.userId, id));
    await db().delete(session).where(eq(session.userId, id));
    const first = await password(email, PASSWORD);
    expect(first.headers.get("location")).toBe("/admin/login/code");
    const refused = await code(first.cookie, totpCode(key));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: NOT_ADMIN_MESSAGE });
    expect(await sessionsOf(email)).toEqual([]);
  });

  it("keeps two-factor sign-in on through a password reset", async () => {
    const email = "dev@2fa.example";
    const { id, key } = await staff(email, { withTwoFactor: true });
    await requestPasswordReset(db(), accountLinks, { email, address: null }, new Date());
    const [link] = await db()
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, id), eq(accountTokens.purpose, "password-reset")));
    const fresh = "a-brand-new-long-password";
    const form = new FormData();
    form.set("password", fresh);
    form.set("confirm", fresh);
    const reset = { token: accountLinks.tokenOf(link!.id), form, address: null };
    expect(await resetPassword(auth, db(), accountLinks, reset, new Date())).toMatchObject({ ok: true });
    const first = await password(email, fresh);
    expect(first.headers.get("location")).toBe("/admin/login/code");
    expect((await code(first.cookie, totpCode(key))).headers.get("location")).toBe("/admin/dashboard");
  });

  it("leads a person without it to set it up first when the owner requires it, and then keeps it on", async () => {
    const owner = await staff("boss@2fa.example", { withTwoFactor: true });
    await db().update(userRoles).set({ role: "owner" }).where(eq(userRoles.userId, owner.id));
    const email = "sales@2fa.example";
    const { cookie } = await staff(email, { withTwoFactor: false });
    expect((await dashboard(cookie)).status).toBe(200);
    // The owner's form: without its answer it changes nothing; with it, it is logged with the answer.
    const policy = { intent: TEAM_INTENTS.twoFactorPolicy };
    expect((await gated("team", owner.cookie, policy)).status).toBe(400);
    expect(await twoFactorRequired(db())).toBe(false);
    expect((await gated("team", owner.cookie, { ...policy, required: "yes" })).status).toBe(200);
    expect(await twoFactorRequired(db())).toBe(true);
    const logged = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.id), eq(auditLog.action, TEAM_INTENTS.twoFactorPolicy)));
    expect(logged).toEqual([{ details: { required: "yes" } }]);
    expect((await dashboard(cookie)).headers.get("location")).toBe("/admin/account?two-factor=required");
    const api = await dashboard(cookie, "/admin/api/leads.csv", "admin/api/leads.csv");
    expect(api.status).toBe(403);
    // The account page itself opens, and sets it up.
    const started = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorStart, accountPassword: PASSWORD });
    const { setup } = started.body as { setup: TwoFactorSetup };
    const confirmed = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorConfirm, code: totpCode(setup.secret) });
    expect((await dashboard(confirmed.cookie)).status).toBe(200);
    // Required means it cannot be turned off.
    const off = await account(confirmed.cookie, { intent: ACCOUNT_INTENTS.twoFactorOff, accountPassword: PASSWORD });
    expect(off.status).toBe(403);
    expect(off.body).toMatchObject({ message: ACCOUNT_MESSAGES.required });
  });

  it("turns off with the password, ends every other session and tells the account", async () => {
    const email = "off@2fa.example";
    const { id, cookie, key } = await staff(email, { withTwoFactor: true });
    const laptop = await code((await password(email, PASSWORD)).cookie, totpCode(key));
    expect((await dashboard(laptop.cookie)).status).toBe(200);
    await db().delete(outboxMessages);

    expect((await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorOff, accountPassword: "wrong" })).status).toBe(
      400,
    );
    const off = await account(cookie, { intent: ACCOUNT_INTENTS.twoFactorOff, accountPassword: PASSWORD });
    expect(off.status).toBe(200);
    expect((await dashboard(cookie)).status).toBe(200);
    expect((await dashboard(laptop.cookie)).headers.get("location")).toBe("/admin/login");
    expect(await db().select().from(twoFactor).where(eq(twoFactor.userId, id))).toEqual([]);
    expect(await noticesTo(id)).toMatchObject([{ payload: { turned: "off", by: "self" } }]);
    expect((await password(email, PASSWORD)).headers.get("location")).toBe("/admin/dashboard");
  });

  it("clears it with admin:create (a lost phone and lost codes): signed out, told, logged", async () => {
    const email = "lost@2fa.example";
    const { id, cookie } = await staff(email, { withTwoFactor: true });
    await db().delete(outboxMessages);
    await createOrPromoteAdmin(auth, db(), { email, password: PASSWORD, role: "admin", clearTwoFactor: true });
    expect((await dashboard(cookie)).headers.get("location")).toBe("/admin/login");
    expect((await db().select().from(user).where(eq(user.id, id)))[0]!.twoFactorEnabled).toBe(false);
    expect(await noticesTo(id)).toMatchObject([{ payload: { turned: "off", by: "command" } }]);
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "two-factor-cleared"), eq(auditLog.targetId, id)));
    expect(logged).toHaveLength(1);
    expect((await password(email, PASSWORD)).headers.get("location")).toBe("/admin/dashboard");
  });
});
