// The server half of the build: everything the Node entry (server/index.ts) needs comes
// from this one bundle, so the app and the server share one database, one config, one auth.
import crypto from "node:crypto";
import path from "node:path";
import { RouterContextProvider, createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { openDatabase } from "../database/client.server";
import { CHANNELS } from "../database/notifications.server";
import { leads } from "../database/schema";
import { ENGINE_PASSAGE } from "../database/embedded-postgres.server";
export { EngineUnavailableError } from "../database/embedded-postgres.server";
import { createFilesPrivately, restrictToOwner } from "../database/private-files.server";
import { createOrPromoteAdmin, hasStaff } from "~/features/team/accounts.server";
import { publishLeadEvents } from "./lead-event-subscribers";
import { seedDemoContent } from "~/features/demo-content/index.server";
import { startUnclaimedUploadSweep } from "~/features/media/unclaimed-uploads.server";
import { openSiteAddresses } from "~/features/redirects/index.server";
import { createAuth } from "~/infrastructure/auth.server";
import { ledgerKey, openErasureLedger } from "~/infrastructure/erasure-ledger.server";
import { applyErasureLedger } from "~/features/data-rights/erasure.server";
import { authSecret } from "~/infrastructure/auth-secret.server";
import {
  type Capabilities,
  type PublicPages,
  clientAddressContext,
  provideCapabilities,
  publicPagesContext,
  sharedRenderContext,
} from "~/infrastructure/context";
import { ConfigError, env } from "~/infrastructure/env.server";
import { createFlash } from "~/infrastructure/flash.server";
import { logger, requestPath } from "~/infrastructure/logger.server";
import { createMailer } from "~/infrastructure/mailer.server";
import { countEngineRestart, watchServer } from "~/infrastructure/metrics.server";
import { outboxWaiting } from "~/infrastructure/outbox.server";
import { databaseRateLimiter } from "~/infrastructure/rate-limit.server";
import { createStorage } from "~/infrastructure/s3-storage.server";
import { createTrustedDevices } from "~/infrastructure/trusted-devices.server";
import { createAccountLinks } from "~/infrastructure/account-links.server";
import { createSignedLinks } from "~/infrastructure/signed-links.server";
import {
  acknowledgementsEnabled,
  scheduledWork,
  scheduledWorkSettings,
  webhookPolicy,
  whatsappSettings,
} from "./scheduled-work";
import { OUTBOX_KINDS } from "./outbox-kinds";
import { now } from "~/lib/clock";

// The build as React Router expects it (prerendering imports this module), plus our entry points.
export * from "virtual:react-router/server-build";
export { ConfigError, env, logger, requestPath };
export { DatabaseLockedError } from "../database/client.server";
export { createOrPromoteAdmin, WeakPasswordError } from "~/features/team/accounts.server";
export { uploadBodyLimit } from "~/features/media/upload-form.server";
export { purgeLeadsOlderThan } from "~/features/leads/retention.server";
// The daily digest, written for a recipient (npm run bench:leads times ten of them).
export { digestMessages } from "~/features/lead-messages/digest.server";
export { siteConfig } from "~/infrastructure/site-config.server";
export { requestMetrics } from "~/infrastructure/metrics.server";

export type App = Awaited<ReturnType<typeof startApp>>;

/**
 * Opens the database (migrating it) and chooses each capability the app runs on, once
 * (ADR 013): loaders and actions get them through one typed context key each.
 */
async function openCapabilities(): Promise<Capabilities> {
  const config = env();
  publishLeadEvents();
  createFilesPrivately();
  const exposed = restrictToOwner(
    config.dataDir,
    !config.DATABASE_URL && process.getuid?.() === 0 ? ENGINE_PASSAGE : 0,
  );
  if (exposed) {
    logger.warn(
      { dataDir: config.dataDir, exposed },
      "DATA_DIR: files and folders were readable by other accounts; they are now the owner's only",
    );
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    ownerUrl: config.DATABASE_OWNER_URL,
    dataDir: config.dataDir,
    engineEvents: {
      stopped: (exit) => logger.error(exit, "The embedded database stopped; restarting it"),
      restarted: () => {
        countEngineRestart();
        logger.info("The embedded database is running again");
      },
    },
    announce: (line) => logger.info(line),
    warn: (line) => logger.warn(line),
    waitMs: config.DATABASE_WAIT_SECONDS * 1000,
  });
  const { db } = database;
  const rateLimiter = databaseRateLimiter(db);
  const storage = createStorage(config);
  const secret = authSecret(config, true);
  const auth = createAuth({ db, secret, siteUrl: config.SITE_URL, brand: config.BRAND_NAME });
  // The auth secret also signs the site's own cookies.
  const secure = config.SITE_URL.startsWith("https:");
  const flash = createFlash({ secret, secure });
  const trustedDevices = createTrustedDevices({ secret, secure });
  const signedLinks = createSignedLinks({ secret, siteUrl: config.SITE_URL });
  const accountLinks = createAccountLinks({ secret, siteUrl: config.SITE_URL });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, "outbox"),
    from: config.MAIL_FROM ?? config.CONTACT_EMAIL,
    brand: config.BRAND_NAME,
    siteUrl: config.SITE_URL,
  });
  const settings = {
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    inquiriesPerWindow: config.INQUIRY_RATE_LIMIT,
    leadAlertsTo: config.LEAD_NOTIFY_TO,
    acknowledgements: acknowledgementsEnabled(config),
    whatsappTo: whatsappSettings(config)?.to ?? [],
    whatsappWebhook:
      config.WHATSAPP_VERIFY_TOKEN && config.WHATSAPP_APP_SECRET
        ? { verifyToken: config.WHATSAPP_VERIFY_TOKEN, appSecret: config.WHATSAPP_APP_SECRET }
        : undefined,
    webhookPolicy: webhookPolicy(config),
    metricsToken: config.METRICS_TOKEN,
  };
  const ledgerKeyed = ledgerKey(secret);
  const erasures = { ledger: openErasureLedger(config, ledgerKeyed), key: ledgerKeyed };
  return {
    database,
    auth,
    storage,
    mailer,
    flash,
    trustedDevices,
    rateLimiter,
    signedLinks,
    accountLinks,
    settings,
    erasures,
  };
}

