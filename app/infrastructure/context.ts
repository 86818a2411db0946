// The capabilities loaders and actions run on, one typed router-context key each (ADR 013).
// server/app.ts chooses every implementation once and sets the keys for each request; a loader
// or action reads what it uses with `context.get(key)`, and a test swaps one capability by
// setting its key. A key nobody set throws when read, so a test states what the code needs.
import { type RouterContext, type RouterContextProvider, createContext } from "react-router";
import type { DatabaseHandle } from "#database/client.server";
import type { AccountLinks } from "./account-links.server";
import type { Erasures } from "./erasure-ledger.server";
import type { Auth } from "./auth.server";
import type { SignedLinks } from "./signed-links.server";
import type { FlashMessages } from "./flash.server";
import type { Mailer } from "./mailer.server";
import type { OutboundPolicy } from "./outbound-http.server";
import type { RateLimiter } from "./rate-limit.server";
import type { Storage } from "./storage.server";
import type { TrustedDevices } from "./trusted-devices.server";

/** The settings features act on, taken from the configuration at assembly. */
export interface FeatureSettings {
  /** Largest image upload (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** Inquiries one IP address may send per 10 minutes (INQUIRY_RATE_LIMIT). */
  inquiriesPerWindow: number;
  /** Where lead alerts go (LEAD_NOTIFY_TO); none are sent when unset. */
  leadAlertsTo: string | undefined;
  /** Whether an enquirer who gave an e-mail gets an acknowledgement (ACKNOWLEDGEMENTS_ENABLED, with SMTP). */
  acknowledgements: boolean;
  /** The owner's numbers each new lead is sent to on WhatsApp; none without WHATSAPP_* settings. */
  whatsappTo?: readonly string[];
  /** What Meta's webhooks are checked with (WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET); none: not received. */
  whatsappWebhook?: { verifyToken: string; appSecret: string };
  /** Where webhook endpoints may point (public addresses; loopback with WEBHOOKS_ALLOW_LOOPBACK). */
  webhookPolicy?: OutboundPolicy;
  /** The bearer token /metrics asks for (METRICS_TOKEN); none: /metrics is not served. */
  metricsToken?: string;
}

export interface Capabilities {
  database: DatabaseHandle;
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  /** Signed one-time messages across a redirect. */
  flash: FlashMessages;
  /** Signed cookies marking the browsers an admin signed in from. */
  trustedDevices: TrustedDevices;
  /** Flood limits: in memory with the embedded database, in the database with PostgreSQL. */
  rateLimiter: RateLimiter;
  /** Signed links for people who never sign in: withdrawing marketing consent, a quote for a client. */
  signedLinks: SignedLinks;
  /** The links in invitations and password resets (their tokens are kept hashed). */
  accountLinks: AccountLinks;
  settings: FeatureSettings;
  /** The erasure ledger and its key: erasures at a person's request, kept outside what a restore replaces. */
  erasures: Erasures;
}

export const databaseContext = createContext<DatabaseHandle>();
export const authContext = createContext<Auth>();
export const storageContext = createContext<Storage>();
export const mailerContext = createContext<Mailer>();
export const flashContext = createContext<FlashMessages>();
export const trustedDevicesContext = createContext<TrustedDevices>();
export const rateLimiterContext = createContext<RateLimiter>();
export const signedLinksContext = createContext<SignedLinks>();
export const accountLinksContext = createContext<AccountLinks>();
export const settingsContext = createContext<FeatureSettings>();
export const erasuresContext = createContext<Erasures>();

/** The visitor's IP address as the server determined it (see TRUST_PROXY); set per request. */
export const clientAddressContext = createContext<string>();

/** The host's page cache (ADR 012), as the actions that change what public pages show see it. */
export interface PublicPages {
  /** The content public pages show has changed (saved): pages rendered before are stale. */
  contentChanged(): void;
}

/** Set per request by the host, which keeps the rendered public pages. */
export const publicPagesContext = createContext<PublicPages>();

/**
 * True when the page being rendered will be served to many visitors (the server's page cache,
 * see server/page-cache.ts): it gets no per-response nonce, and the server allows its inline
 * scripts by hash, as for prerendered pages.
 */
export const sharedRenderContext = createContext<boolean>(false);

const capabilityKeys: { [Name in keyof Capabilities]: RouterContext<Capabilities[Name]> } = {
  database: databaseContext,
  auth: authContext,
  storage: storageContext,
  mailer: mailerContext,
  flash: flashContext,
  trustedDevices: trustedDevicesContext,
  rateLimiter: rateLimiterContext,
  signedLinks: signedLinksContext,
  accountLinks: accountLinksContext,
  settings: settingsContext,
  erasures: erasuresContext,
};

/** Sets the key of each capability given (all of them in server/app.ts, the ones a test needs in tests). */
export function provideCapabilities<Context extends RouterContextProvider>(
  context: Context,
  capabilities: Partial<Capabilities>,
): Context {
  for (const [name, value] of Object.entries(capabilities)) {
    context.set(capabilityKeys[name as keyof Capabilities] as RouterContext<unknown>, value);
  }
  return context;
}
