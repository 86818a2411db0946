import path from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { PERSON_NAME_LIMIT } from "../lib/person-name.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .transform((value) => ["1", "true", "yes"].includes(value))
  .optional();

/**
 * TRUST_PROXY: which proxies in front of the server may say who the client is (docs/running.md,
 * "Behind a proxy"). A number is how many proxies there are in front of the server (1: one
 * load balancer; "true" and "yes" mean 1); otherwise a comma-separated list of the proxies'
 * addresses or subnets (proxy-addr's syntax, names like "loopback" included). Empty, 0,
 * "false" or "no": none, the socket's address is the client.
 */
export type TrustProxy = number | string[];
const trustProxy = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx): TrustProxy => {
    if (["", "false", "no"].includes(value)) return 0;
    if (["true", "yes"].includes(value)) return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      proxyAddr.compile(addresses);
    } catch (error) {
      ctx.addIssue({
        code: "custom",
        message: `a number of proxies, or their addresses or subnets: ${(error as Error).message}`,
      });
      return z.NEVER;
    }
    return addresses;
  });

/** BUSINESS_HOLIDAYS: days off in India's calendar, 'YYYY-MM-DD', comma-separated. */
/** WHATSAPP_TO: the owner's numbers with their + code, separated by commas. */
const phoneList = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx): string[] => {
    const numbers = value
      .split(",")
      .map((entry) => entry.replace(/[\s()-]/g, ""))
      .filter(Boolean);
    for (const number of numbers)
      if (!/^\+[1-9]\d{7,14}$/.test(number))
        ctx.addIssue({ code: "custom", message: `${number} is not a number with its + code, e.g. +919876543210` });
    return numbers;
  });

