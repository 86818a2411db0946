// Indexes read newest first are DESC NULLS FIRST: that is what `ORDER BY ... DESC` means, so the
// planner can walk them instead of sorting every row.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  customType,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { leadEventKinds } from "./lead-events.ts";
import { leadStatuses, pipelineSteps } from "./lead-statuses.ts";
import { accountTokenPurposes, leadScopes, staffRoles } from "./staff-roles.ts";
import { dataRequestKinds, dataRequestStatuses, dataRequestSteps } from "./data-requests.ts";
import { now } from "../app/lib/clock.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => now());

/** Where a lead came from: the page the form was sent from, campaign tags and referrer. */
export interface LeadSource {
  path?: string;
  referrer?: string;
  utm?: Partial<Record<"source" | "medium" | "campaign" | "term" | "content", string>>;
}

/** The text the admin search looks in; the trigram index is built on exactly this expression. */
export const leadSearchText = sql.raw(`("name" || ' ' || coalesce("email", '') || ' ' || "city")`);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** Digits only, so a search for "98765" finds "+91 98765-43210". */
    phoneDigits: text("phone_digits").notNull().default(""),
    email: text("email"),
    city: text("city").notNull(),
    service: text("service").notNull(),
    message: text("message"),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /**
     * The furthest step of the pipeline the lead has reached: a step back, or closing it, leaves it
     * (the Overview's funnel counts it). A trigger keeps it with every status the lead is given.
     */
    furthestStep: text("furthest_step", { enum: pipelineSteps }).notNull().default("new"),
    source: jsonb("source").$type<LeadSource>(),
    /** A client-generated key; a retried or double-clicked submission is stored once. */
    idempotencyKey: text("idempotency_key"),
    /** The phone in one form, E.164 (`+919876543210`); null for a number stored before numbers were checked. */
    phoneE164: text("phone_e164"),
    /** The latest earlier enquiry from the same phone or e-mail within 90 days ("enquired again"). */
    previousLeadId: uuid("previous_lead_id").references((): AnyPgColumn => leads.id, { onDelete: "set null" }),
    /** Set when an admin merged this lead into another: it stays as that lead's second submission. */
    mergedInto: uuid("merged_into").references((): AnyPgColumn => leads.id, { onDelete: "cascade" }),
    /** The first action a person took on the lead (status away from new, call, WhatsApp, note). */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    /** What to do at the follow-up, in the admin's words. */
    followUpNote: text("follow_up_note"),
    /**
     * The version of the privacy notice the form showed (null: sent before the form had one), and
     * the visitor's answer to "offers and updates" with when it was given or withdrawn. Replying to
     * the enquiry needs no consent; marketing needs `marketingConsent` true (consent.server.ts).
     */
    noticeVersion: text("notice_version"),
    /** The language of the page the enquiry was sent from ("en" or "hi"): its acknowledgement is written in it. */
    language: text("language", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    marketingConsentAt: timestamp("marketing_consent_at", { withTimezone: true }),
    /** The person the lead is assigned to; alerts about it go to them. */
    assignedTo: text("assigned_to").references(() => user.id, { onDelete: "set null" }),
    /**
     * When the lead was last set to converted, first set to converted, and last set to closed, at
     * the change's time (moveStatus keeps them): what the agency won and lost in a range, and how
     * long a win took.
     */
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    firstConvertedAt: timestamp("first_converted_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The deal: its value in whole rupees before GST, and the day (in India) it is expected to close. */
    dealValue: integer("deal_value"),
    expectedCloseOn: date("expected_close_on", { mode: "string" }),
    /**
     * Why a closed lead was lost: one of the owner's reasons as it read when chosen (the list may
     * change later), and a line in staff's words.
     */
    lostReason: text("lost_reason"),
    lostNote: text("lost_note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin's list and its counts: the leads not merged into another, newest first, by status.
    index("leads_listed_created_at_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.mergedInto} is null`),
    index("leads_listed_status_created_at_idx")
      .on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.mergedInto} is null`),
    // The list narrowed to one language (the few Hindi enquiries among many English ones).
    index("leads_listed_language_created_at_idx")
      .on(t.language, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.mergedInto} is null`),
    // Admin search: substring matches on name, e-mail and city, and on the phone's digits.
    index("leads_search_trgm_idx").using("gin", sql`(${leadSearchText}) gin_trgm_ops`),
    index("leads_phone_digits_trgm_idx").using("gin", sql`${t.phoneDigits} gin_trgm_ops`),
    uniqueIndex("leads_idempotency_key_idx").on(t.idempotencyKey),
    // Repeat enquiries: earlier leads with the same phone or e-mail.
    index("leads_phone_e164_idx").on(t.phoneE164, t.createdAt.desc().nullsFirst()),
    index("leads_email_idx").on(sql`lower(${t.email})`, t.createdAt.desc().nullsFirst()),
    index("leads_previous_lead_id_idx").on(t.previousLeadId),
    // The later enquiries that remain, newest first: "enquired again" links and collapsing repeats
    // read these few entries instead of every lead.
    index("leads_later_enquiries_idx")
      .on(t.previousLeadId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.previousLeadId} is not null and ${t.mergedInto} is null`),
    index("leads_merged_into_idx").on(t.mergedInto),
    // "My leads": a person's leads, newest first.
    index("leads_assigned_to_idx").on(t.assignedTo, t.createdAt.desc().nullsFirst()),
    // What the agency won and lost in a range (the Overview's money figures).
    index("leads_converted_at_idx")
      .on(t.convertedAt)
      .where(sql`${t.convertedAt} is not null and ${t.mergedInto} is null`),
    index("leads_closed_at_idx")
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null and ${t.mergedInto} is null`),
    index("leads_follow_up_at_idx")
      .on(t.followUpAt)
      .where(sql`${t.followUpAt} is not null`),
    // "No follow-up", the list's widest filter (most leads have none): its count and pages from the index alone.
    index("leads_without_follow_up_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.followUpAt} is null and ${t.mergedInto} is null`),
    index("leads_needs_reply_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.firstResponseAt} is null and ${t.mergedInto} is null`),
  ],
);

/**
 * A lead's timeline, append-only (a trigger refuses UPDATE and DELETE). It keeps ids and actions,
 * never copies of personal data, and outlives the lead: after a deletion it still says that a lead
 * with that id existed and who deleted it. So `lead_id` has no foreign key.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    leadId: uuid("lead_id").notNull(),
    kind: text("kind", { enum: leadEventKinds }).notNull(),
    /** Who did it; null for the visitor and for the product itself. */
    actorId: text("actor_id"),
    /** Ids and values of the action (a status's from and to, a note's id), never personal data. */
    data: jsonb("data")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_id_idx").on(t.leadId, t.id), index("lead_events_kind_at_idx").on(t.kind, t.at)],
);

