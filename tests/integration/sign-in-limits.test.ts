import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { createAuth } from "~/infrastructure/auth.server";
import { type Capabilities, clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { createFlash } from "~/infrastructure/flash.server";
import { createTrustedDevices } from "~/infrastructure/trusted-devices.server";
import { action as loginAction } from "~/routes/admin/login";
import { testDatabases } from "./databases";

const OWNER = "owner@agency.example";
const TARGET = "target@agency.example";
const PASSWORD = "the-owners-long-password";

describe.each(testDatabases)("sign-in limits on $name", ({ open }) => {
  let database: Awaited<ReturnType<typeof open>>;
  let capabilities: Partial<Capabilities>;
  let passwordChecks = 0;

  beforeAll(async () => {
    database = await open();
    const auth = createAuth({
      db: database.db,
      secret: "test-secret-test-secret-test-secret",
      siteUrl: "http://localhost",
    });
    const cookies = { secret: "test-secret-test-secret-test-secret", secure: false };
    capabilities = {
      database,
      auth,
      flash: createFlash(cookies),
      trustedDevices: createTrustedDevices(cookies),
    };
    for (const email of [OWNER, TARGET]) await createOrPromoteAdmin(auth, database.db, { email, password: PASSWORD });
    // better-auth checks a password with its context's verify, and hashes the attempt instead
    // (as slow, so unknown accounts take as long) when there is nothing to verify: count both.
    const ctx = await auth.$context;
    const { verify, hash } = ctx.password;
    ctx.password.verify = (input) => {
      passwordChecks++;
      return verify(input);
    };
    ctx.password.hash = (input) => {
      passwordChecks++;
      return hash(input);
    };
  });
  afterAll(() => database.dispose());

  /** Posts the login form to the real action, as a browser at `ip` holding `cookie` would. */
  async function signIn(email: string, password: string, { ip, cookie = "" }: { ip: string; cookie?: string }) {
    const context = provideCapabilities(new RouterContextProvider(), capabilities);
    context.set(clientAddressContext, ip);
    const request = new Request("http://localhost/admin/login", {
      method: "POST",
      body: new URLSearchParams({ email, password }),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    const result = await loginAction({
      request,
      context,
      params: {},
      url: new URL(request.url),
      pattern: "/admin/login",
    });
    if (result instanceof Response) {
      const cookies = result.headers.getSetCookie().map((c) => c.split(";")[0]);
      return { status: result.status, cookies };
    }
    return { status: result.init?.status ?? 200, cookies: [] as string[] };
  }

  it("checks at most 5 passwords when 60 wrong ones for one account arrive at once", async () => {
    passwordChecks = 0;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(TARGET, `wrong-password-${i}`, { ip: `10.60.0.${i}` })),
    );
    expect(passwordChecks).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(55);
  });

  it("checks at most 20 passwords when 60 wrong ones from one address arrive at once", async () => {
    passwordChecks = 0;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signIn(`sprayed${i}@agency.example`, "wrong-password-here", { ip: "10.61.0.1" }),
      ),
    );
    expect(passwordChecks).toBeLessThanOrEqual(20);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
  });

  it("lets the owner in on a device they signed in from, while a stranger's guesses stay throttled", async () => {
    const first = await signIn(OWNER, PASSWORD, { ip: "10.62.0.1" });
    expect(first.status).toBe(302);
    const ownersBrowser = first.cookies.join("; ");

    // A stranger guesses from many addresses, one of them the owner's own (a shared office network).
    const strangers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(OWNER, `a-guess-number-${i}`, { ip: i === 0 ? "10.62.0.1" : `10.63.0.${i}` }),
      ),
    );
    expect(strangers.filter((r) => r.status === 401)).toHaveLength(5);

    // The owner, on the browser that signed in before, still gets in with the right password...
    const owner = await signIn(OWNER, PASSWORD, { ip: "10.62.0.1", cookie: ownersBrowser });
    expect(owner.status).toBe(302);

    // ...while the stranger, even with the right password now, is refused without a check.
    passwordChecks = 0;
    expect((await signIn(OWNER, "another-guess-here", { ip: "10.63.0.99" })).status).toBe(429);
    expect((await signIn(OWNER, PASSWORD, { ip: "10.63.0.98" })).status).toBe(429);
    // A device cookie the stranger wrote, without the server's signature, is no device.
    const forged = `admin_device=${Buffer.from(JSON.stringify({ account: OWNER, id: crypto.randomUUID() })).toString("base64")}`;
    expect((await signIn(OWNER, PASSWORD, { ip: "10.63.0.97", cookie: forged })).status).toBe(429);
    expect(passwordChecks).toBe(0);
  });
});
