// What the server does on its own, every tick of its scheduler (docs/decisions/018-scheduler-and-outbox.md):
// store the escalations and the digest that are due, send what the outbox holds, and once a day
// delete leads past their retention period. Every instance runs it; the outbox's idempotency keys
// and claims make each message go out once however many do.
import { enqueueDigest, digestSettings } from "~/features/lead-messages/digest.server";
import { enqueueEscalations, escalationSettings } from "~/features/lead-messages/escalation.server";
import { RETRY_DELAYS_MS, serverReply } from "~/features/lead-messages/lead-alert.server";
import { purgeLeadsOlderThan } from "~/features/leads/retention.server";
import { dropUnconfirmedRequests } from "~/features/data-rights/requests.server";
import { expireAuditLog } from "~/features/audit/audit.server";
import { FOLLOW_UP_LOOKBACK_MS, enqueueDueFollowUps } from "~/features/webhooks/enqueue.server";
import type { ScheduledServices, ScheduledWorkSettings } from "~/infrastructure/outbox-kinds.server";
import { nextScheduledArticle, publishDueArticles } from "~/features/articles/index.server";
import { refreshSocialCards } from "~/features/media/index.server";
import { logger } from "~/infrastructure/logger.server";
import { pruneOutbox, sendDueMessages } from "~/infrastructure/outbox.server";
import { type ScheduledTask, type Scheduler, createScheduler } from "~/infrastructure/scheduler.server";
import type { OutboundPolicy } from "~/infrastructure/outbound-http.server";
import { type Clock, systemClock } from "~/lib/clock";
import { istDateKey } from "~/lib/india-time";
import { outboxKinds } from "./outbox-kinds";

/** ACKNOWLEDGEMENTS_ENABLED, on by default when there is a mail server to send through (SMTP_URL). */
export function acknowledgementsEnabled(config: { SMTP_URL?: string; ACKNOWLEDGEMENTS_ENABLED?: boolean }): boolean {
  return Boolean(config.SMTP_URL) && (config.ACKNOWLEDGEMENTS_ENABLED ?? true);
}

/** The settings as the configuration gives them. */
export function scheduledWorkSettings(config: {
  SITE_URL: string;
  LEAD_NOTIFY_TO?: string;
  ESCALATION_MINUTES: number;
  BUSINESS_HOLIDAYS: string[];
  DIGEST_ENABLED?: boolean;
  LEAD_RETENTION_DAYS: number;
  AUDIT_LOG_RETENTION_DAYS: number;
  SMTP_URL?: string;
  ACKNOWLEDGEMENTS_ENABLED?: boolean;
  BRAND_NAME: string;
  CONTACT_PHONE: string;
  CONTACT_WHATSAPP?: string;
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_TEMPLATE?: string;
  WHATSAPP_TEMPLATE_LANGUAGE: string;
  WHATSAPP_GRAPH_VERSION: string;
  WHATSAPP_TO: string[];
  WHATSAPP_API_URL: string;
  WEBHOOKS_ALLOW_LOOPBACK?: boolean;
}): ScheduledWorkSettings {
  return {
    siteUrl: config.SITE_URL,
    brand: config.BRAND_NAME,
    alertsTo: config.LEAD_NOTIFY_TO,
    escalationMinutes: config.ESCALATION_MINUTES,
    holidays: new Set(config.BUSINESS_HOLIDAYS),
    digestEnabled: config.DIGEST_ENABLED ?? Boolean(config.LEAD_NOTIFY_TO),
    retentionDays: config.LEAD_RETENTION_DAYS,
    auditRetentionDays: config.AUDIT_LOG_RETENTION_DAYS,
    acknowledgement: {
      enabled: acknowledgementsEnabled(config),
      brand: config.BRAND_NAME,
      // The number the site offers for WhatsApp (the same rule as siteConfig's).
      phone: config.CONTACT_WHATSAPP ?? config.CONTACT_PHONE,
    },
    whatsapp: whatsappSettings(config),
    webhookPolicy: webhookPolicy(config),
  };
}

/** Where webhook deliveries may go: public addresses, and loopback ones where the configuration allows. */
export const webhookPolicy = (config: { WEBHOOKS_ALLOW_LOOPBACK?: boolean }): OutboundPolicy => ({
  allowLoopback: config.WEBHOOKS_ALLOW_LOOPBACK ?? false,
});