/** Notes admins write on a lead, in Markdown. They go with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("lead_notes_lead_id_idx").on(t.leadId, t.createdAt),
    index("lead_notes_body_trgm_idx").using("gin", sql`${t.body} gin_trgm_ops`),
  ],
);

/** Which leads each person has opened: a lead without a row for someone is unread for them. */
export const leadReads = pgTable(
  "lead_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.leadId] }), index("lead_reads_lead_id_idx").on(t.leadId)],
);

/**
 * Messages the product sends on a timer (escalations, digests), stored before sending under an
 * idempotency key, so a restart or a second instance never makes a second one. The body is
 * written at sending time from the current data; a message about a lead goes with the lead.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    kind: text("kind").notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    /** What the message is about, as ids and dates (e.g. the digest's day); never personal data. */
    payload: jsonb("payload")
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** An instance sending it holds it until then; after, another may try again. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The mail server's answer to the last failed attempt. */
    lastError: text("last_error"),
    /** Given up: its last attempt failed, or the receiver refused it in a way no retry changes. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The id the receiving service gave the message (WhatsApp's `wamid.…`), which its status reports name. */
    externalId: text("external_id"),
    /** What the receiving service last reported of it ("delivered", "failed"), so a repeated report is recorded once. */
    deliveryStatus: text("delivery_status"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_messages_external_id_idx")
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // Deleting a lead deletes its messages (cascade): found by this index, not by a scan.
    index("outbox_messages_lead_id_idx").on(t.leadId),
    // A webhook endpoint's deliveries, newest first (its delivery log).
    index("outbox_messages_webhook_idx")
      .on(t.recipient, t.createdAt.desc().nullsFirst())
      .where(sql`${t.kind} = 'webhook'`),
  ],
);

