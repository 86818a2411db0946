import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database as Db } from "../../database/client.server";
import { leads, outboxMessages } from "../../database/schema";
import { startSmtpRecorder } from "./smtp-recorder";

/**
 * A test database and a recording mail server for the tests of one describe block, opened before
 * them and closed after; each test starts with no lead, no outbox message and no mail.
 */
export function databaseWithMailServer<Database extends { db: Db; dispose(): Promise<void> }>(
  open: () => Promise<Database>,
) {
  const rig = {} as { database: Database; smtp: Awaited<ReturnType<typeof startSmtpRecorder>> };
  beforeAll(async () => {
    [rig.database, rig.smtp] = await Promise.all([open(), startSmtpRecorder()]);
  });
  afterAll(async () => {
    await Promise.all([rig.database.dispose(), rig.smtp.close()]);
  });
  beforeEach(async () => {
    await rig.database.db.delete(outboxMessages);
    await rig.database.db.delete(leads);
    rig.smtp.reset();
  });
  return rig;
}
