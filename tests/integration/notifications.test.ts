// How one instance hears the others (database/notifications.server.ts, migration 0020): a commit that
// stores an outbox message is heard, a rolled-back one never, and a listening connection that is cut
// comes back and says it may have missed something.
import { sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { CHANNELS } from "../../database/notifications.server";
import { enqueueMessage } from "~/infrastructure/outbox.server";
import { testDatabases } from "./databases";
import { outboxWakeUps } from "./inquiries";

const message = (key: string) => ({ idempotencyKey: key, kind: "digest", recipient: "owner@sparkline.example" });

describe.each(testDatabases)("what an instance hears on $name", ({ open }) => {
  const withDatabase = async () => {
    const database = await open();
    onTestFinished(() => database.dispose());
    const wakeUps = await outboxWakeUps(database);
    onTestFinished(() => wakeUps.close());
    return { database, wakeUps };
  };

  it("hears a commit that stored outbox messages once it commits, and neither a rollback nor a key already taken", async () => {
    const { database, wakeUps } = await withDatabase();
    let heardInside = -1;
    await database.db.transaction(async (tx) => {
      await enqueueMessage(tx, message("one"), new Date());
      await enqueueMessage(tx, message("two"), new Date());
      await wakeUps.settled();
      heardInside = wakeUps.heard();
    });
    expect(heardInside).toBe(0);
    await wakeUps.settled();
    expect(wakeUps.heard()).toBe(1);

    await database.db
      .transaction(async (tx) => {
        await enqueueMessage(tx, message("three"), new Date());
        throw new Error("changed my mind");
      })
      .catch(() => undefined);
    expect(await enqueueMessage(database.db, message("one"), new Date())).toBe(false);
    await wakeUps.settled();
    expect(wakeUps.heard()).toBe(1);
  });

  it("listens again after its connection is cut, and says every channel may have been missed", async () => {
    const { database } = await withDatabase();
    const heard: (string | undefined)[] = [];
    const lost: unknown[] = [];
    const listener = database.listen({
      channels: [CHANNELS.outboxStored],
      heard: (_channel, payload) => heard.push(payload),
      lost: (error) => lost.push(error),
    });
    onTestFinished(() => listener.close());
    await listener.ready;
    // The server's own role may end its own sessions: the listening one is the one that is idle in LISTEN.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where usename = current_user and pid <> pg_backend_pid() and query like 'LISTEN%'`,
    );
    await expect.poll(() => lost.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual([undefined]);
    await enqueueMessage(database.db, message("after"), new Date());
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual([undefined, ""]);
  });
});