/**
 * Where the agency's other tools (Zapier, Make, n8n, a Google Sheet) hear about leads: an https
 * address, the events it wants, and the secret its deliveries are signed with (Standard Webhooks).
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  events: text("events").array().notNull(),
  /** `whsec_` and the key in base64; shown to the admin once, when made or rotated. */
  secret: text("secret").notNull(),
  /** The secret before the last rotation, still signing beside the new one until `previousSecretUntil`. */
  previousSecret: text("previous_secret"),
  previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
  /** Google Apps Script reads no headers: the signature also travels in the body, and a 302 is delivered. */
  signatureInBody: boolean("signature_in_body").notNull().default(false),
  createdAt: createdAt(),
});

/** Each attempt to deliver a webhook: when, the answer's status, how long it took, what went wrong. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The endpoint's HTTP status; null when none came (no connection, a timeout). */
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_message_id_idx").on(t.messageId, t.at.desc().nullsFirst())],
);

export const caseStudies = pgTable(
  "case_studies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Its page's address, /case-studies/{slug}, shown while it is featured. */
    slug: text("slug").notNull(),
    clientName: text("client_name").notNull(),
    industry: text("industry").notNull(),
    challenge: text("challenge").notNull(),
    solution: text("solution").notNull(),
    results: text("results").notNull(),
    /** The one number the case study is remembered by ("31%"), shown big, with its label. */
    headlineFigure: text("headline_figure"),
    /** What the figure measures ("lower cost per booked appointment"). */
    headlineLabel: text("headline_label"),
    /** The service (its slug in the catalogue) whose page shows this case study while it is featured. */
    serviceSlug: text("service_slug"),
    imageUrl: text("image_url"),
    /** What the cover image shows, for people who cannot see it (its alt text); null: decorative. */
    imageAlt: text("image_alt"),
    /** The search title, when it should differ from the title (null: the title). */
    searchTitle: text("search_title"),
    /** The search results' and social shares' description (null: made from the page's own text). */
    searchDescription: text("search_description"),
    /** Where the text first appeared, for search engines to rank instead (null: this page). */
    canonicalUrl: text("canonical_url"),
    /** Kept out of search engines (robots noindex) and the sitemap. */
    noindex: boolean("noindex").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    /** The language it is written in: an "hi" one lives under /hi/case-studies. */
    language: text("language", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
    /** A Hindi case study's English original: the two pages link each other. One translation each. */
    translationOf: uuid("translation_of").references((): AnyPgColumn => caseStudies.id, { onDelete: "set null" }),
    /** The dashboard's key for one create: a create sent again after its answer was lost makes no second row. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("case_studies_featured_created_at_idx").on(t.featured, t.createdAt.desc().nullsFirst()),
    uniqueIndex("case_studies_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("case_studies_slug_idx").on(t.slug),
    uniqueIndex("case_studies_translation_of_idx").on(t.translationOf),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    /** What the cover image shows, for people who cannot see it (its alt text); null: decorative. */
    imageAlt: text("image_alt"),
    author: text("author").notNull(),
    category: text("category").notNull(),
    /** The search title, when it should differ from the title (null: the title). */
    searchTitle: text("search_title"),
    /** The search results' and social shares' description (null: made from the page's own text). */
    searchDescription: text("search_description"),
    /** Where the text first appeared, for search engines to rank instead (null: this page). */
    canonicalUrl: text("canonical_url"),
    /** Kept out of search engines (robots noindex) and the sitemap. */
    noindex: boolean("noindex").notNull().default(false),
    published: boolean("published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A draft's scheduled publishing: the scheduler publishes it then (published_at becomes this time). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /**
     * The key of the draft's shared preview link (a signed link names it): a new one is made when
     * a preview is shared after the last expired; withdrawing the link clears it.
     */
    previewKey: text("preview_key"),
    /** Until when the shared preview link opens the draft (7 days from its sharing). */
    previewUntil: timestamp("preview_until", { withTimezone: true }),
    /** The language it is written in: an "hi" one lives under /hi/articles, in the Hindi lists and feeds. */
    language: text("language", { enum: ["en", "hi"] })
      .notNull()
      .default("en"),
    /** A Hindi article's English original: the two pages link each other. One translation each. */
    translationOf: uuid("translation_of").references((): AnyPgColumn => articles.id, { onDelete: "set null" }),
    /** The dashboard's key for one create: a create sent again after its answer was lost makes no second row. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("articles_slug_idx").on(t.slug),
    uniqueIndex("articles_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("articles_translation_of_idx").on(t.translationOf),
    index("articles_published_created_at_idx").on(t.published, t.createdAt.desc().nullsFirst()),
    index("articles_publish_at_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

/**
 * What a case study or an article held after each save from its dialog, newest first, the last 50
 * per record: compared side by side and restored as a new save.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "article" or "case-study". */
    kind: text("kind").notNull(),
    recordId: uuid("record_id").notNull(),
    /** The record's fields as saved (the form's checked values), by their names in the form. */
    values: jsonb("values").$type<Record<string, string | boolean | null>>().notNull(),
    /** Who saved it; null once their account is gone. */
    savedBy: text("saved_by"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("content_revisions_record_idx").on(t.kind, t.recordId, t.savedAt.desc())],
);

/** Uploaded image files, so an image no case study or article uses any more can be removed with all its files. */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  bucket: text("bucket").notNull(),
  /** The stored original's key inside the bucket, e.g. "3f2c...e1.jpg". */
  key: text("key").notNull(),
  url: text("url").notNull().unique(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Widths of the resized WebP versions stored beside the original. */
  variants: jsonb("variants")
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

// better-auth's tables (names and columns as its Drizzle adapter expects).
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Sign-in asks for a code from an authenticator app (or a backup code) after the password. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An account's authenticator-app secret and backup codes, both encrypted with the auth secret
 * (better-auth's two-factor plugin, ADR 027); `verified` once a code from the app confirmed it.
 */
export const twoFactor = pgTable("two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  verified: boolean("verified").notNull().default(true),
  /** Wrong codes in a row, and the lock they earned (the plugin's own lockout, beside our throttle). */
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * The spec's table of roles, the one source of who may do what: one row per staff member (a role
 * change replaces it in one transaction), none for an account without a staff role (ADR 024).
 */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: staffRoles }).notNull(),
    /** Sales only: every lead, or only the leads assigned to them. */
    leadScope: text("lead_scope", { enum: leadScopes }).notNull().default("all"),
    /** Sales only: may delete and export leads (Owner and Admin always may). */
    mayDeleteAndExportLeads: boolean("may_delete_and_export_leads").notNull().default(false),
    /** Sales only: may make quotes and invoices for the leads they reach (Owner and Admin always may). */
    mayBill: boolean("may_bill").notNull().default(false),
    /** Set when the owner deactivated the person: no sign-in, no password reset, no sessions. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), uniqueIndex("user_roles_one_per_person_idx").on(t.userId)],
);

/**
 * Links that let someone set a password: an invitation to the team (72 hours) or a password reset
 * (30 minutes). Only a hash of the link's token is kept; the row is spent once, by a POST.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    /** SHA-256 of the token in the link (hex). */
    tokenHash: text("token_hash").notNull().unique(),
    /** Who it is for: the address invited, or the account's address for a reset. */
    email: text("email").notNull(),
    /** A reset's account; an invitation's account exists only once it is accepted. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** An invitation's role and settings. */
    role: text("role", { enum: staffRoles }),
    leadScope: text("lead_scope", { enum: leadScopes }).notNull().default("all"),
    mayDeleteAndExportLeads: boolean("may_delete_and_export_leads").notNull().default(false),
    mayBill: boolean("may_bill").notNull().default(false),
    /** Who sent the invitation. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the link was used, or withdrawn: it works once. */
    spentAt: timestamp("spent_at", { withTimezone: true }),
  },
  (t) => [index("account_tokens_email_idx").on(t.email)],
);

