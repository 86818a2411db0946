import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createOrPromoteAdmin } from "~/features/team/accounts.server";
import { adminOnly } from "~/routes/admin/doors.server";
import { type Auth, createAuth } from "~/infrastructure/auth.server";
import {
  type Capabilities,
  clientAddressContext,
  provideCapabilities,
  publicPagesContext,
} from "~/infrastructure/context";
import { type Storage, createLocalStorage } from "~/infrastructure/storage.server";
import type { TestDatabase } from "./databases";
import { answer } from "./route-answer";

type Account = Parameters<typeof createOrPromoteAdmin>[2];

/**
 * A database with these staff accounts signed in, and uploads in a folder of their own, for a
 * describe block (set up before its tests, taken down after): `asStaff` runs a route's loader or
 * action for one of them behind the admin gate, as the server would for their browser.
 */
export function staffRig(open: TestDatabase["open"], accounts: readonly Account[]) {
  const rig = {
    database: undefined as unknown as Awaited<ReturnType<TestDatabase["open"]>>,
    auth: undefined as unknown as Auth,
    storage: undefined as unknown as Storage,
    cookies: {} as Record<string, string>,
    ids: {} as Record<string, string>,
    /** Called each time an action says public content changed (the host would empty its page cache). */
    onContentChanged: () => undefined as void,
    /** Capabilities a suite's actions use besides the database, auth and storage (the erasure ledger). */
    capabilities: {} as Partial<Capabilities>,
  };
  let uploads = "";
  beforeAll(async () => {
    rig.database = await open();
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "agency-staff-"));
    rig.storage = createLocalStorage(uploads);
    rig.auth = createAuth({ db: rig.database.db, secret: "s".repeat(40), siteUrl: "http://localhost" });
    for (const account of accounts) {
      await createOrPromoteAdmin(rig.auth, rig.database.db, account);
      const { headers, response } = await rig.auth.api.signInEmail({
        body: { email: account.email, password: account.password },
        returnHeaders: true,
      });
      rig.cookies[account.email] = headers.getSetCookie()[0]!.split(";")[0]!;
      rig.ids[account.email] = response.user.id;
    }
  });
  afterAll(async () => {
    await rig.database.dispose();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  /** Runs `handler` (a route's loader or action) for this staff member's request, behind the admin gate. */
  async function asStaff(
    account: { email: string },
    request: Request,
    route: { pattern: string; params?: Record<string, string> },
    handler: (args: never) => unknown,
  ): Promise<{ status: number; body: unknown }> {
    request.headers.set("cookie", rig.cookies[account.email]!);
    const context = provideCapabilities(new RouterContextProvider(), {
      database: rig.database,
      auth: rig.auth,
      storage: rig.storage,
      ...rig.capabilities,
    });
    context.set(publicPagesContext, { contentChanged: () => rig.onContentChanged() });
    context.set(clientAddressContext, "203.0.113.7");
    const args = { request, context, params: route.params ?? {}, url: new URL(request.url), pattern: route.pattern };
    try {
      const response = (await adminOnly(args as never, async () => {
        const { status, body } = answer(await handler(args as never));
        return Response.json(body, { status });
      })) as Response;
      return { status: response.status, body: await response.json() };
    } catch (refused) {
      return answer(refused);
    }
  }
  return Object.assign(rig, { asStaff });
}
