// "Last used" on Your account follows use: each signed-in request moves the session's time, at
// most once a minute (better-auth itself moves it only when it renews the session, hourly).
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../../database/schema";
import { identify } from "~/features/auth/session.server";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import { provideCapabilities } from "~/infrastructure/context";
import { testDatabases } from "./databases";

const SECRET = "seen-secret-seen-secret-seen-secret";
const ACCOUNT = { email: "meena@agency.example", name: "Meena", password: "a-long-enough-password" };

describe.each(testDatabases)("a session's last use, on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let auth: Auth;
  let cookie: string;

  beforeAll(async () => {
    database = await open();
    auth = createAuth({ db: database.db, secret: SECRET, siteUrl: "http://localhost" });
    await createOrPromoteAdmin(auth, database.db, ACCOUNT);
    const { headers } = await auth.api.signInEmail({ body: ACCOUNT, returnHeaders: true });
    cookie = headers.getSetCookie()[0]!.split(";")[0]!;
  });
  afterAll(() => database.dispose());

  const lastUsed = async () => (await database.db.select({ at: session.updatedAt }).from(session))[0]!.at;

  it("moves when the account is used, and is written at most once a minute", async () => {
    const context = provideCapabilities(new RouterContextProvider(), { database, auth });
    const request = () => new Request("http://localhost/admin/dashboard", { headers: { cookie } });
    // Last used ten minutes ago; used now.
    const [row] = await database.db.select({ id: session.id }).from(session);
    await database.db
      .update(session)
      .set({ updatedAt: new Date(Date.now() - 600_000) })
      .where(eq(session.id, row!.id));
    expect((await identify(request(), context)).visitor.kind).toBe("admin");
    const seen = await lastUsed();
    expect(Date.now() - seen.getTime()).toBeLessThan(10_000);
    // Used again within the minute: nothing written.
    await identify(request(), context);
    expect(await lastUsed()).toEqual(seen);
  });
});
