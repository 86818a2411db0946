// "Forgot password?" tells nobody who has an account: a known address and an unknown one run the
// same statements before the answer (nothing is written for one that is not written for the
// other), and the link reaches the real account afterwards, through the outbox.
import { drizzle } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import * as schema from "../../database/schema";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { createAuth } from "~/infrastructure/auth.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import { clientAddressContext, provideCapabilities } from "~/infrastructure/context";
import { action } from "~/routes/admin/forgot-password";
import { scheduledWork } from "../../server/scheduled-work";
import { databaseWithMailServer } from "./mail-rig";
import { accountLinks, quietSettings } from "./scheduled-settings";
import { testDatabases } from "./databases";
import { answer } from "./route-answer";
import { testClock } from "./test-clock";

const OWNER = { email: "owner@forgot.example", password: "owner-password-long" };
const signedLinks = createSignedLinks({ secret: "c".repeat(40), siteUrl: "https://sparkline.example" });

describe.each(testDatabases)("a forgotten password on $name", ({ open }) => {
  const rig = databaseWithMailServer(open);
  const db = () => rig.database.db;

  /** Sends the form as a browser does, on a connection that writes down each statement the action runs. */
  async function ask(email: string, address: string) {
    const statements: string[] = [];
    const recording = drizzle((db() as unknown as { $client: Pool }).$client, {
      schema,
      logger: { logQuery: (query) => statements.push(query) },
    });
    const context = provideCapabilities(new RouterContextProvider(), {
      database: { ...rig.database, db: recording as never },
      accountLinks,
    });
    context.set(clientAddressContext, address);
    const request = new Request("http://localhost/admin/forgot-password", {
      method: "POST",
      body: new URLSearchParams({ email }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const result = answer(await action({ request, context, params: {} } as never));
    return { result, statements };
  }

  it("runs the same statements for an address with an account and one without, then sends the link", async () => {
    await createOrPromoteAdmin(
      createAuth({ db: db(), secret: "s".repeat(40), siteUrl: "http://localhost" }),
      db(),
      OWNER,
    );
    const known = await ask(OWNER.email, "203.0.113.21");
    const unknown = await ask("nobody@forgot.example", "203.0.113.22");
    expect(known.result.status).toBe(200);
    expect(unknown.result).toEqual(known.result);
    expect(unknown.statements).toEqual(known.statements);
    expect(known.statements.filter((sql) => /^(insert|update|delete)/i.test(sql)).join("\n")).not.toMatch(
      /account_tokens|audit_log/,
    );

    // The link is made and sent afterwards, for the real account only.
    await scheduledWork({ db: db(), mailer: rig.smtp.mailer, signedLinks, accountLinks }, quietSettings(), {
      clock: testClock(new Date()),
    }).tick();
    expect(rig.smtp.accepted.map((mail) => [mail.recipients, mail.subject])).toEqual([
      [[OWNER.email], "Set a new password for the Sparkline admin"],
    ]);
  });
});