const holidayList = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx): string[] => {
    const days = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const day of days) {
      // A real calendar day: a day past the month's end must not roll over into the next month.
      const time = Date.parse(`${day}T00:00:00Z`);
      const valid =
        /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
      if (!valid) {
        ctx.addIssue({ code: "custom", message: `"${day}" is not a day; list days as YYYY-MM-DD, comma-separated` });
        return z.NEVER;
      }
    }
    return [...new Set(days)].sort();
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    DATA_DIR: z.string().min(1).default("./data"),
    /** The erasure ledger's file; unset: `<DATA_DIR>.erasure-ledger` beside DATA_DIR, or the S3 bucket with S3_BUCKET. */
    ERASURE_LEDGER_PATH: z.string().trim().min(1).optional(),
    /** The sample case studies and articles a new site starts with; unset: on, except on a PostgreSQL server. */
    DEMO_CONTENT: flag,
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** How long a server start keeps trying a PostgreSQL server that does not answer (it may be starting too). */
    DATABASE_WAIT_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(0, "must be 0 (no waiting) or more")
      .default(60),
    /** The schema's owner, for migrations; DATABASE_URL is then the server's own role (ADR 031). */
    DATABASE_OWNER_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: trustProxy,
    /** The bearer token a Prometheus scraper sends for /metrics; unset: /metrics answers 404. */
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (openssl rand -hex 16)").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

    S3_BUCKET: optionalText,
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: z.url().optional(),
    S3_FORCE_PATH_STYLE: flag,
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),

    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.email().optional(),
    LEAD_NOTIFY_TO: z.email().optional(),
    /** Inquiries one IP address may send per 10 minutes. */
    INQUIRY_RATE_LIMIT: z.coerce.number().int().positive().default(8),
    LEAD_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
    /** How long the audit log is kept; never less than a year (the database refuses to remove younger entries). */
    AUDIT_LOG_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(365, "must be at least 365: the audit log is kept for a year or more")
      .default(365),
    /** Business minutes a lead may wait for a first response before the second alert; 0 turns it off. */
    ESCALATION_MINUTES: z.coerce
      .number({ error: "must be a whole number of minutes" })
      .int("must be a whole number of minutes")
      .min(0, "must be 0 (no escalation) or more")
      .max(1440, "must be at most 1440 (escalations look at the leads of the last 14 days)")
      .default(15),
    BUSINESS_HOLIDAYS: holidayList,
    /** The daily digest at 9:00 IST; unset: on when LEAD_NOTIFY_TO is set. */
    DIGEST_ENABLED: flag,
    /** The e-mail to an enquirer who gave an address; unset: on when SMTP_URL is set. */
    ACKNOWLEDGEMENTS_ENABLED: flag,

    // WhatsApp alerts to the owner through the WhatsApp Business Cloud API (docs/running.md, "WhatsApp alerts").
    WHATSAPP_ACCESS_TOKEN: z.string().trim().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "must be the number's id: digits only").optional(),
    WHATSAPP_TEMPLATE: z
      .string()
      .regex(/^[a-z0-9_]{1,512}$/, "must be an approved template's name: lower-case letters, digits and _")
      .optional(),
    WHATSAPP_TEMPLATE_LANGUAGE: z
      .string()
      .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a language code such as en, en_US or hi")
      .default("en"),
    WHATSAPP_GRAPH_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, "must look like v23.0")
      .default("v23.0"),
    WHATSAPP_TO: phoneList,
    WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com"),
    /** The Meta app's secret, which signs its webhooks; with WHATSAPP_VERIFY_TOKEN, status reports are received. */
    WHATSAPP_APP_SECRET: z.string().trim().min(1).optional(),
    WHATSAPP_VERIFY_TOKEN: z.string().trim().min(1).optional(),
    /** Lets webhook endpoints be loopback addresses (127.0.0.1, ::1, over http too): development and tests only. */
    WEBHOOKS_ALLOW_LOOPBACK: flag,

    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    /** The name the admin from ADMIN_EMAIL goes by (on notes, the timeline and e-mails). */
    ADMIN_NAME: z
      .string()
      .trim()
      .min(1)
      .max(PERSON_NAME_LIMIT, `must be at most ${PERSON_NAME_LIMIT} characters`)
      .optional(),

    BRAND_NAME: z.string().trim().min(1).default("Sparkline"),
    CONTACT_EMAIL: z.email().default("hello@sparkline.example"),
    SALES_EMAIL: z.email().default("projects@sparkline.example"),
    ADMIN_CONTACT_EMAIL: z.email().default("admin@sparkline.example"),
    /** Where visitors send data requests and grievances (the privacy notice names it); unset: ADMIN_CONTACT_EMAIL. */
    PRIVACY_CONTACT_EMAIL: z.email().optional(),
    CONTACT_PHONE: z.string().trim().min(1).default("+91 00000 00000"),
    /** The WhatsApp number visitors chat with, with its + code; unset: CONTACT_PHONE, unless that is the demo number. */
    CONTACT_WHATSAPP: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s()-]/g, ""))
      .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, "must be a number with its + code, e.g. +919876543210"))
      .optional(),
    LINKEDIN_URL: z.url().default("https://www.linkedin.com/company/sparkline-example"),
    /** The office's postal address, "street, area, city, state PIN" (structured data for local search); unset: none given. */
    BUSINESS_ADDRESS: z.string().trim().min(1).max(300).optional(),
    /** The places the agency serves, comma-separated ("Pune, Mumbai, Maharashtra"); unset: India. */
    BUSINESS_AREA_SERVED: z.string().trim().min(1).max(500).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set",
      });
    }
    const whatsapp = {
      WHATSAPP_ACCESS_TOKEN: env.WHATSAPP_ACCESS_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: env.WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_TEMPLATE: env.WHATSAPP_TEMPLATE,
      WHATSAPP_TO: env.WHATSAPP_TO.length ? env.WHATSAPP_TO : undefined,
    };
    const missing = Object.entries(whatsapp).filter(([, value]) => value === undefined);
    if (missing.length && missing.length < Object.keys(whatsapp).length) {
      for (const [name] of missing)
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `WhatsApp alerts need ${Object.keys(whatsapp).join(", ")}: set this one too, or none of them`,
        });
    }
    if (Boolean(env.WHATSAPP_APP_SECRET) !== Boolean(env.WHATSAPP_VERIFY_TOKEN)) {
      ctx.addIssue({
        code: "custom",
        path: [env.WHATSAPP_APP_SECRET ? "WHATSAPP_VERIFY_TOKEN" : "WHATSAPP_APP_SECRET"],
        message: "status webhooks need both WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN",
      });
    }
    if (env.WEBHOOKS_ALLOW_LOOPBACK && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOKS_ALLOW_LOOPBACK"],
        message: "loopback webhook endpoints are for development and tests: unset it in production",
      });
    }
    if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_OWNER_URL"],
        message: "it names the owner of a PostgreSQL database: set DATABASE_URL to the server's own role too",
      });
    }
    if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "required when DATABASE_URL is set (32+ random characters)",
      });
    }
    // A mail asked for in so many words that cannot go out stops the start, whichever it is.
    if (env.DIGEST_ENABLED && !env.LEAD_NOTIFY_TO) {
      ctx.addIssue({
        code: "custom",
        path: ["DIGEST_ENABLED"],
        message: "the digest goes to LEAD_NOTIFY_TO: set it too, or leave DIGEST_ENABLED unset",
      });
    }
    if (env.ACKNOWLEDGEMENTS_ENABLED && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["ACKNOWLEDGEMENTS_ENABLED"],
        message: "acknowledgements are e-mailed: set SMTP_URL too, or leave ACKNOWLEDGEMENTS_ENABLED unset",
      });
    }
  })
  // A PostgreSQL server is where a real site keeps its data: no sample content there unless asked for.
  .transform((env) => ({ ...env, DEMO_CONTENT: env.DEMO_CONTENT ?? !env.DATABASE_URL }));

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/** A setting is missing or wrong; the message says which, and the process stops. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Validates settings; the error names every wrong variable so the operator can fix them in one go,
 * one line each.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `Invalid setting ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(lines.join("\n"));
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
