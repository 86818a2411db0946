import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../database/schema";
import { isUnderAllLimits } from "~/infrastructure/rate-limit.server";
import { testDatabases } from "./databases";

describe.each(testDatabases)("rate-limit counters on $name", ({ open }) => {
  // A database for each test: each process prunes a database at most once a minute, so in one
  // that another test had already counted in, the pruning test would find nothing pruned.
  let database: Awaited<ReturnType<typeof open>>;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(() => database.dispose());

  it("deletes counters whose window ended long ago, and keeps the live ones", async () => {
    const { db } = database;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    // What a flood from rotating addresses leaves behind, two hours later.
    await db.insert(rateLimits).values(
      Array.from({ length: 2_000 }, (_, i) => ({
        key: `inquiry:10.5.${i >> 8}.${i & 255}`,
        count: 1,
        windowStart: hoursAgo(2),
      })),
    );
    await db
      .insert(rateLimits)
      .values({ key: "login-account:someone@x.example", count: 3, windowStart: hoursAgo(0.1) });

    expect(await isUnderAllLimits(db, [{ key: "inquiry:10.6.0.1", limit: 8 }], 600)).toBe(true);

    const left = await db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .orderBy(rateLimits.key);
    expect(left).toEqual([
      { key: "inquiry:10.6.0.1", count: 1 },
      { key: "login-account:someone@x.example", count: 3 },
    ]);
  });

  it("lets exactly `limit` of many parallel hits through", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => isUnderAllLimits(database.db, [{ key: "inquiry:10.4.0.1", limit: 8 }], 600)),
    );
    expect(results.filter(Boolean)).toHaveLength(8);
  });
});
