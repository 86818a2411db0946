// A sign-in from a browser that never signed in to the account before e-mails the account's own
// address: the device and the address the server determined, and where to act if it was not
// them. A browser the account signed in from before (its device cookie) sends none.
import { RouterContextProvider } from "react-router";
import { describe, expect, it, onTestFinished } from "vitest";
import { outboxMessages } from "../../database/schema";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { createAuth } from "~/infrastructure/auth.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { createFlash } from "~/infrastructure/flash.server";
import { createTrustedDevices } from "~/infrastructure/trusted-devices.server";
import { action as loginAction } from "~/routes/admin/login";
import { scheduledWork } from "../../server/scheduled-work";
import { testDatabases } from "./databases";
import { outboxWakeUps } from "./inquiries";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";

const OWNER = { email: "owner@notice.example", password: "the-owners-long-password" };
const SECRET = "notice-secret-notice-secret-notice";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe.each(testDatabases)("sign-in notices on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);

  it("tells the account of a sign-in from a new browser, once, and not of one from a browser it knows", async () => {
    const db = rig.database.db;
    const auth = createAuth({ db, secret: SECRET, siteUrl: "https://sparkline.example" });
    await createOrPromoteAdmin(auth, db, OWNER);
    const cookies = { secret: SECRET, secure: false };
    const wakeUps = await outboxWakeUps(rig.database);
    onTestFinished(() => wakeUps.close());
    const capabilities = {
      database: rig.database,
      auth,
      flash: createFlash(cookies),
      trustedDevices: createTrustedDevices(cookies),
    };
    const signIn = async (cookie = "") => {
      const context = provideCapabilities(new RouterContextProvider(), capabilities);
      context.set(clientAddressContext, "203.0.113.40");
      const request = new Request("http://localhost/admin/login", {
        method: "POST",
        body: new URLSearchParams(OWNER),
        headers: {
          cookie,
          "user-agent": PHONE,
          "x-forwarded-for": "6.6.6.6",
          "content-type": "application/x-www-form-urlencoded",
        },
      });
      const response = (await loginAction({ request, context, params: {} } as never)) as Response;
      expect(response.status).toBe(302);
      return response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .join("; ");
    };

    const browser = await signIn();
    expect(await db.select().from(outboxMessages)).toHaveLength(1);
    await wakeUps.settled();
    expect(wakeUps.heard()).toBe(1);
    await scheduledWork(
      {
        db,
        mailer: rig.smtp.mailer,
        signedLinks: createSignedLinks({ secret: SECRET, siteUrl: "x:" }),
        accountLinks,
      },
      quietSettings(),
    ).tick();
    const [mail] = rig.smtp.accepted;
    expect(mail!.recipients).toEqual([OWNER.email]);
    expect(mail!.subject).toBe("New sign-in to your Sparkline admin account");
    expect(mail!.text).toContain("Chrome on Android, from 203.0.113.40");
    expect(mail!.text).toContain("https://sparkline.example/admin/account");
    expect(mail!.text).not.toContain("6.6.6.6");

    // The same browser again (it now carries the device cookie): no second notice.
    await signIn(browser);
    expect(await db.select().from(outboxMessages)).toHaveLength(1);
  });
});
