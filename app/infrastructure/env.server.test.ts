import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

/** A BETTER_AUTH_SECRET of the shortest length allowed. */
const secret = "s".repeat(32);

describe("the scheduler's settings", () => {
  it("default to 15 business minutes, no holidays, and no digest setting of their own", () => {
    const env = parseEnv({});
    expect(env.ESCALATION_MINUTES).toBe(15);
    expect(env.BUSINESS_HOLIDAYS).toEqual([]);
    expect(env.DIGEST_ENABLED).toBeUndefined();
  });

  it("read holidays as IST days, comma-separated, in any order and with spaces", () => {
    expect(parseEnv({ BUSINESS_HOLIDAYS: " 2026-11-09, 2026-01-26,,2026-11-09 " }).BUSINESS_HOLIDAYS).toEqual([
      "2026-01-26",
      "2026-11-09",
    ]);
  });

  it("refuse a day that does not exist, naming it", () => {
    expect(() => parseEnv({ BUSINESS_HOLIDAYS: "2026-01-26,2026-02-30" })).toThrow(
      'BUSINESS_HOLIDAYS: "2026-02-30" is not a day; list days as YYYY-MM-DD, comma-separated',
    );
    expect(() => parseEnv({ BUSINESS_HOLIDAYS: "26/01/2026" })).toThrow("BUSINESS_HOLIDAYS");
  });

  it("take 0 as no escalation and refuse what is not a whole number of minutes in range", () => {
    expect(parseEnv({ ESCALATION_MINUTES: "0" }).ESCALATION_MINUTES).toBe(0);
    expect(() => parseEnv({ ESCALATION_MINUTES: "-5" })).toThrow(
      "ESCALATION_MINUTES: must be 0 (no escalation) or more",
    );
    expect(() => parseEnv({ ESCALATION_MINUTES: "7.5" })).toThrow("ESCALATION_MINUTES: must be a whole number");
    expect(() => parseEnv({ ESCALATION_MINUTES: "ten" })).toThrow("ESCALATION_MINUTES: must be a whole number");
    expect(() => parseEnv({ ESCALATION_MINUTES: "5000" })).toThrow("ESCALATION_MINUTES: must be at most 1440");
  });

  it("refuse a digest with nobody to send it to", () => {
    expect(() => parseEnv({ DIGEST_ENABLED: "1" })).toThrow(
      "DIGEST_ENABLED: the digest goes to LEAD_NOTIFY_TO: set it too, or leave DIGEST_ENABLED unset",
    );
    expect(parseEnv({ DIGEST_ENABLED: "0" }).DIGEST_ENABLED).toBe(false);
    expect(parseEnv({ DIGEST_ENABLED: "yes", LEAD_NOTIFY_TO: "a@sparkline.example" }).DIGEST_ENABLED).toBe(true);
  });
});

describe("the audit log's retention", () => {
  it("is a year by default and never less", () => {
    expect(parseEnv({}).AUDIT_LOG_RETENTION_DAYS).toBe(365);
    expect(parseEnv({ AUDIT_LOG_RETENTION_DAYS: "730" }).AUDIT_LOG_RETENTION_DAYS).toBe(730);
    expect(() => parseEnv({ AUDIT_LOG_RETENTION_DAYS: "90" })).toThrow(
      "AUDIT_LOG_RETENTION_DAYS: must be at least 365: the audit log is kept for a year or more",
    );
  });
});

describe("webhook endpoints on loopback addresses", () => {
  it("are refused in production, where NODE_ENV defaults to, and allowed for development and tests", () => {
    expect(() => parseEnv({ WEBHOOKS_ALLOW_LOOPBACK: "1" })).toThrow(
      "WEBHOOKS_ALLOW_LOOPBACK: loopback webhook endpoints are for development and tests: unset it in production",
    );
    expect(parseEnv({ WEBHOOKS_ALLOW_LOOPBACK: "1", NODE_ENV: "test" }).WEBHOOKS_ALLOW_LOOPBACK).toBe(true);
    expect(parseEnv({ NODE_ENV: "production" }).WEBHOOKS_ALLOW_LOOPBACK).toBeUndefined();
  });
});

