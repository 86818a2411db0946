import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, session } from "../../database/schema";
import { loggerOptions } from "~/infrastructure/logger.server";
import { testDatabases } from "./databases";

const visitor = {
  name: "Ritika Deshmukh",
  phone: "+91 98220 13579",
  email: "ritika@deshmukh-foods.example",
  city: "Nashik",
  service: "SEO",
  message: "Call after 6 pm about Diwali hampers",
};
const token = "8vQk2sR7tLmN4pXw9yZa3bCd5eFg6hJk";

/** The app's logger settings, writing to a string instead of stdout. */
function capturedLogger() {
  let output = "";
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  return { logger: pino(loggerOptions, stream), output: () => output };
}

describe.each(testDatabases)("a failed query in the log ($name)", ({ open }) => {
  let database: Awaited<ReturnType<(typeof testDatabases)[number]["open"]>>;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.dispose());

  it("a failed lead insert and a failed session lookup are logged by SQLSTATE and query name, without the visitor's data or the token", async () => {
    const { logger, output } = capturedLogger();
    await database.db.insert(leads).values({ ...visitor, phoneDigits: "919822013579", idempotencyKey: "retry-1" });
    // The same submission stored twice without the conflict clause: a unique violation whose error
    // message holds every parameter of the insert.
    const insert = await database.db
      .insert(leads)
      .values({ ...visitor, phoneDigits: "919822013579", idempotencyKey: "retry-1" })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(String(insert)).toContain(visitor.phone);
    logger.error({ err: insert, query: "insert lead" }, "inquiry could not be stored");

    // The session table is gone (a database restarting, a broken migration): the lookup fails with the token as its parameter.
    await database.asOwner(`alter table session rename to session_away`);
    try {
      const lookup = await database.db
        .select()
        .from(session)
        .where(eq(session.token, token))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(String(lookup)).toContain(token);
      logger.error(lookup as Error, "session lookup failed");
    } finally {
      await database.asOwner(`alter table session_away rename to session`);
    }

    const log = output();
    for (const secret of [visitor.name, visitor.phone, "98220", visitor.email, visitor.city, visitor.message, token]) {
      expect(log).not.toContain(secret);
    }
    const lines = log
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { err: { code: string }; query?: string });
    expect(lines.map((line) => line.err.code)).toEqual(["23505", "42P01"]);
    expect(lines[0]!.query).toBe("insert lead");
  });
});