/**
 * Who did what in the admin area, when and from which address: append-only (a trigger refuses
 * UPDATE, and DELETE of anything younger than the retention the purge function is given), kept at
 * least 365 days, and outliving the leads it names. Ids and values only, never a lead's details.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account that acted; null for a sign-in attempt by an address no account has. */
    actorId: text("actor_id"),
    /** What was done, e.g. "sign-in", "lead.status", "leads.export" (app/features/audit/actions.ts). */
    action: text("action").notNull(),
    /** What it was done to: a lead's, article's, case study's or endpoint's id. */
    targetId: text("target_id"),
    /** The client's address as the server determined it (TRUST_PROXY), never a header the client wrote. */
    address: text("address"),
    /** The action's values: a status's from and to, an export's filter and rows. */
    details: jsonb("details")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc().nullsFirst()),
    index("audit_log_actor_at_idx").on(t.actorId, t.at.desc().nullsFirst()),
  ],
);

/** Fixed-window counters shared by every server instance (inquiries, sign-in attempts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Small facts the app keeps about itself, e.g. that the demo content was seeded once. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Taps on the phone bar's and the footer's contact shortcuts (WhatsApp, call, the quote form), counted per
 * day, page and campaign: a number, never a visitor (no cookie, no address, no device).
 */
export const contactTaps = pgTable(
  "contact_taps",
  {
    /** The day in India (IST) the taps fell on. */
    day: date("day", { mode: "string" }).notNull(),
    channel: text("channel", { enum: ["whatsapp", "call", "quote"] }).notNull(),
    path: text("path").notNull(),
    /** utm_campaign of the visit, or "" without one. */
    campaign: text("campaign").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.path, t.campaign] })],
);