/** The WhatsApp settings when all of them are set (the configuration refuses some without the others). */
export function whatsappSettings(config: Parameters<typeof scheduledWorkSettings>[0]) {
  const { WHATSAPP_ACCESS_TOKEN: accessToken, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = config;
  if (!accessToken || !phoneNumberId || !config.WHATSAPP_TEMPLATE || !config.WHATSAPP_TO.length) return undefined;
  return {
    apiUrl: config.WHATSAPP_API_URL,
    version: config.WHATSAPP_GRAPH_VERSION,
    accessToken,
    phoneNumberId,
    template: config.WHATSAPP_TEMPLATE,
    language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    to: config.WHATSAPP_TO,
  };
}

/** The tasks of one tick, in order; retries wait as long as the first lead alerts' do. */
export function scheduledTasks(
  services: ScheduledServices,
  settings: ScheduledWorkSettings,
  clock: Clock,
): ScheduledTask[] {
  const { db } = services;
  const escalation = escalationSettings(settings);
  const digest = digestSettings(settings);
  const kinds = outboxKinds(undefined, services, settings, clock);
  // This instance's last purge, by IST day: a restart purges again, which finds little and does no harm.
  let purgedOn: string | undefined;

  return [
    {
      name: "escalations",
      run: async (now) => {
        await enqueueEscalations(db, escalation, now);
      },
    },
    {
      name: "digest",
      run: async (now) => {
        await enqueueDigest(db, digest, now);
      },
    },
    {
      name: "outbox",
      run: async () => {
        const { retryAt } = await sendDueMessages(services, {
          clock,
          kinds,
          delays: RETRY_DELAYS_MS,
          reasonOf: serverReply,
        });
        return retryAt;
      },
    },
    {
      name: "scheduled articles",
      run: async (now) => {
        const pages = await publishDueArticles(db, now);
        if (pages.length) {
          // As a save from the dialog does: kept pages are stale, and each page gets its card.
          services.publicPages?.contentChanged();
          for (const page of pages) await refreshSocialCards(db, async () => page);
          logger.info({ published: pages.length }, "published the articles scheduled for now");
        }
        // Awake at the next one's time, not at the next regular tick.
        return nextScheduledArticle(db);
      },
    },
    {
      name: "retention",
      run: async (now) => {
        const today = istDateKey(now);
        if (purgedOn === today) return;
        const purged = await purgeLeadsOlderThan(db, settings.retentionDays, now);
        const pruned = await pruneOutbox(db, now);
        const expired = await expireAuditLog(db, settings.auditRetentionDays);
        const unconfirmed = await dropUnconfirmedRequests(db, now);
        purgedOn = today;
        if (purged || pruned || expired || unconfirmed)
          logger.info(
            { purged, pruned, expired, unconfirmed },
            "deleted leads past their retention period, old outbox rows and audit log entries, and data requests nobody confirmed",
          );
      },
    },
  ];
}

/**
 * The webhook lane's tasks: deliveries wait on other servers, up to 10 seconds each, so they run
 * beside the alerts' lane, never in front of a lead alert.
 */
export function webhookTasks(
  services: ScheduledServices,
  settings: ScheduledWorkSettings,
  clock: Clock,
): ScheduledTask[] {
  const kinds = outboxKinds("webhooks", services, settings, clock);
  // Each tick looks at the follow-ups due since the one before (a minute's margin); the first, since a few days back.
  let lookedUntil: Date | undefined;
  return [
    {
      name: "follow-ups due",
      run: async (now) => {
        const since = lookedUntil
          ? new Date(lookedUntil.getTime() - 60_000)
          : new Date(now.getTime() - FOLLOW_UP_LOOKBACK_MS);
        await enqueueDueFollowUps(services.db, since, now);
        lookedUntil = now;
      },
    },
    {
      name: "webhook deliveries",
      run: async () => {
        const { retryAt } = await sendDueMessages(services, {
          clock,
          kinds,
          delays: [],
          reasonOf: serverReply,
          // At 10 s each at worst, a tick ends within minutes and a stopping server does not wait on it long.
          maxMessages: 20,
        });
        return retryAt;
      },
    },
  ];
}

/**
 * The server's scheduler: two lanes over these tasks, ticking side by side; the server calls
 * `start()`, tests call `tick()` (both lanes) with their own clock.
 */
export function scheduledWork(
  services: ScheduledServices,
  settings: ScheduledWorkSettings,
  { clock = systemClock, everyMs }: { clock?: Clock; everyMs?: number } = {},
): Scheduler {
  const lanes = [
    createScheduler({ tasks: scheduledTasks(services, settings, clock), clock, everyMs }),
    // Every 5 seconds: a change in the admin reaches the endpoints about as fast as a new lead does.
    createScheduler({
      tasks: webhookTasks(services, settings, clock),
      clock,
      everyMs: Math.min(everyMs ?? 5_000, 5_000),
    }),
  ];
  return {
    tick: async () => {
      await Promise.all(lanes.map((lane) => lane.tick()));
    },
    start: () => lanes.forEach((lane) => lane.start()),
    stop: async () => {
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
    soon: () => lanes.forEach((lane) => lane.soon()),
    lagMs: () => Math.max(...lanes.map((lane) => lane.lagMs())),
  };
}