describe("the database's owner", () => {
  it("is named only beside DATABASE_URL, the server's own role", () => {
    expect(() => parseEnv({ DATABASE_OWNER_URL: "postgres://owner@db/site" })).toThrow(
      "DATABASE_OWNER_URL: it names the owner of a PostgreSQL database: set DATABASE_URL to the server's own role too",
    );
    const both = {
      DATABASE_URL: "postgres://app@db/site",
      DATABASE_OWNER_URL: "postgres://owner@db/site",
      BETTER_AUTH_SECRET: secret,
    };
    expect(parseEnv(both).DATABASE_OWNER_URL).toBe("postgres://owner@db/site");
  });
});

describe("the demo content", () => {
  it("is on for the embedded database unless DEMO_CONTENT turns it off", () => {
    expect(parseEnv({}).DEMO_CONTENT).toBe(true);
    expect(parseEnv({ DEMO_CONTENT: "0" }).DEMO_CONTENT).toBe(false);
    expect(parseEnv({ DEMO_CONTENT: "1" }).DEMO_CONTENT).toBe(true);
    expect(() => parseEnv({ DEMO_CONTENT: "maybe" })).toThrow(/DEMO_CONTENT/);
  });

  it("is off on a PostgreSQL server (a production database) unless DEMO_CONTENT asks for it", () => {
    const postgres = { DATABASE_URL: "postgres://app@db/site", BETTER_AUTH_SECRET: secret };
    expect(parseEnv(postgres).DEMO_CONTENT).toBe(false);
    expect(parseEnv({ ...postgres, DEMO_CONTENT: "1" }).DEMO_CONTENT).toBe(true);
  });
});

describe("settings that need no database, checked before connecting", () => {
  it("BETTER_AUTH_SECRET is required beside DATABASE_URL: instances share it", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://app@db/site" })).toThrow(
      "Invalid setting BETTER_AUTH_SECRET: required when DATABASE_URL is set (32+ random characters)",
    );
  });

  it("a secret one character short is named in one line", () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: secret.slice(1) })).toThrow(
      /^Invalid setting BETTER_AUTH_SECRET: must be at least 32 characters$/,
    );
  });
});

describe("e-mails asked for that cannot go out", () => {
  it("ACKNOWLEDGEMENTS_ENABLED=1 without SMTP_URL refuses to start, as DIGEST_ENABLED=1 without LEAD_NOTIFY_TO does", () => {
    expect(() => parseEnv({ ACKNOWLEDGEMENTS_ENABLED: "1" })).toThrow(
      "Invalid setting ACKNOWLEDGEMENTS_ENABLED: acknowledgements are e-mailed: set SMTP_URL too, or leave ACKNOWLEDGEMENTS_ENABLED unset",
    );
    expect(() => parseEnv({ DIGEST_ENABLED: "1" })).toThrow(/^Invalid setting DIGEST_ENABLED: /);
    expect(parseEnv({ ACKNOWLEDGEMENTS_ENABLED: "1", SMTP_URL: "smtp://mail.example" }).ACKNOWLEDGEMENTS_ENABLED).toBe(
      true,
    );
    expect(parseEnv({ ACKNOWLEDGEMENTS_ENABLED: "0" }).ACKNOWLEDGEMENTS_ENABLED).toBe(false);
  });
});

describe("how long to wait for PostgreSQL at start", () => {
  it("is 60 s unless DATABASE_WAIT_SECONDS says otherwise", () => {
    expect(parseEnv({}).DATABASE_WAIT_SECONDS).toBe(60);
    expect(parseEnv({ DATABASE_WAIT_SECONDS: "5" }).DATABASE_WAIT_SECONDS).toBe(5);
    expect(() => parseEnv({ DATABASE_WAIT_SECONDS: "soon" })).toThrow(/^Invalid setting DATABASE_WAIT_SECONDS: /);
  });
});