/** Raw bytes (PostgreSQL bytea), as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The social-card images (1200x630 PNG) of pages made from the database (articles, case studies),
 * drawn when the record is saved; a fixed page's card is a file made at build instead.
 */
export const socialCards = pgTable("social_cards", {
  /** The page the card is for, e.g. "/articles/google-business-profile-local-leads". */
  path: text("path").primaryKey(),
  /** Digest of what the card shows: a card whose page changed is drawn again. */
  version: text("version").notNull(),
  png: bytes("png").notNull(),
  createdAt: createdAt(),
});

/** A party to a bill as the bill shows it: frozen when the bill is made, whatever changes later. */
export interface BillParty {
  name: string;
  address: string;
  /** The GST state code ("27"): the place of supply for the client, the origin for the agency. */
  stateCode: string;
  gstin: string | null;
}

/** A line of a bill, in whole numbers (app/features/billing/gst.ts computes every amount from these). */
export interface BillLineRecord {
  description: string;
  sac: string;
  quantityHundredths: number;
  unitPaise: number;
  discountBasisPoints: number;
  gstRate: number;
}

/**
 * Every amount of a bill as it was computed when the bill was made (app/features/billing/gst.ts):
 * a document shows these, never a new computation, so a later change of rates or rounding changes
 * nothing already sent or issued.
 */
export interface BillAmountsRecord {
  lines: { grossPaise: number; discountPaise: number; taxablePaise: number; taxes: BillTaxRecord[] }[];
  taxablePaise: number;
  taxes: BillTaxRecord[];
  roundOffPaise: number;
  totalPaise: number;
}
export interface BillTaxRecord {
  kind: "CGST" | "SGST" | "UTGST" | "IGST";
  rateBasisPoints: number;
  paise: number;
}

