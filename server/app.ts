// The server half of the build: everything the Node entry (server/index.ts) needs comes
// from this one bundle, so the app and the server share one database, one config, one auth.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { RouterContextProvider, createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { openDatabase } from "../database/client.server";
import { createFilesPrivately, restrictToOwner } from "../database/private-files.server";
import { seedDemoContent } from "../database/seed";
import { createOrPromoteAdmin } from "~/features/auth/admin.server";
import { createAuth } from "~/features/auth/auth.server";
import { createTrustedDevices } from "~/features/auth/throttle.server";
import { resumePendingAlerts } from "~/features/leads/notify-lead.server";
import { createMailer } from "~/features/leads/notify.server";
import { createStorage } from "~/features/media/s3-storage.server";
import {
  type AppServices,
  type PublicPages,
  publicPagesContext,
  servicesContext,
  sharedRenderContext,
} from "~/lib/context";
import { ConfigError, env } from "~/lib/env.server";
import { createFlash } from "~/lib/flash.server";
import { logger, requestPath } from "~/lib/logger.server";

// The build as React Router expects it (prerendering imports this module), plus our entry points.
export * from "virtual:react-router/server-build";
export { ConfigError, env, logger, requestPath };
export { DatabaseLockedError } from "../database/client.server";
export { createOrPromoteAdmin, WeakPasswordError } from "~/features/auth/admin.server";
export { purgeLeadsOlderThan } from "~/features/leads/retention.server";
export { siteConfig } from "~/lib/site.server";

export type App = Awaited<ReturnType<typeof startApp>>;

/** Opens the database (migrating it) and builds the services the app runs on. */
async function openServices() {
  const config = env();
  createFilesPrivately();
  const exposed = restrictToOwner(config.dataDir);
  if (exposed) {
    logger.warn(
      { dataDir: config.dataDir, exposed },
      "DATA_DIR: files and folders were readable by other accounts; they are now the owner's only",
    );
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const { db } = database;
  const storage = createStorage(config);
  const secret = authSecret();
  const auth = createAuth({ db, secret, siteUrl: config.SITE_URL });
  // The auth secret also signs the site's own cookies.
  const secure = config.SITE_URL.startsWith("https:");
  const flash = createFlash({ secret, secure });
  const trustedDevices = createTrustedDevices({ secret, secure });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.dataDir, "outbox"),
    from: config.MAIL_FROM ?? config.CONTACT_EMAIL,
  });
  return { database, db, auth, storage, mailer, flash, trustedDevices };
}

/** For commands (admin:create and friends): the services, then a clean close. */
export async function withServices<T>(work: (services: Services) => Promise<T>) {
  const services = await openServices();
  try {
    return await work(services);
  } finally {
    await services.database.close();
  }
}

/** `publicPages`: the host's page cache, told by the actions that change public content. */
export async function startApp(publicPages: PublicPages) {
  const config = env();
  const services = await openServices();
  const { database, db, auth, storage } = services;

  if (await seedDemoContent({ db, storage })) logger.info("Seeded demo case studies and articles");
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await createOrPromoteAdmin(auth, db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    }).catch((error: Error) => {
      logger.error({ err: error }, "ADMIN_EMAIL/ADMIN_PASSWORD: could not create the admin");
      return undefined;
    });
    if (outcome) logger.info(`Admin from ADMIN_EMAIL: ${outcome}`);
  }
  // Alerts whose retries a restart cut short; in the background, so start-up does not wait on SMTP.
  if (config.LEAD_NOTIFY_TO) void resumePendingAlerts(services);

  return {
    services,
    /**
     * Renders a page or runs an action; `clientIp` is the address the server determined.
     * `shared`: the page will be served to many visitors (no nonce; see sharedRenderContext).
     */
    handle: (request: Request, clientIp: string, options?: { shared?: boolean }) =>
      handleRequest(services, publicPages, request, clientIp, options),
    async close() {
      await database.close();
    },
  };
}

type Services = Awaited<ReturnType<typeof openServices>>;
let requestHandler: ReturnType<typeof createRequestHandler> | undefined;

/**
 * Serves one request with `services`, through the typed router context. Exported for the
 * development host (server/dev.ts): it keeps the services the first copy of this module opened
 * and hands them to each new copy Vite loads after a change, whose context keys and routes are
 * the ones in use.
 */
export function handleRequest(
  services: Services,
  publicPages: PublicPages,
  request: Request,
  clientIp: string,
  { shared = false } = {},
) {
  requestHandler ??= createRequestHandler(build, env().NODE_ENV === "development" ? "development" : "production");
  const context = new RouterContextProvider();
  context.set(servicesContext, { ...services, clientIp } satisfies AppServices);
  context.set(sharedRenderContext, shared);
  context.set(publicPagesContext, publicPages);
  return requestHandler(request, context);
}

/**
 * BETTER_AUTH_SECRET signs session cookies. With PostgreSQL (several instances) it must be
 * set; with the embedded database one is generated once and kept in the data directory.
 */
function authSecret(): string {
  const config = env();
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  if (config.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required when DATABASE_URL is set (32+ random characters)",
    );
  }
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