/** For commands (admin:create and friends): the capabilities, then a clean close. */
export async function withServices<T>(work: (capabilities: Capabilities) => Promise<T>) {
  const capabilities = await openCapabilities();
  try {
    return await work(capabilities);
  } finally {
    await capabilities.database.close();
  }
}

/**
 * `publicPages`: the host's page cache, told by the actions that change public content, on this
 * instance or (through PostgreSQL's NOTIFY) on any other on the same database.
 */
export async function startApp(publicPages: PublicPages) {
  const config = env();
  const capabilities = await openCapabilities();
  const { database, auth, storage, mailer, signedLinks, accountLinks, erasures } = capabilities;
  const { db } = database;

  // Nobody erased at their request comes back: not from a backup restored by our command, nor by
  // PostgreSQL's own tools (ADR 048). Before the site opens, on every start.
  const reErased = await applyErasureLedger(db, erasures.key, await erasures.ledger.entries(), now());
  if (reErased) logger.info(`Erasure ledger: deleted ${reErased} enquiries of people erased at their request`);

  // Instances started together take turns: one seeds and creates the admin, the next finds it done.
  const staffExists = await database.exclusively(async () => {
    if (config.DEMO_CONTENT && (await seedDemoContent({ db, storage }))) {
      logger.info("Seeded demo case studies and articles");
    }
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const outcome = await createOrPromoteAdmin(auth, db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        name: config.ADMIN_NAME,
      }).catch((error: Error) => {
        logger.error({ err: error }, "ADMIN_EMAIL/ADMIN_PASSWORD: could not create the admin");
        return undefined;
      });
      if (outcome) logger.info(`Admin from ADMIN_EMAIL: ${outcome}`);
    }
    return hasStaff(db);
  });
  if (config.DATABASE_URL && !config.SMTP_URL) {
    logger.warn(
      "SMTP_URL is not set: e-mails (password resets, lead alerts) are written to DATA_DIR/outbox on the instance that sends them; with several instances, set SMTP_URL",
    );
  }
  // Images picked in a dialog that was never saved (docs/decisions/015-image-lifecycle.md).
  const uploadSweep = startUnclaimedUploadSweep({ db, storage });
  // Redirects and the 404 log, answered from memory and written in batches (features/redirects).
  const addresses = await openSiteAddresses(db, (error, message) => logger.warn({ err: error }, message));
  // A content change (a redirect's included) empties this instance's page cache and reads the
  // redirects again, and through PostgreSQL every other instance's within moments (the notice
  // names this instance, which has nothing more to do).
  const instance = crypto.randomUUID();
  const contentChangedHere = () => {
    publicPages.contentChanged();
    void addresses.reload();
  };
  const sharedPages: PublicPages = {
    contentChanged() {
      contentChangedHere();
      database.notify(CHANNELS.contentChanged, instance).catch((error: unknown) => {
        logger.warn({ err: error }, "Could not tell the other instances that public content changed");
      });
    },
  };
  // Escalations, the daily digest, alerts, acknowledgements, the outbox, scheduled articles and the
  // retention purge: the server's own, no cron line. Only the server runs it; commands open the same
  // capabilities and never do. A message stored by any instance wakes it at once (ADR 032).
  const scheduler = scheduledWork(
    { db, mailer, signedLinks, accountLinks, publicPages: sharedPages },
    scheduledWorkSettings(config),
  );
  const listener = database.listen({
    channels: [CHANNELS.outboxStored, CHANNELS.contentChanged],
    // After a lost connection each channel is heard without a payload: what was missed is assumed.
    heard: (channel, from) => {
      if (channel === CHANNELS.outboxStored) scheduler.soon();
      else if (from !== instance) contentChangedHere();
    },
    lost: (error, retryInMs) =>
      logger.warn({ err: error, retryInMs }, "Not hearing other instances' messages; connecting again"),
  });
  scheduler.start();
  watchServer({
    leadsStored: () => db.$count(leads),
    outboxWaiting: () =>
      outboxWaiting(
        db,
        OUTBOX_KINDS.map((entry) => entry.kind),
        now(),
      ),
    schedulerLagSeconds: () => scheduler.lagMs() / 1000,
    pool: () => database.poolUse(),
  });

  return {
    capabilities,
    /** Whether anyone can sign in to the admin area yet: the start says how to create the first account until then. */
    staffExists,
    /**
     * Renders a page or runs an action; `clientIp` is the address the server determined.
     * `shared`: the page will be served to many visitors (no nonce; see sharedRenderContext).
     */
    handle: (request: Request, clientIp: string, options?: { shared?: boolean }) =>
      handleRequest(capabilities, sharedPages, request, clientIp, options),
    /** What the actions are given to say public content changed: every instance's page cache is emptied. */
    publicPages: sharedPages,
    /** Old addresses' redirects and the 404 log, for the host. */
    addresses,
    async close() {
      await listener.close();
      await addresses.close();
      await scheduler.stop();
      await uploadSweep.stop();
      await database.close();
    },
  };
}

let requestHandler: ReturnType<typeof createRequestHandler> | undefined;

/**
 * Serves one request with `capabilities`, one typed context key each. Exported for the
 * development host (server/dev.ts): it keeps the capabilities the first copy of this module opened
 * and hands them to each new copy Vite loads after a change, whose context keys and routes are
 * the ones in use.
 */
export function handleRequest(
  capabilities: Capabilities,
  publicPages: PublicPages,
  request: Request,
  clientIp: string,
  { shared = false } = {},
) {
  requestHandler ??= createRequestHandler(build, env().NODE_ENV === "development" ? "development" : "production");
  const context = provideCapabilities(new RouterContextProvider(), capabilities);
  context.set(clientAddressContext, clientIp);
  context.set(sharedRenderContext, shared);
  context.set(publicPagesContext, publicPages);
  return requestHandler(request, context);
}