/**
 * A quote sent to a lead's client as a signed link (app/infrastructure/signed-links.server.ts). It
 * keeps the agency and the client as they read when it was made, its lines and its totals; the
 * client's acceptance records the name they typed, when, and the address the server saw. A quote
 * goes with its lead; invoices made from it keep their own copy.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    agency: jsonb("agency").$type<BillParty>().notNull(),
    client: jsonb("client").$type<BillParty>().notNull(),
    lines: jsonb("lines").$type<BillLineRecord[]>().notNull(),
    amounts: jsonb("amounts").$type<BillAmountsRecord>().notNull(),
    /** Before GST, after discounts: the deal's value once accepted. */
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    /** The last day (in India) the client may accept it; the link stops working after it. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The first time the page's script reported it open (a link preview runs no script). */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: text("accepted_name"),
    /** The client's IP address as the server determined it (TRUST_PROXY). */
    acceptedFrom: text("accepted_from"),
  },
  (t) => [index("quotes_lead_id_idx").on(t.leadId, t.createdAt.desc().nullsFirst())],
);

/**
 * Tax invoices and credit notes (Rule 46 of the CGST Rules; section 34 for credit notes). Each keeps
 * the agency, the client and the lines as issued, and is never changed after (a trigger refuses it):
 * only its payment is recorded later. It outlives its lead and its quote (no foreign key to either):
 * section 36 of the CGST Act keeps it for 72 months after the due date of that year's annual return.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["invoice", "credit-note"] }).notNull(),
    /** "INV/2026-27/0001": the series, the financial year and the sequence, at most 16 characters. */
    number: text("number").notNull(),
    /** The financial year's first calendar year (2026 for 2026-27) and the sequence within its series. */
    financialYear: integer("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** Invoices only: the day (in India) it is due. */
    dueOn: date("due_on", { mode: "string" }),
    /** With a GSTIN the agency issues tax invoices; without one, invoices without GST. */
    taxed: boolean("taxed").notNull(),
    leadId: uuid("lead_id"),
    quoteId: uuid("quote_id"),
    /** A credit note's invoice. */
    corrects: uuid("corrects").references((): AnyPgColumn => invoices.id),
    agency: jsonb("agency").$type<BillParty>().notNull(),
    client: jsonb("client").$type<BillParty>().notNull(),
    lines: jsonb("lines").$type<BillLineRecord[]>().notNull(),
    amounts: jsonb("amounts").$type<BillAmountsRecord>().notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    /** How the client pays, as the invoice showed it: a UPI ID (and whether a business one), bank details, terms. */
    payment: jsonb("payment").$type<InvoicePayment>().notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** Marked by staff: UPI tells the payee, not the server. */
    paidOn: date("paid_on", { mode: "string" }),
    paymentReference: text("payment_reference"),
    paidBy: text("paid_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    index("invoices_lead_id_idx").on(t.leadId),
    index("invoices_unpaid_idx")
      .on(t.dueOn)
      .where(sql`${t.kind} = 'invoice' and ${t.paidOn} is null`),
  ],
);

/** How an invoice tells the client to pay, frozen with it. */
export interface InvoicePayment {
  upi: { vpa: string; kind: "personal" | "business" } | null;
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string } | null;
  terms: string;
}

/**
 * The last number given in each series (its prefix, INV or CN, and the financial year): issuing takes
 * the next under this row's lock. A prefix changed mid-year starts a series of its own at 0001.
 */
export const documentSeries = pgTable(
  "document_series",
  {
    prefix: text("prefix").notNull(),
    financialYear: integer("financial_year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.financialYear] })],
);

/**
 * An old address answered with a redirect to a page of this site: added on the Redirects screen or,
 * when a live article or case study changes its slug, automatically. No target is itself the source
 * of another redirect (a chain is collapsed as it forms), so every redirect takes one hop.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The exact path answered (no query string, no trailing slash), as the address bar encodes it. */
    source: text("source").notNull(),
    /** A path of this site, with its query string if it has one. */
    target: text("target").notNull(),
    /** 301 (moved for good: search engines pass the old address's standing on) or 302 (for now). */
    status: integer("status").notNull().default(301),
    /** Added when a live page's slug changed, not by a person. */
    automatic: boolean("automatic").notNull().default(false),
    /** Times it was followed, counted in batches. */
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("redirects_source_idx").on(t.source), index("redirects_target_idx").on(t.target)],
);

/**
 * Addresses of the site that answered "page not found", for the Redirects screen: the path only
 * (never its query string, capped at 300 characters) and the referring site's host, nothing about
 * the visitor. At most 10,000 paths (the least recently seen go first), each kept 90 days.
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    hits: integer("hits").notNull().default(0),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The host of the last page that linked here (a Referer header's host only); null when none was sent. */
    referrerHost: text("referrer_host"),
  },
  (t) => [index("not_found_paths_last_seen_at_idx").on(t.lastSeenAt.desc().nullsFirst())],
);

/**
 * Article categories with pages of their own (/articles/category/{slug}): an article belongs to
 * the category its `category` text names, whatever the letter case.
 */
export const articleCategories = pgTable(
  "article_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As articles' Category field says it. */
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** What the category's page opens with, and its description for search engines. */
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("article_categories_slug_idx").on(t.slug),
    uniqueIndex("article_categories_name_idx").on(sql`lower(${t.name})`),
  ],
);

/**
 * A person's request about their data (ADR 048): asked on the "Your data" page and confirmed by the
 * link e-mailed to that address, or recorded by staff who checked who the person is. The address
 * and phone are kept only while the request is answered: an erasure's last reply clears them from
 * every request of that person.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: dataRequestKinds }).notNull(),
    /** Lower case, as the leads are matched. */
    email: text("email"),
    /** E.164; only from staff, who checked it is the person's. */
    phoneE164: text("phone_e164"),
    /** What they ask, in their words: the correction, the nominee, the grievance. */
    details: text("details").notNull().default(""),
    status: text("status", { enum: dataRequestStatuses }).notNull().default("received"),
    /** Why it was refused, or the answer to a grievance or nomination: sent to the person. */
    answer: text("answer"),
    /** Staff who recorded it after checking who the person is; null for a request by the link. */
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** The day (in India) it must be answered by: the owner's target from when it arrived. */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Set when its address and phone were cleared after an erasure's last reply. */
    redactedAt: timestamp("redacted_at", { withTimezone: true }),
  },
  (t) => [
    index("data_requests_received_at_idx").on(t.receivedAt.desc().nullsFirst()),
    index("data_requests_open_due_idx")
      .on(t.dueOn)
      .where(sql`${t.status} not in ('done', 'refused')`),
  ],
);

/** Each step of a data request, with who took it and their note. */
export const dataRequestEvents = pgTable(
  "data_request_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => dataRequests.id, { onDelete: "cascade" }),
    step: text("step", { enum: dataRequestSteps }).notNull(),
    /** Staff who took it; null for the person (their link) and for the product. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("data_request_events_request_idx").on(t.requestId, t.id)],
);

/**
 * The breach register (Rule 7 of the DPDP Rules): what happened, when the agency became aware,
 * which data and how many people, what was done, and when the Board and the people were told.
 */
export const breaches = pgTable(
  "breaches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    summary: text("summary").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }),
    awareAt: timestamp("aware_at", { withTimezone: true }).notNull(),
    dataAffected: text("data_affected").notNull(),
    peopleAffected: integer("people_affected").notNull(),
    consequences: text("consequences").notNull().default(""),
    measures: text("measures").notNull().default(""),
    /** What each person can do to protect themselves. */
    advice: text("advice").notNull().default(""),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    boardIntimatedAt: timestamp("board_intimated_at", { withTimezone: true }),
    boardReportedAt: timestamp("board_reported_at", { withTimezone: true }),
    /** When the notices to the people were stored for sending, and how many. */
    peopleNotifiedAt: timestamp("people_notified_at", { withTimezone: true }),
    peopleNotified: integer("people_notified"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("breaches_aware_at_idx").on(t.awareAt.desc().nullsFirst())],
);
